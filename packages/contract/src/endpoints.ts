import { z } from 'zod';
import {
  assistantAnswerSchema,
  assistantAvailableSchema,
  assistantOptionSchema,
  assistantQaInputSchema,
  ticketInputSchema,
  ticketResultSchema,
} from './assistant';
import { onCampusSchema } from './campus';
import {
  checkHistoryCourseQuerySchema,
  checkInQuerySchema,
  checkItemListSchema,
  checkItemQuerySchema,
  checkRecordListSchema,
  checkRecordSchema,
} from './checkin';
import type { RespCodeName } from './codes';
import { feedbackInputSchema, feedbackResultSchema, uploadResultSchema } from './feedback';
import { markReadInputSchema, messagesQuerySchema, notificationListSchema } from './notification';
import {
  currentCompanyQuerySchema,
  currentCompanySchema,
  organisationListSchema,
  superCompanySchema,
  switchCompanyQuerySchema,
} from './organisation';
import { registerQuerySchema, sendPhoneQuerySchema } from './register';
import {
  checkAndResetQuerySchema,
  checkMailCodeQuerySchema,
  checkPhoneCodeQuerySchema,
  getMailQuerySchema,
  getPhoneQuerySchema,
  sendCodeQuerySchema,
  sendCodeResultSchema,
  sendMailQuerySchema,
  usernameResultSchema,
} from './reset';
import { livenessSchema, scoreStatsSchema, studentQaSchema } from './teacher';
import {
  avatarResultSchema,
  changePasswordInputSchema,
  currentUserSchema,
  loginInputSchema,
  loginResultSchema,
  ssoExchangeQuerySchema,
} from './user';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: `public` needs no token; `optional` uses a token when one is sent (and answers 401 for
 * a bad one); `user` needs a valid token; `teacher` needs a teacher's token (403 otherwise).
 */
export type Access = 'public' | 'optional' | 'user' | 'teacher';

/**
 * How the body comes: `json`; `form`, a URL-encoded or multipart form (no file) or a JSON object; or
 * `file`, a single uploaded file `file`. A `form` endpoint with a `body` schema validates the body with
 * it; one without a `body` takes the form's fields as request parameters beside the query string's,
 * validated together against `query` (Spring's @RequestParam reads both; a parameter in both is given
 * twice).
 */
export type BodyKind = 'json' | 'form' | 'file';

export interface EndpointDef {
  method: HttpMethod;
  path: string;
  access: Access;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  bodyKind?: BodyKind;
  /** Schema of `data` in a successful envelope. */
  data: z.ZodType;
  /** What this contract chose where the spec leaves the call open (also listed in docs/api.md). */
  chosen?: string;
  /** The portal does not open the re-login modal when this call answers 401. */
  skipRelogin?: boolean;
  /** The backend sends respCode as a string for this call ('20000'). */
  stringRespCode?: boolean;
  /**
   * Every error the call can answer, by respCode name: those its access rule, query and body bring
   * (401, 403, 400, 413, 415) and its handler's own. Explained per call in docs/api.md (`endpointNotes`);
   * apps/fake-api/test/errors.test.ts provokes each one and finds no other.
   */
  errors: readonly RespCodeName[];
}

const endpoint = <const E extends EndpointDef>(def: E): E => def;
const nothing = z.null();

