import { ASSISTANT_SERVICE, limits } from './constants';
import { centerEndpointNotes } from './center-notes';
import { channelEndpointNotes } from './channel-notes';
import { codeParkEndpointNotes } from './code-park-notes';
import type { RespCodeName } from './codes';
import { competitionEndpointNotes } from './competition-notes';
import { courseEndpointNotes } from './course-notes';
import { questionEndpointNotes } from './question-notes';
import { endpoints, type Access, type BodyKind, type EndpointDef, type EndpointName } from './endpoints';
import { missingParameterMessage, serverMessages } from './errors';
import { teacherMessages } from './teacher-endpoints';
import { workshopEndpointNotes } from './workshop-notes';

/**
 * What docs/api.md says of each call beyond its shapes: the message of a success, and for each error
 * the call answers its respCode name, message and when. Only the docs and the tests read this module
 * (the portal needs `endpoints` alone); apps/fake-api/test/errors.test.ts provokes every row and finds
 * no answer without one.
 */

/** One error a call answers. In `msg`, `{...}` stands for text that varies (a field, a reason). */
export interface ErrorNote<C extends RespCodeName = RespCodeName> {
  code: C;
  msg: string;
  when: string;
}

/** Whether an answer's respMsg is the one this row describes. */
export function noteMatches(note: Pick<ErrorNote, 'msg'>, respMsg: string): boolean {
  const pattern = note.msg
    .split(/\{[^}]*\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(`^${pattern}$`, 's').test(respMsg);
}

const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;
const badRequest = (detail: string) => `${serverMessages.badRequest}：${detail}`;

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

/**
 * The errors a call answers because of its shape, in the order they are checked: its access rule, how
 * its body is read (apps/fake-api/src/http.ts), its query and its body schema.
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

// ---- what the handlers add (apps/fake-api/src/routes/*.ts and the store they call) ----

const format400 = {
  phone: {
    code: 'badRequest',
    msg: serverMessages.phoneFormat,
    when: 'the phone breaks the [phone rule](#formats)',
  },
  mail: {
    code: 'badRequest',
    msg: serverMessages.mailFormat,
    when: 'the e-mail breaks the [mail rule](#formats)',
  },
  password: {
    code: 'badRequest',
    msg: serverMessages.passwordFormat,
    when: 'the password breaks the [password rule](#formats)',
  },
} as const satisfies Record<string, ErrorNote>;

const noAccount = (what: string) =>
  ({
    code: 'badRequest',
    msg: missingParameterMessage('username'),
    when: `no account has this ${what} (Spring's missing-parameter text, as the real backend answers)`,
  }) as const satisfies ErrorNote;

const tooSoon = {
  code: 'tooManyRequests',
  msg: serverMessages.codeTooFrequent,
  when: `a code went to the same address less than ${limits.codeCountdownSeconds} s ago`,
} as const satisfies ErrorNote;

const badCode = {
  code: 'badCode',
  msg: serverMessages.codeInvalid,
  when: 'the code is wrong, expired or already used',
} as const satisfies ErrorNote;

const imageErrors = [
  { code: 'badRequest', msg: serverMessages.fileMissing, when: 'no file, or an empty one' },
  {
    code: 'unsupportedMedia',
    msg: serverMessages.notImage,
    when: 'the bytes are not PNG, JPEG, GIF, WebP or BMP (the declared type is ignored)',
  },
] as const satisfies readonly ErrorNote[];

/** A course of the teacher view's calls that is not the caller's. */
const teacherCourseErrors = [
  { code: 'notFound', msg: teacherMessages.courseNotFound, when: 'no course has this courseId' },
  {
    code: 'forbidden',
    msg: teacherMessages.notCourseTeacher,
    when: 'the course is taught by someone else (or by nobody)',
  },
] as const satisfies readonly ErrorNote[];

/** A call's notes: the respMsg of its success (default serverMessages.ok) and its handler's errors. */
export interface EndpointNotes<C extends RespCodeName = RespCodeName> {
  ok?: string;
  /** Errors the handler (or the store it calls) answers, in the order it checks them. */
  errors: readonly ErrorNote<C>[];
}

/** Per call, what its handler adds to the errors of its shape; each code is one the call declares. */
export const endpointNotes = {
  login: {
    ok: serverMessages.loginOk,
    errors: [
      {
        code: 'wrongCredentials',
        msg: serverMessages.wrongCredentials,
        when: 'no account has this login name, or the password is wrong',
      },
    ],
  },
  ssoExchange: {
    ok: serverMessages.loginOk,
    errors: [
      {
        code: 'badAuthorizationCode',
        msg: serverMessages.authCodeInvalid,
        when: 'the code is unknown, already exchanged or older than 5 minutes',
      },
    ],
  },
  currentUser: { errors: [] },
  changePassword: {
    ok: serverMessages.passwordChanged,
    errors: [
      { ...format400.password, when: 'newPassword breaks the password rule' },
      { code: 'badRequest', msg: serverMessages.oldPasswordWrong, when: 'oldPassword is not the password' },
    ],
  },
  uploadAvatar: { ok: serverMessages.uploadOk, errors: imageErrors },
  sendRegisterCode: { ok: serverMessages.codeSent, errors: [format400.phone, tooSoon] },
  register: {
    ok: serverMessages.registered,
    errors: [
      format400.phone,
      format400.password,
      {
        code: 'conflict',
        msg: serverMessages.phoneRegistered,
        when: 'an account already has this phone (or this phone as username)',
      },
      { ...badCode, when: 'the code is not the live one sent to this phone (wrong, expired or used)' },
    ],
  },
  sendResetCode: {
    ok: serverMessages.codeSent,
    errors: [
      { ...format400.phone, when: 'field=phone and the identifier breaks the phone rule' },
      { ...format400.mail, when: 'field=mail and the identifier breaks the mail rule' },
      noAccount('phone or e-mail'),
      tooSoon,
    ],
  },
  resetByCode: {
    ok: serverMessages.resetOk,
    errors: [
      {
        code: 'badRequest',
        msg: serverMessages.accountMismatch,
        when: 'no account has this username, or its phone / e-mail is not the identifier',
      },
      { ...badCode, when: 'the code is not the live one sent to the identifier (wrong, expired or used)' },
    ],
  },
  sendResetMail: { ok: serverMessages.codeSent, errors: [format400.mail, noAccount('e-mail'), tooSoon] },
  checkPhoneCode: { ok: serverMessages.verified, errors: [badCode] },
  checkMailCode: { ok: serverMessages.verified, errors: [badCode] },
  getMail: { errors: [noAccount('e-mail')] },
  getPhone: { errors: [noAccount('phone')] },
  messages: {
    errors: [
      { code: 'forbidden', msg: serverMessages.notOwnMessages, when: "receiveUserId is not the caller's id" },
    ],
  },
  markRead: { errors: [] },
  currentCompany: {
    errors: [
      { code: 'unauthorized', msg: serverMessages.unauthorized, when: 'isLogin=true and no token is sent' },
    ],
  },
  switchCompany: {
    errors: [
      { code: 'notFound', msg: serverMessages.organisationNotFound, when: 'no organisation has this id' },
      { code: 'forbidden', msg: serverMessages.notMember, when: 'the caller is not a member of it' },
    ],
  },
  companies: { errors: [] },
  superCompany: { errors: [] },
  superAssistantOption: { errors: [] },
  feedbackUpload: { ok: serverMessages.uploadOk, errors: imageErrors },
  feedback: { ok: serverMessages.feedbackOk, errors: [] },
  checkCurrent: { errors: [] },
  checkHistory: { errors: [] },
  checkHistoryCourse: { errors: [] },
  checkItems: { errors: [] },
  checkIn: {
    errors: [
      {
        code: 'notFound',
        msg: serverMessages.checkItemNotFound,
        when: "no item has this id, or it belongs to none of the caller's courses",
      },
      { code: 'badRequest', msg: serverMessages.checkClosed, when: 'the item is not open now' },
      { code: 'conflict', msg: serverMessages.alreadyChecked, when: 'the caller has already checked in' },
    ],
  },
  liveness: { errors: [] },
  averageScore: { errors: [] },
  studentQa: { errors: [] },
  // teacher view (teacher-endpoints.ts)
  teacherCourses: { errors: [] },
  dailyLiveness: { errors: teacherCourseErrors },
  scoreDistribution: { errors: teacherCourseErrors },
  tickets: {
    errors: [
      {
        code: 'badRequest',
        msg: serverMessages.unknownClient,
        when: `clientId is not '${ASSISTANT_SERVICE}'`,
      },
    ],
  },
  assistantAvailable: { errors: [] },
  assistantQa: {
    errors: [
      {
        code: 'forbidden',
        msg: serverMessages.assistantPaused,
        when: 'the exam period is on (setting examPeriod)',
      },
    ],
  },
  onCampus: { errors: [] },
  ...courseEndpointNotes,
  ...centerEndpointNotes,
  ...channelEndpointNotes,
  ...workshopEndpointNotes,
  ...competitionEndpointNotes,
  ...codeParkEndpointNotes,
  ...questionEndpointNotes,
} as const satisfies { [N in EndpointName]: EndpointNotes<(typeof endpoints)[N]['errors'][number]> };

/** Every error row of a call: those of its shape, then its handler's. */
export function errorNotes(name: EndpointName): ErrorNote[] {
  return [...shapeErrorNotes(endpoints[name]), ...endpointNotes[name].errors];
}

/** The respMsg of a call's success. */
export const okMessage = (name: EndpointName): string =>
  (endpointNotes[name] as EndpointNotes).ok ?? serverMessages.ok;
