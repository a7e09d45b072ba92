import { vi } from 'vitest';
import { env } from '../../config/env';

/** A request the page made, as the stub saw it. */
export interface Recorded {
  method: string;
  /** The path below the api's base address (`/portal/course/list`). */
  path: string;
  search: URLSearchParams;
  /** The query parameters, as a plain object. */
  query: Record<string, string>;
  /** A JSON body parsed, a multipart one as FormData, else undefined. */
  body: unknown;
}

/** What the stub answers: an envelope with its HTTP status (200 by default). */
export interface Answer {
  status?: number;
  body: unknown;
}

export type Reply = Answer | ((request: Recorded) => Answer);

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart')) return request.formData();
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * Stubs fetch (what the api client's axios adapter calls) with answers by `METHOD /path`, so tests go
 * through the real api client, error catalogue and notifier. Records every request, in order, in the
 * array it returns (or in `record`, a suite's list emptied before each test). Unknown calls answer 404
 * with the envelope, as the fake API does. Undo with vi.unstubAllGlobals().
 */
export function stubBackend(replies: Record<string, Reply>, record: Recorded[] = []): Recorded[] {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const recorded: Recorded = {
        method: request.method,
        path: url.pathname.slice(new URL(env.api).pathname.replace(/\/$/, '').length),
        search: url.searchParams,
        query: Object.fromEntries(url.searchParams),
        body: await bodyOf(request),
      };
      record.push(recorded);
      const reply = replies[`${recorded.method} ${recorded.path}`];
      const { status = 200, body } =
        typeof reply === 'function' ? reply(recorded) : (reply ?? failure(404, 40400, '请求的资源不存在'));
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return record;
}

/** A successful envelope. */
export const ok = (data: unknown = null, respMsg = '操作成功'): Answer => ({
  body: { respCode: 20000, respMsg, data },
});

/** A failed envelope with its HTTP status. */
export const failure = (status: number, respCode: number, respMsg: string): Answer => ({
  status,
  body: { respCode, respMsg, data: null },
});
