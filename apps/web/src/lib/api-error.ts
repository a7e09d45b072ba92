import type { HttpMethod, RespCode } from '@shui/contract';

/**
 * What went wrong with a call:
 * - `business`: HTTP 2xx, but respCode does not start with 200;
 * - `http`: a non-2xx status (401 included);
 * - `network`: no answer at all (offline, refused, CORS);
 * - `timeout`: no answer within the client's timeout;
 * - `malformed`: an answer that is not the envelope, or whose data does not fit the contract.
 */
export type ApiErrorKind = 'business' | 'http' | 'network' | 'timeout' | 'malformed';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  method: HttpMethod;
  path: string;
  /** HTTP status; absent for network failures and timeouts. */
  status?: number;
  respCode?: RespCode;
  respMsg?: string;
  cause?: unknown;
}

/** The one error every failed call rejects with (spec section 8). */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly respCode: RespCode | undefined;
  readonly respMsg: string | undefined;
  readonly endpoint: { readonly method: HttpMethod; readonly path: string };

  constructor(init: ApiErrorInit) {
    const detail = init.respMsg ?? (init.status === undefined ? init.kind : `${init.kind} ${init.status}`);
    super(
      `${init.method} ${init.path}: ${detail}`,
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.kind = init.kind;
    this.status = init.status;
    this.respCode = init.respCode;
    this.respMsg = init.respMsg;
    this.endpoint = { method: init.method, path: init.path };
  }

  /** HTTP 401: the token is missing, unknown or expired. */
  get sessionExpired(): boolean {
    return this.status === 401;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The backend said the thing asked for does not exist (HTTP 404): no retry would help. */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** The backend refused the caller (HTTP 403): e.g. a lesson of a course they do not take. */
export const isForbidden = (error: unknown): boolean => isApiError(error) && error.status === 403;

/** The backend's message of a failed call (its respMsg), when it sent one. */
export const respMsgOf = (error: unknown): string | undefined =>
  isApiError(error) ? error.respMsg : undefined;
