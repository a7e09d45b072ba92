import axios, { isAxiosError, isCancel, type AxiosResponse } from 'axios';
import type { z } from 'zod';
import { isSuccessCode, respCodeSchema, type EndpointDef, type RespCode } from '@shui/contract';
import { env } from '../config/env';
import { ApiError, type ApiErrorKind } from './api-error';
import { emit } from './events';
import { i18n } from './i18n';
import { notify, showSessionExpired } from './notifier';
import { loginPath, pageLocation } from './safe-redirect';
import { sessionStore } from './auth/session';
import { signOut } from './auth/sign-out';
import { getToken } from './auth/token';

/** Options of one call. */
export interface CallOptions {
  /**
   * No toast and no dialog for this call (spec: "logged only"); its failure is logged with console.warn
   * and still rejects, so the caller can fall back.
   */
  silent?: boolean;
  /**
   * Failures the caller expects and shows as a state of its page (a lesson of a course not joined yet
   * answers 403): no toast and no log for these; every other failure is told as usual (a 401 still
   * opens the re-login dialog).
   */
  expected?: (error: ApiError) => boolean;
  /**
   * A 401 of this call does not open the re-login dialog (the caller handles it). Defaults to the
   * endpoint's own `skipRelogin`.
   */
  skipRelogin?: boolean;
  signal?: AbortSignal;
  /** Milliseconds; defaults to the client's 30 s. */
  timeout?: number;
}

type QueryInput<E> = E extends { query: infer Q extends z.ZodType }
  ? { query: z.output<Q> }
  : { query?: never };
type BodyInput<E> = E extends { body: infer B extends z.ZodType }
  ? { body: z.input<B> }
  : E extends { bodyKind: 'file' }
    ? { body: FormData }
    : { body?: never };

/** What a call of endpoint `E` takes: its query and body as the contract types them, plus options. */
export type CallInput<E extends EndpointDef> = CallOptions & QueryInput<E> & BodyInput<E>;

/** The data of a successful answer of endpoint `E`. */
export type CallResult<E extends EndpointDef> = z.output<E['data']>;

type NeedsInput<E> = E extends { query: z.ZodType } | { body: z.ZodType } | { bodyKind: 'file' }
  ? true
  : false;

/** Calls without query or body may leave out the input. */
export type CallArgs<E extends EndpointDef> =
  NeedsInput<E> extends true ? [input: CallInput<E>] : [input?: CallInput<E>];

export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The one HTTP instance. The fetch adapter uses the browser's fetch (every browser the portal supports
 * has it), and it is what the unit tests replace: they stub `fetch`, so axios itself still runs.
 */
const http = axios.create({ timeout: REQUEST_TIMEOUT_MS, adapter: 'fetch' });

