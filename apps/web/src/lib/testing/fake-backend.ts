import { vi } from 'vitest';

/** What the fake backend answers: an envelope (HTTP 200 by default), or no answer at all. */
export type FakeAnswer = { status?: number; body: unknown } | 'network';

export type FakeHandler = (query: URLSearchParams) => FakeAnswer;

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
}

/**
 * Stubs fetch (which the api client's axios uses) with handlers by "METHOD /path", so tests go through the
 * real api client, error catalogue and notifier. Unknown calls answer 404 with the envelope. Returns the
 * requests made, in order; undo with vi.unstubAllGlobals().
 */
export function fakeBackend(handlers: Record<string, FakeHandler>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      const url = new URL(request.url);
      requests.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
      });
      const handler = handlers[`${request.method} ${url.pathname}`];
      const answer: FakeAnswer = handler
        ? handler(url.searchParams)
        : { status: 404, body: { respCode: 40400, respMsg: '请求的资源不存在', data: null } };
      if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status ?? 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return requests;
}

export { failure, ok } from './stub-backend';
