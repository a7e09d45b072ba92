import type { z } from 'zod';
import { ApiDownError, CliError, RefusedError, UsageError } from './errors';

export const DEFAULT_API = 'http://127.0.0.1:4100';

const START_HINT =
  'Start it with `pnpm dev` (portal and API) or `pnpm shui serve`, or point --api / SHUI_API at a running one.';

/** The fake API's origin: --api beats SHUI_API beats the default. A bad address is a usage error. */
export function apiOrigin(flag: string | undefined): string {
  const raw = flag ?? process.env.SHUI_API ?? DEFAULT_API;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--api / SHUI_API: "${raw}" is not an address such as ${DEFAULT_API}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--api / SHUI_API: "${raw}" must be an http:// or https:// address`);
  return url.origin;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The control plane (/__admin) of a running fake API; every answer is checked against the contract. */
export class AdminClient {
  constructor(readonly origin: string) {}

  async call<S extends z.ZodType>(
    method: Method,
    path: string,
    schema: S,
    body?: unknown,
    query?: Record<string, string | number | undefined>,
  ): Promise<z.infer<S>> {
    const url = new URL(`/__admin${path}`, this.origin);
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined) url.searchParams.set(key, String(value));
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const why = cause?.code ?? cause?.message ?? (error as Error).message;
      throw new ApiDownError(`the fake API is not running at ${this.origin} (${why}).`, START_HINT);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      throw new CliError(
        `${this.origin} answered ${method} /__admin${path} with HTTP ${response.status} and no JSON: is it the fake API?`,
      );
    }
    if (!response.ok) {
      const message = (json as { error?: unknown } | undefined)?.error;
      if (typeof message !== 'string')
        throw new CliError(
          `${this.origin} answered ${method} /__admin${path} with HTTP ${response.status}: is it the fake API?`,
        );
      throw new RefusedError(`the fake API refused: ${message}`, response.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new CliError(
        `unexpected answer to ${method} /__admin${path}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}. ` +
          'Is the fake API at that address from this version of the repository?',
      );
    }
    return parsed.data;
  }

  get<S extends z.ZodType>(path: string, schema: S, query?: Record<string, string | number | undefined>) {
    return this.call('GET', path, schema, undefined, query);
  }

  post<S extends z.ZodType>(path: string, schema: S, body: unknown = {}) {
    return this.call('POST', path, schema, body);
  }

  put<S extends z.ZodType>(path: string, schema: S, body: unknown) {
    return this.call('PUT', path, schema, body);
  }

  patch<S extends z.ZodType>(path: string, schema: S, body: unknown) {
    return this.call('PATCH', path, schema, body);
  }

  delete<S extends z.ZodType>(path: string, schema: S) {
    return this.call('DELETE', path, schema);
  }
}
