import type { IncomingMessage } from 'node:http';
import multer from 'multer';
import { respCodes, serverMessages } from '@shui/contract';
import { ApiFailure, fail } from './errors';
import type { LogLine, NotedResponse } from './middleware/observe';

/** Writes the backend's envelope and notes the respCode for the log and the journal. */
export function sendEnvelope(
  res: NotedResponse,
  status: number,
  respCode: number | string,
  respMsg: string,
  data: unknown,
) {
  res.locals.respCode = respCode;
  // Written directly: res.json() adds work (etag, freshness) that no caller of this API needs.
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  const body = JSON.stringify({ respCode, respMsg, data });
  res.locals.body = body;
  res.end(body);
}

/** What any error becomes in the backend's envelope; bad input is never a 500. */
export function failureOf(error: unknown): ApiFailure {
  if (error instanceof ApiFailure) return error;
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return fail('tooLarge', serverMessages.tooLarge);
    if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE') {
      return fail('badRequest', serverMessages.onlyOneImage);
    }
    return fail('badRequest', `${serverMessages.badRequest}：${error.message}`);
  }
  const type = (error as { type?: string } | null)?.type;
  if (type === 'entity.parse.failed') return fail('badRequest', serverMessages.badJson);
  if (type === 'entity.too.large') return fail('tooLarge', serverMessages.bodyTooLarge);
  const status = (error as { status?: number } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new ApiFailure(status, status * 100, `${serverMessages.badRequest}：${(error as Error).message}`);
  }
  const { status: s, respCode } = respCodes.internal;
  return new ApiFailure(s, respCode, serverMessages.internal);
}

/** A 5xx goes to the log with its stack: it is a bug of the fake API, not the caller's. */
export function logInternal(
  failure: ApiFailure,
  error: unknown,
  what: string,
  log: LogLine | undefined,
): void {
  if (failure.status >= 500) log?.(`error on ${what}: ${(error as Error | null)?.stack ?? String(error)}`);
}

/** Answers a failed portal call with the backend's envelope (`url` as received, for the log). */
export function sendFailure(
  req: IncomingMessage,
  res: NotedResponse,
  url: string,
  error: unknown,
  log: LogLine | undefined,
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const failure = failureOf(error);
  logInternal(failure, error, `${req.method} ${url}`, log);
  sendEnvelope(res, failure.status, failure.respCode, failure.respMsg, null);
}
