import { respCodes, serverMessages, type RespCodeName } from '@shui/contract';

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

/** `fail('notFound')` or `fail('badRequest', 'custom message')`. */
export function fail(name: RespCodeName, respMsg?: string): ApiFailure {
  const { status, respCode } = respCodes[name];
  return new ApiFailure(status, respCode, respMsg ?? defaultMessages[name]);
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