http.interceptors.request.use((config) => {
  // The environment's API, read per call: this module may run before main.tsx installs the environment.
  config.baseURL ??= env.api;
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** Statuses whose own text is shown when the answer carries no respMsg (spec section 8). */
const STATUS_TEXT_CODES = [400, 403, 404, 500, 502] as const;
type StatusTextCode = (typeof STATUS_TEXT_CODES)[number];
const hasStatusText = (status: number): status is StatusTextCode =>
  (STATUS_TEXT_CODES as readonly number[]).includes(status);

/**
 * The OK button of the session-expired dialog. Logging out first, then a full load of
 * /login?redirect=<this page>: a plain reload would drop the need-login event together with the page, so
 * the login would not open; the /login route opens it on the fresh page, and after login the user is back
 * where the session ran out. The event is still emitted so parts of this page that listen (open dialogs)
 * react before the page goes.
 */
function relogin(): void {
  signOut();
  emit('shui:need-login', { reloadAfterLogin: true });
  const target = loginPath();
  if (target === pageLocation.current()) pageLocation.reload();
  else pageLocation.assign(target);
}

function openSessionExpired(): void {
  showSessionExpired({
    title: i18n.t('errors:sessionExpired.title'),
    content: i18n.t('errors:sessionExpired.content'),
    okText: i18n.t('errors:sessionExpired.ok'),
    closable: false,
    keyboard: false,
    mask: { closable: false },
    onOk: relogin,
  });
}

interface EnvelopeFields {
  respCode?: RespCode;
  respMsg?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** respCode and respMsg of a body, if it has usable ones. */
function envelopeFields(body: unknown): EnvelopeFields {
  if (!isRecord(body)) return {};
  const code = respCodeSchema.safeParse(body.respCode);
  const respMsg = typeof body.respMsg === 'string' && body.respMsg.trim() !== '' ? body.respMsg : undefined;
  return { respCode: code.success ? code.data : undefined, respMsg };
}

interface Failure {
  kind: ApiErrorKind;
  /** The caller aborted the call (its `signal`): nobody is waiting for an answer, so nothing is shown. */
  canceled?: boolean;
  status?: number;
  statusText?: string;
  body?: unknown;
  cause?: unknown;
  /** The envelope said success, but its data did not fit the endpoint. */
  successAnswer?: boolean;
}

/** The error catalogue of spec section 8: what the user sees for a failure. */
function failureText(failure: Failure, fields: EnvelopeFields): string {
  // A success answer whose data does not fit: its respMsg ("登录成功") says the opposite of what happened.
  if (fields.respMsg && !failure.successAnswer) return fields.respMsg;
  if (failure.kind === 'business') return i18n.t('errors:requestFailed');
  if (failure.kind === 'http' && failure.status !== undefined && hasStatusText(failure.status)) {
    const text = i18n.t(`errors:status.${failure.status}`, { defaultValue: '' });
    if (text) return text;
    if (failure.statusText) return failure.statusText;
  }
  return i18n.t('errors:unknown');
}

function fail(def: EndpointDef, options: CallOptions, failure: Failure): ApiError {
  const fields = envelopeFields(failure.body);
  const error = new ApiError({
    kind: failure.kind,
    method: def.method,
    path: def.path,
    status: failure.status,
    respCode: fields.respCode,
    respMsg: fields.respMsg,
    cause: failure.cause,
  });
  const unauthorized = failure.kind === 'http' && failure.status === 401;
  // The session ran out whoever asked; only the dialog depends on the call (section 4).
  if (unauthorized) sessionStore.set({ authorizationFailed: true });
  if (failure.canceled) {
    // Not a failure the user should hear about (a page left, a query superseded).
  } else if (options.silent) {
    console.warn(`[api] ${def.method} ${def.path} failed`, error);
  } else if (unauthorized) {
    // A call that opts out of the dialog handles its 401 itself (e.g. the user-info message); no toast.
    if (!(options.skipRelogin ?? def.skipRelogin ?? false)) openSessionExpired();
  } else if (options.expected?.(error)) {
    // A state the page shows (e.g. the way to join the course), not an error to tell on top of it.
  } else {
    notify().toast(failureText(failure, fields));
  }
  return error;
}

/** The failure an axios rejection stands for. */
function failureOf(error: unknown): Failure {
  if (isCancel(error)) return { kind: 'network', canceled: true, cause: error };
  if (isAxiosError(error)) {
    const response: AxiosResponse<unknown> | undefined = error.response;
    if (response) {
      return {
        kind: 'http',
        status: response.status,
        statusText: response.statusText,
        body: response.data,
        cause: error,
      };
    }
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return { kind: 'timeout', cause: error };
  }
  return { kind: 'network', cause: error };
}

function requestBody(def: EndpointDef, body: unknown): unknown {
  if (def.bodyKind === 'form' && isRecord(body)) {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body)) {
      // Strings as they are; numbers and booleans as JSON writes them ('3', 'true').
      if (value !== undefined && value !== null) {
        form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
      }
    }
    return form;
  }
  return body;
}

/**
 * Calls one endpoint of the contract: method, path and skipRelogin come from its definition, the answer's
 * data is checked against its data schema. Resolves with the data of a successful envelope; every failure
 * rejects with one ApiError after the user has been told (section 8) unless the call is silent.
 */
export async function call<E extends EndpointDef>(endpoint: E, ...args: CallArgs<E>): Promise<CallResult<E>> {
  const input: CallOptions & { query?: unknown; body?: unknown } = args[0] ?? {};
  const { query, body, ...options } = input;
  let response: AxiosResponse<unknown>;
  try {
    response = await http.request<unknown>({
      method: endpoint.method,
      url: endpoint.path,
      params: query,
      data: requestBody(endpoint, body),
      signal: options.signal,
      timeout: options.timeout,
    });
  } catch (error) {
    throw fail(endpoint, options, failureOf(error));
  }

  const envelope = response.data;
  const base = { status: response.status, statusText: response.statusText, body: envelope };
  // An envelope is an object with a valid (or missing) respCode; anything else, e.g. a body that was not
  // JSON (axios then hands over the text), is malformed.
  if (!isRecord(envelope) || !respCodeSchema.optional().safeParse(envelope.respCode).success) {
    throw fail(endpoint, options, { ...base, kind: 'malformed' });
  }
  if (!isSuccessCode(envelope.respCode as RespCode | undefined)) {
    throw fail(endpoint, options, { ...base, kind: 'business' });
  }
  // The token was accepted again: the session is no longer failed (section 4).
  if (getToken() && sessionStore.get().authorizationFailed) sessionStore.set({ authorizationFailed: false });
  const parsed = endpoint.data.safeParse(envelope.data ?? null);
  if (!parsed.success) {
    throw fail(endpoint, options, { ...base, kind: 'malformed', cause: parsed.error, successAnswer: true });
  }
  return parsed.data as CallResult<E>;
}