/** Every call of spec section 7, one entry each. Web, fake API, tests and docs read this table. */
export const endpoints = {
  login: endpoint({
    method: 'POST',
    path: '/sys/login',
    access: 'public',
    bodyKind: 'json',
    summary: 'Log in with username, phone, e-mail or student number and password',
    body: loginInputSchema,
    data: loginResultSchema,
    errors: ['badRequest', 'tooLarge', 'unsupportedMedia', 'wrongCredentials'],
  }),
  ssoExchange: endpoint({
    method: 'POST',
    path: '/user/public_db/login',
    access: 'public',
    summary: 'Exchange a single-sign-on authorisation code (once) for an access token',
    query: ssoExchangeQuerySchema,
    data: loginResultSchema,
    errors: ['badRequest', 'badAuthorizationCode'],
  }),
  currentUser: endpoint({
    method: 'GET',
    path: '/sys/users/current',
    access: 'user',
    summary: 'The logged-in user',
    data: currentUserSchema,
    errors: ['unauthorized'],
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/user/users/password',
    access: 'user',
    bodyKind: 'json',
    summary: 'Change the password (register password rule)',
    body: changePasswordInputSchema,
    data: nothing,
    chosen: 'body fields oldPassword, newPassword',
    errors: ['unauthorized', 'badRequest', 'tooLarge', 'unsupportedMedia'],
  }),
  uploadAvatar: endpoint({
    method: 'POST',
    path: '/resource/avatar',
    access: 'user',
    bodyKind: 'file',
    summary: 'Upload a new avatar image (multipart field "file", max 5 MB)',
    data: avatarResultSchema,
    chosen: 'multipart field name "file"; data is the new headImgUrl',
    errors: ['unauthorized', 'badRequest', 'tooLarge', 'unsupportedMedia'],
  }),
  sendRegisterCode: endpoint({
    method: 'POST',
    path: '/portal/reset/sendPhone',
    access: 'public',
    summary: 'Send a 6-digit code to a phone (register; also the legacy phone reset)',
    query: sendPhoneQuerySchema,
    data: nothing,
    chosen: 'the register "phone-send endpoint" is this path',
    errors: ['badRequest', 'tooManyRequests'],
  }),
  register: endpoint({
    method: 'POST',
    path: '/portal/check_code',
    access: 'public',
    summary: 'Check the register code and create the account',
    query: registerQuerySchema,
    data: nothing,
    errors: ['badRequest', 'conflict', 'badCode'],
  }),
  sendResetCode: endpoint({
    method: 'POST',
    path: '/portal/reset/sendCode',
    access: 'public',
    summary: 'Send a reset code by phone or mail; data is the matching username',
    query: sendCodeQuerySchema,
    data: sendCodeResultSchema,
    errors: ['badRequest', 'tooManyRequests'],
  }),
  resetByCode: endpoint({
    method: 'POST',
    path: '/portal/reset/checkAndResetByCode',
    access: 'public',
    summary: 'Check the reset code and reset the password to the account name',
    query: checkAndResetQuerySchema,
    data: nothing,
    errors: ['badRequest', 'badCode'],
  }),
  sendResetMail: endpoint({
    method: 'POST',
    path: '/portal/reset/sendMail',
    access: 'public',
    summary: 'Legacy: send a reset code to the mail of an account',
    query: sendMailQuerySchema,
    data: nothing,
    chosen: 'query mail',
    errors: ['badRequest', 'tooManyRequests'],
  }),
  checkPhoneCode: endpoint({
    method: 'POST',
    path: '/portal/reset/check_phone_code',
    access: 'public',
    summary: 'Legacy: check a code sent to a phone (does not use it up)',
    query: checkPhoneCodeQuerySchema,
    data: nothing,
    chosen: 'query phone, code',
    errors: ['badRequest', 'badCode'],
  }),
  checkMailCode: endpoint({
    method: 'POST',
    path: '/portal/reset/check_mail_code',
    access: 'public',
    summary: 'Legacy: check a code sent to a mail (does not use it up)',
    query: checkMailCodeQuerySchema,
    data: nothing,
    chosen: 'query mail, code',
    errors: ['badRequest', 'badCode'],
  }),
  getMail: endpoint({
    method: 'POST',
    path: '/portal/reset/getMail',
    access: 'public',
    summary: 'Legacy: the username bound to a mail',
    query: getMailQuerySchema,
    data: usernameResultSchema,
    chosen: 'query mail; data username',
    errors: ['badRequest'],
  }),
  getPhone: endpoint({
    method: 'POST',
    path: '/portal/reset/getphone',
    access: 'public',
    summary: 'Legacy: the username bound to a phone',
    query: getPhoneQuerySchema,
    data: usernameResultSchema,
    chosen: 'query phone; data username',
    errors: ['badRequest'],
  }),
  messages: endpoint({
    method: 'GET',
    path: '/resource/message',
    access: 'user',
    skipRelogin: true,
    summary: "The user's notifications, newest first",
    query: messagesQuerySchema,
    data: notificationListSchema,
    errors: ['unauthorized', 'badRequest', 'forbidden'],
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/resource/message/marked',
    access: 'user',
    bodyKind: 'json',
    summary: 'Mark notifications read',
    body: markReadInputSchema,
    data: nothing,
    errors: ['unauthorized', 'badRequest', 'tooLarge', 'unsupportedMedia'],
  }),
  currentCompany: endpoint({
    method: 'GET',
    path: '/portal/current_company',
    access: 'optional',
    summary: "The user's current organisation ('visitor' when none or logged out)",
    query: currentCompanyQuerySchema,
    data: currentCompanySchema,
    chosen: 'data also carries id (null for visitor)',
    errors: ['unauthorized', 'badRequest'],
  }),
  switchCompany: endpoint({
    method: 'POST',
    path: '/portal/current_company',
    access: 'user',
    summary: 'Switch the current organisation',
    query: switchCompanyQuerySchema,
    data: currentCompanySchema,
    chosen: 'the whole call (the spec names switching but not its path)',
    errors: ['unauthorized', 'badRequest', 'notFound', 'forbidden'],
  }),
  companies: endpoint({
    method: 'GET',
    path: '/portal/companies',
    access: 'user',
    summary: 'Organisations the user belongs to',
    data: organisationListSchema,
    errors: ['unauthorized'],
  }),
  superCompany: endpoint({
    method: 'GET',
    path: '/super/company',
    access: 'public',
    summary: 'Every organisation of the platform with its member count',
    data: superCompanySchema,
    chosen: 'the response',
    errors: [],
  }),
  superAssistantOption: endpoint({
    method: 'GET',
    path: '/super/option/assistant',
    access: 'public',
    summary: 'Assistant options',
    data: assistantOptionSchema,
    chosen: 'the response',
    errors: [],
  }),
  feedbackUpload: endpoint({
    method: 'POST',
    path: '/portal/feedback/upload',
    access: 'public',
    bodyKind: 'file',
    summary: 'Upload one feedback screenshot (image, max 5 MB); data is its path',
    data: uploadResultSchema,
    chosen: 'the path and the multipart field name "file"',
    errors: ['badRequest', 'tooLarge', 'unsupportedMedia'],
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
  }),
  checkCurrent: endpoint({
    method: 'GET',
    path: '/portal/student/checkCurrent',
    access: 'user',
    summary: 'Check-in items open now for the student',
    data: checkItemListSchema,
    chosen: 'the response',
    errors: ['unauthorized'],
  }),
  checkHistory: endpoint({
    method: 'GET',
    path: '/portal/student/checkHistory',
    access: 'user',
    summary: "The student's check-in records",
    data: checkRecordListSchema,
    chosen: 'the response',
    errors: ['unauthorized'],
  }),
  checkHistoryCourse: endpoint({
    method: 'GET',
    path: '/portal/student/checkHistory/course',
    access: 'user',
    summary: "The student's check-in records of one course",
    query: checkHistoryCourseQuerySchema,
    data: checkRecordListSchema,
    chosen: 'the response',
    errors: ['unauthorized', 'badRequest'],
  }),
  checkItems: endpoint({
    method: 'GET',
    path: '/portal/student/check/item',
    access: 'user',
    summary: 'Check-in items of a teaching class',
    query: checkItemQuerySchema,
    data: checkItemListSchema,
    chosen: 'the response',
    errors: ['unauthorized', 'badRequest'],
  }),
  checkIn: endpoint({
    method: 'POST',
    path: '/portal/student/check',
    access: 'user',
    bodyKind: 'form',
    summary: 'Check in to an open item; checkItemId in the query or the body',
    query: checkInQuerySchema,
    data: checkRecordSchema,
    chosen: 'the response; checkItemId also read from a JSON body',
    errors: ['unauthorized', 'badRequest', 'tooLarge', 'unsupportedMedia', 'notFound', 'conflict'],
  }),
  liveness: endpoint({
    method: 'GET',
    path: '/teacher/course/sum_liveness',
    access: 'teacher',
    summary: "Liveness of the teacher's courses",
    data: livenessSchema,
    chosen: 'the response',
    errors: ['unauthorized', 'forbidden'],
  }),
  averageScore: endpoint({
    method: 'GET',
    path: '/portal/huhang/averageScore',
    access: 'user',
    summary: 'Exam score statistics',
    data: scoreStatsSchema,
    chosen: 'the response',
    errors: ['unauthorized'],
  }),
  studentQa: endpoint({
    method: 'GET',
    path: '/teacher/teacher_admin/question/student/QA',
    access: 'teacher',
    summary: "Students' questions to the teacher",
    data: studentQaSchema,
    chosen: 'the response',
    errors: ['unauthorized', 'forbidden'],
  }),
  tickets: endpoint({
    method: 'POST',
    path: '/user/oauth/tickets',
    access: 'user',
    bodyKind: 'json',
    summary: "A service ticket (the assistant's: clientId 'gpt_assistant')",
    body: ticketInputSchema,
    data: ticketResultSchema,
    chosen: 'data fields clientId, expiresIn',
    errors: ['unauthorized', 'badRequest', 'tooLarge', 'unsupportedMedia'],
  }),
  assistantAvailable: endpoint({
    method: 'GET',
    path: '/portal/assistant/available',
    access: 'user',
    summary: "Exam-period check: 'true' when the assistant may be used",
    data: assistantAvailableSchema,
    chosen: 'the path',
    errors: ['unauthorized'],
  }),
  assistantQa: endpoint({
    method: 'POST',
    path: '/portal/assistant/qa',
    access: 'user',
    bodyKind: 'json',
    stringRespCode: true,
    summary: 'Ask the assistant; data is the answer text',
    body: assistantQaInputSchema,
    data: assistantAnswerSchema,
    chosen: 'the path',
    errors: ['unauthorized', 'badRequest', 'tooLarge', 'unsupportedMedia', 'forbidden'],
  }),
  onCampus: endpoint({
    method: 'GET',
    path: '/portal/network/onCampus',
    access: 'public',
    summary: "Cloud desktop: 'true' when the caller is on campus",
    data: onCampusSchema,
    chosen: 'the whole call',
    errors: [],
  }),
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof endpoints;
export type EndpointData<N extends EndpointName> = z.infer<(typeof endpoints)[N]['data']>;

/** The endpoint answering `method path`, if any. */
export function findEndpoint(method: string, path: string): EndpointDef | undefined {
  return Object.values(endpoints).find((e) => e.method === method.toUpperCase() && e.path === path);
}
