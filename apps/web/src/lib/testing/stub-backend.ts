import { vi } from 'vitest';
import { env } from '../../config/env';

export interface Recorded {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

type Reply = { status?: number; body: unknown } | ((request: Recorded) => { status?: number; body: unknown });

/**
 * Stubs fetch (what the api client's axios adapter calls) with answers by `METHOD /path`; records every
 * request. Unknown calls answer 404 with the envelope, as the fake API does.
 */
export function stubBackend(replies: Record<string, Reply>): Recorded[] {
  const requests: Recorded[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const text = await request.text();
      const recorded: Recorded = {
        method: request.method,
        path: url.pathname.slice(new URL(env.api).pathname.replace(/\/$/, '').length),
        search: url.searchParams,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(recorded);
      const reply = replies[`${recorded.method} ${recorded.path}`];
      const { status = 200, body } =
        typeof reply === 'function'
          ? reply(recorded)
          : (reply ?? { status: 404, body: { respCode: 40400, respMsg: 'not found', data: null } });
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}

export const ok = (data: unknown) => ({ body: { respCode: 20000, respMsg: '操作成功', data } });
