import { vi } from 'vitest';

import { loadTranslations } from '../../../lib/testing/load-translations';

export { stubBrowser } from '../../../lib/testing/stub-browser';

/** The real i18n set-up with the auth namespace loaded. */
export const loadAuthTranslations = (locale: 'zh' | 'en' = 'zh') => loadTranslations('auth', locale);

/** Stubs fetch with one JSON answer per call (the last one repeats); records the requests. */
export function answerWith(...answers: Array<{ status?: number; body: unknown }>): Request[] {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
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
