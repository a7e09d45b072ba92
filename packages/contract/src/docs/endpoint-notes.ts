import { limits } from '../core/constants';
import type { RespCodeName } from '../core/codes';
import type { Access, BodyKind, ErrorNote } from '../core/endpoint';
import { mb } from '../core/error-notes';
import { serverMessages } from '../core/errors';

/**
 * What docs/api.md says of the rules every call shares: the access rules, the kinds of body, the
 * business codes and the errors of any path. A call's own notes (its success message and its errors)
 * are in its entry (`ok`, `fails`); `errorNotes` and `okMessage` (core/error-notes.ts) read them.
 */

/** What each access rule means (`EndpointDef.access`). */
export const accessNotes: Record<Access, string> = {
  public: 'no token needed; one sent is ignored',
  optional: 'works without a token; a token that is sent must be valid (else 401)',
  user: 'needs a valid token (else 401)',
  teacher: "needs a valid teacher's token (401 without one, 403 for a student)",
};

/** How each kind of body comes (`EndpointDef.bodyKind`). */
export const bodyKindNotes: Record<BodyKind, string> = {
  json: 'JSON (`Content-Type: application/json`)',
  form: 'form fields, as `application/x-www-form-urlencoded` or `multipart/form-data` (no file); JSON is accepted too',
  file: `\`multipart/form-data\` with one image in the field \`file\` (at most ${mb(limits.feedbackImageMaxBytes)})`,
};

/** What each business code means, for the "Error codes" table. */
export const respCodeMeanings: Record<RespCodeName, string> = {
  ok: 'success (also assumed when respCode is missing)',
  badRequest:
    'invalid query or body, a format rule broken, or no account matches (then with the Spring-style missing-parameter text)',
  wrongCredentials: 'login name or password wrong',
  badCode: 'verification code wrong, expired or already used',
  badAuthorizationCode: 'single-sign-on authorisation code unknown, used or expired',
  unauthorized: 'no token, or an unknown or expired one: the session is over',
  forbidden:
    "logged in but not allowed: teacher-only call, another user's data, not a member, assistant paused",
  notFound: 'no such route, or the thing named does not exist',
  conflict: 'already done: phone already registered, already checked in',
  quotaExceeded:
    'a quota is used up: as many workshop environments starting or running as allowed (setting environmentQuota)',
  tooLarge: 'body or uploaded file too large',
  unsupportedMedia: 'uploaded file is not an image, or a body in a charset or encoding the API cannot read',
  fileTypeNotAllowed:
    "uploaded file is not of a type this call takes here (a homework's file kinds, or bytes that are not what its extension says); respMsg lists the types it takes",
  tooManyRequests: `a code went to this address less than ${limits.codeCountdownSeconds} s ago`,
  internal: 'a bug in the fake API itself (never bad input)',
  unavailable: 'a service behind the backend does not answer (the judge is down)',
};

/** What any path can answer: no call has it, or the fake API has a bug. */
export const globalErrorNotes: readonly ErrorNote[] = [
  {
    code: 'notFound',
    msg: `${serverMessages.notFound}：{METHOD} {path}`,
    when: 'no call has this method and path',
  },
  { code: 'internal', msg: serverMessages.internal, when: 'a bug in the fake API' },
];
