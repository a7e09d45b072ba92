import { respCodes, serverMessages, type ErrorNote, type RespCodeName } from '@shui/contract';

/** A failure a handler throws; the error handler writes it as the backend's envelope. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly respCode: number,
    readonly respMsg: string,
  ) {
    super(respMsg);
  }
}

/**
 * A handler's declared error, as its contract entry lists it (`fail(competitionErrors.notFound)`): the
 * note's code and msg. A note whose msg has `{...}` placeholders takes the text that fills them
 * (`fail(workshopErrors.quotaExceeded, quotaMessage(quota))`). Any other failure (a shape error, a 500,
 * the control plane's) by its code: `fail('notFound')` or `fail('badRequest', 'custom message')`.
 */
export function fail(note: ErrorNote, respMsg?: string): ApiFailure;
export function fail(name: RespCodeName, respMsg?: string): ApiFailure;
export function fail(what: ErrorNote | RespCodeName, respMsg?: string): ApiFailure {
  const name = typeof what === 'string' ? what : what.code;
  const { status, respCode } = respCodes[name];
  const standard = typeof what === 'string' ? defaultMessages[name] : what.msg;
  return new ApiFailure(status, respCode, respMsg ?? standard);
}

const defaultMessages: Record<RespCodeName, string> = {
  ok: serverMessages.ok,
  badRequest: serverMessages.badRequest,
  wrongCredentials: serverMessages.wrongCredentials,
  badCode: serverMessages.codeInvalid,
  badAuthorizationCode: serverMessages.authCodeInvalid,
  unauthorized: serverMessages.unauthorized,
  forbidden: serverMessages.forbidden,
  notFound: serverMessages.notFound,
  conflict: serverMessages.badRequest,
  quotaExceeded: '已达使用上限',
  tooLarge: serverMessages.bodyTooLarge,
  unsupportedMedia: serverMessages.notImage,
  fileTypeNotAllowed: serverMessages.notImage,
  tooManyRequests: serverMessages.codeTooFrequent,
  internal: serverMessages.internal,
  unavailable: '服务暂不可用，请稍后再试',
};
