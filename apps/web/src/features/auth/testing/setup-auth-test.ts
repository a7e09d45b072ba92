import { vi } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';

/** What jsdom lacks and antd's modal, form and wave effect ask for. */
export function stubBrowser(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (typeof globalThis.ResizeObserver === 'undefined') {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  // jsdom does not compute pseudo-elements (antd measures the scrollbar with one) and says so loudly.
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computed(element);
}

/** The real i18n set-up with the auth namespace loaded. */
export async function loadAuthTranslations(locale: 'zh' | 'en' = 'zh') {
  stubBrowser();
  if (!i18n.isInitialized) await initI18n(locale);
  else await i18n.changeLanguage(locale);
  await i18n.loadNamespaces(['auth']);
  return i18n;
}

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
