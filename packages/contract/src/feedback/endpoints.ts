import { serverMessages } from '../core/errors';
import { imageErrors } from '../core/shared-errors';
import { endpoint, type EndpointDef } from '../core/endpoint';
import { feedbackInputSchema, feedbackResultSchema, uploadResultSchema } from './schemas';

/** The feedback form and its screenshot upload (spec section 7). */
export const feedbackEndpoints = {
  feedbackUpload: endpoint({
    method: 'POST',
    path: '/portal/feedback/upload',
    access: 'public',
    bodyKind: 'file',
    summary: 'Upload one feedback screenshot (image, max 5 MB); data is its path',
    data: uploadResultSchema,
    chosen: 'the path and the multipart field name "file"',
    errors: ['badRequest', 'tooLarge', 'unsupportedMedia'],
    ok: serverMessages.uploadOk,
    fails: imageErrors,
    example: { image: 'shot.png' },
  }),
  feedback: endpoint({
    method: 'POST',
    path: '/portal/feedback',
    access: 'public',
    bodyKind: 'form',
    summary: 'Submit feedback (form data or JSON)',
    body: feedbackInputSchema,
    data: feedbackResultSchema,
    chosen: 'data { id }',
    errors: ['badRequest', 'tooLarge', 'unsupportedMedia'],
    ok: serverMessages.feedbackOk,
    example: {
      form: {
        feedtype: '登录/注册,登录问题',
        title: '无法登录',
        content: '没有反应',
        filepath: '/x.png',
        contact: 'a@b.cn',
      },
    },
  }),
} as const satisfies Record<string, EndpointDef>;
