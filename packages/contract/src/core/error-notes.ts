import { limits } from './constants';
import type { EndpointDef, ErrorNote } from './endpoint';
import { missingParameterMessage, serverMessages } from './errors';

/**
 * The errors of a call, as docs/api.md explains them: its shape's (this module, from its access rule,
 * body and query) and its handler's (the entry's `fails`, written once as shared constants in the
 * domain's errors.ts and thrown by the fake API's store as they are). apps/fake-api/test/errors.test.ts
 * provokes every row and finds no answer without one.
 */

/** Whether an answer's respMsg is the one this row describes. */
export function noteMatches(note: Pick<ErrorNote, 'msg'>, respMsg: string): boolean {
  const pattern = note.msg
    .split(/\{[^}]*\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(`^${pattern}$`, 's').test(respMsg);
}

export const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;
export const badRequest = (detail: string) => `${serverMessages.badRequest}：${detail}`;

/**
 * The errors a call answers because of its shape, in the order they are checked: its access rule, how
 * its body is read (apps/fake-api/src/http/contract-routes.ts), its query and its body schema.
 */
export function shapeErrorNotes(def: EndpointDef): ErrorNote[] {
  const rows: ErrorNote[] = [];
  const unauthorized = serverMessages.unauthorized;
  if (def.access === 'user' || def.access === 'teacher')
    rows.push({ code: 'unauthorized', msg: unauthorized, when: 'no token, or an unknown or expired one' });
  if (def.access === 'optional')
    rows.push({
      code: 'unauthorized',
      msg: unauthorized,
      when: 'a token is sent but it is unknown or expired',
    });
  if (def.access === 'teacher')
    rows.push({ code: 'forbidden', msg: serverMessages.teacherOnly, when: 'the caller is not a teacher' });
  if (def.bodyKind === 'file') {
    rows.push(
      {
        code: 'tooLarge',
        msg: serverMessages.tooLarge,
        when: `the file is over ${mb(limits.feedbackImageMaxBytes)}`,
      },
      {
        code: 'badRequest',
        msg: serverMessages.onlyOneImage,
        when: 'more than one file, or a file in a field other than `file`',
      },
      {
        code: 'badRequest',
        msg: badRequest('{reason}'),
        when: "more than 20 fields or 30 parts in the form (multer's reason, in English)",
      },
    );
  }
  if (def.bodyKind === 'form') {
    rows.push({
      code: 'badRequest',
      msg: badRequest(serverMessages.noFileAccepted),
      when: 'the multipart form carries a file, more than 20 fields or a field over 64 KB',
    });
  }
  if (def.bodyKind === 'file' || def.bodyKind === 'form') {
    rows.push({
      code: 'badRequest',
      msg: badRequest(serverMessages.badMultipart),
      when: 'the multipart body cannot be parsed',
    });
  }
  if (def.bodyKind === 'json' || def.bodyKind === 'form') {
    rows.push(
      {
        code: 'badRequest',
        msg: serverMessages.badJson,
        when: 'a body sent as `application/json` does not parse',
      },
      {
        code: 'badRequest',
        msg: badRequest('{reason}'),
        when: "the body cannot be decoded: bytes that do not match their Content-Encoding (zlib's reason)",
      },
      {
        code: 'tooLarge',
        msg: serverMessages.bodyTooLarge,
        when: 'a JSON body over 1 MB, or a URL-encoded form over 100 kb (read after the token is checked)',
      },
      {
        code: 'unsupportedMedia',
        msg: badRequest('unsupported {charset or content encoding}'),
        when: 'a charset the body reader does not take, or a Content-Encoding other than gzip, deflate, br or zstd',
      },
    );
  }
  if (def.query) {
    for (const name of (def.query.toJSONSchema() as { required?: string[] }).required ?? []) {
      rows.push({
        code: 'badRequest',
        msg: missingParameterMessage(name),
        when: `query parameter \`${name}\` is missing`,
      });
    }
    rows.push({
      code: 'badRequest',
      msg: badRequest('{name} {reason}'),
      when: "a query parameter breaks its constraints (zod's reason, in English), or is given twice (`只能出现一次`)",
    });
  }
  if (def.body) {
    rows.push(
      {
        code: 'badRequest',
        msg: badRequest('请求体缺失'),
        when:
          def.bodyKind === 'form' ? 'no body' : 'no body, or one sent with another Content-Type than JSON',
      },
      {
        code: 'badRequest',
        msg: badRequest('{field} {reason}'),
        when: "a body field breaks its constraints (zod's reason, in English)",
      },
    );
  }
  return rows;
}
