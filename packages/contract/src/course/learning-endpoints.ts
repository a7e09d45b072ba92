import { notJoined, resourceNotFound } from './errors';
import { endpoint, type EndpointDef } from '../core/endpoint';
import {
  homeworkSubmissionSchema,
  lessonBriefSchema,
  lessonProgressInputSchema,
  lessonProgressResultSchema,
  lessonQuerySchema,
  lessonSchema,
  resourceIdQuerySchema,
  testSubmitInputSchema,
  testSubmitResultSchema,
} from './learning';
import { courseMessages as m, HOMEWORK_TEXT_MAX } from './schemas';

/** Learning in a course: a lesson, its brief, progress, handing in a homework, answering a test. */
export const courseLearningEndpoints = {
  lessonDetail: endpoint({
    method: 'GET',
    path: '/portal/course/lesson',
    access: 'user',
    read: true,
    inputs: { query: { lessonId: { from: 'courseDetail', pick: 'chapters[].lessons[].lessonId' } } },
    extension: true,
    summary: 'A lesson of a course the caller takes, with its resources by type',
    query: lessonQuerySchema,
    data: lessonSchema,
    chosen: 'the whole call; right answers only inside a test attempt',
    errors: ['unauthorized', 'badRequest', 'notFound', 'forbidden'],
    fails: [{ code: 'notFound', msg: m.lessonNotFound, when: 'no lesson has this id' }, notJoined],
    example: { query: { lessonId: 2 } },
  }),
  lessonBrief: endpoint({
    method: 'GET',
    path: '/portal/course/lesson/brief',
    access: 'optional',
    read: true,
    inputs: { query: { lessonId: { from: 'courseDetail', pick: 'chapters[].lessons[].lessonId' } } },
    extension: true,
    summary:
      "Where a lesson sits (its chapter and course) and whether the caller may open it: what a lesson's 403 page offers to join",
    query: lessonQuerySchema,
    data: lessonBriefSchema,
    chosen: 'the whole call; member is false without a token',
    errors: ['unauthorized', 'badRequest', 'notFound'],
    fails: [{ code: 'notFound', msg: m.lessonNotFound, when: 'no lesson has this id' }],
    example: { query: { lessonId: 20 } },
  }),
  lessonProgress: endpoint({
    method: 'POST',
    path: '/resource/lesson/progress',
    access: 'user',
    bodyKind: 'json',
    extension: true,
    summary: 'Record progress: a video watched (done at 90 %), a courseware or link opened (done)',
    body: lessonProgressInputSchema,
    data: lessonProgressResultSchema,
    chosen: 'the whole call; the furthest position of a video is kept',
    errors: ['unauthorized', 'badRequest', 'tooLarge', 'unsupportedMedia', 'notFound', 'forbidden'],
    fails: [
      resourceNotFound,
      notJoined,
      {
        code: 'badRequest',
        msg: m.notTrackable,
        when: 'the resource is a homework or a test (they are done by submitting)',
      },
    ],
    example: { body: { resourceId: 1, watchedSeconds: 12 } },
  }),
  homeworkSubmit: endpoint({
    method: 'POST',
    path: '/resource/homework/submit',
    access: 'user',
    bodyKind: 'file',
    extension: true,
    summary:
      "Hand in a homework: one file `file` of a kind the homework takes (its `fileKinds`, by the name's extension, max 5 MB) and an optional field `text`; after the deadline it is taken and marked late",
    query: resourceIdQuerySchema,
    data: homeworkSubmissionSchema,
    chosen:
      'the whole call; a new submission replaces the previous one; one after the deadline is kept with late: true',
    errors: ['unauthorized', 'badRequest', 'tooLarge', 'fileTypeNotAllowed', 'notFound', 'forbidden'],
    ok: m.submitted,
    fails: [
      resourceNotFound,
      notJoined,
      { code: 'badRequest', msg: m.notHomework, when: 'the resource is not a homework' },
      { code: 'badRequest', msg: m.fileMissing, when: 'no file, or an empty one' },
      {
        code: 'fileTypeNotAllowed',
        msg: '不支持该文件类型：本作业只接受 {kinds}文件（{extensions}）',
        when: "the file name's extension is not one of the homework's file kinds (`fileKinds`)",
      },
      {
        code: 'fileTypeNotAllowed',
        msg: '文件内容与扩展名 {.ext} 不符：本作业只接受 {kinds}文件（{extensions}）',
        when: 'the bytes are not what the extension says (PDF, an Office or ZIP container, UTF-8 text, an image; the declared type is ignored)',
      },
      {
        code: 'badRequest',
        msg: m.textTooLong,
        when: `the field \`text\` is over ${HOMEWORK_TEXT_MAX} characters`,
      },
    ],
    // homework 9 is due in a week (4 was due a week ago: handed in late)
    example: { query: { resourceId: 9 }, image: 'hw.png' },
  }),
  testSubmit: endpoint({
    method: 'POST',
    path: '/portal/course/test/submit',
    access: 'user',
    bodyKind: 'json',
    extension: true,
    summary: 'Answer a choice test: scored at once; the best attempt is kept',
    body: testSubmitInputSchema,
    data: testSubmitResultSchema,
    chosen: '10 points a question; a blank question is wrong; the best attempt is kept (latest among equals)',
    errors: ['unauthorized', 'badRequest', 'tooLarge', 'unsupportedMedia', 'notFound', 'forbidden'],
    ok: m.submitted,
    fails: [
      resourceNotFound,
      notJoined,
      { code: 'badRequest', msg: m.notTest, when: 'the resource is not a test' },
      {
        code: 'badRequest',
        msg: m.unknownQuestion,
        when: 'an answer names a question that is not in this test',
      },
    ],
    example: { body: { resourceId: 5, answers: { '1': 'B', '2': 'B', '3': 'B' } } },
  }),
} as const satisfies Record<string, EndpointDef>;
