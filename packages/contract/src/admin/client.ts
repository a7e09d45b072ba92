import {
  adminEndpoints,
  adminPath,
  type AdminEndpointDef,
  type AdminInput,
  type AdminName,
  type AdminResult,
} from './endpoints';

/** Why a control-plane call failed. */
export type AdminFailure =
  /** Nothing answered at the address (`detail`: the network error's code or message). */
  | 'unreachable'
  /** The answer was not JSON: not the fake API. */
  | 'notJson'
  /** An error status without `{ error }`: not the fake API. */
  | 'foreign'
  /** The fake API refused (`detail`: its `error`). */
  | 'refused'
  /** A success that does not parse against the route's response schema (`detail`: the first issue). */
  | 'unexpected';

export class AdminCallError extends Error {
  constructor(
    readonly failure: AdminFailure,
    /** `METHOD /__admin/...` as called. */
    readonly call: string,
    readonly detail: string,
    /** The HTTP status, when something answered. */
    readonly status?: number,
  ) {
    super(
      `${call}: ${status === undefined ? '' : `HTTP ${status}, `}${failure}${detail ? `: ${detail}` : ''}`,
    );
  }
}

/** Arguments after the route's name: its input, optional when every part of it is. */
export type AdminArgs<N extends AdminName> =
  Partial<AdminInput<N>> extends AdminInput<N> ? [input?: AdminInput<N>] : [input: AdminInput<N>];

interface RawInput {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

/**
 * Calls a route of the control plane of the fake API at `origin` (`http://127.0.0.1:4100`) and answers
 * its parsed response; anything else throws an AdminCallError. Uses only fetch, so it runs in Node and
 * in a browser alike. The event stream is no call: read it with an EventSource (the control panel).
 */
export async function adminCall<N extends AdminName>(
  origin: string,
  name: N,
  ...[input]: AdminArgs<N>
): Promise<AdminResult<N>> {
  const def: AdminEndpointDef = adminEndpoints[name];
  if (def.stream) throw new Error(`${def.method} ${def.path} is a stream (${def.stream}), not a call`);
  const { params, query, body } = (input ?? {}) as RawInput;
  const path = adminPath(def.path, params);
  const call = `${def.method} ${path}`;
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));

  let response: Response;
  try {
    response = await fetch(url, {
      method: def.method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new AdminCallError('unreachable', call, cause?.code ?? cause?.message ?? (error as Error).message);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new AdminCallError('notJson', call, '', response.status);
  }
  if (!response.ok) {
    const message = (json as { error?: unknown } | undefined)?.error;
    if (typeof message !== 'string') throw new AdminCallError('foreign', call, '', response.status);
    throw new AdminCallError('refused', call, message, response.status);
  }
  const parsed = def.response.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AdminCallError(
      'unexpected',
      call,
      `${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`,
      response.status,
    );
  }
  return parsed.data as AdminResult<N>;
}
