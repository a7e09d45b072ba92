import { cleanup } from '@testing-library/react';
import { Modal } from 'antd';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { ApiError } from '../api-error';
import { initI18n } from '../i18n';
import { setNotifier, type SessionExpiredModal } from '../notifier';
import { pageLocation } from '../safe-redirect';
import { signOut } from '../auth/sign-out';

/** What the api client's tests share: a fetch answering in turn, the notifier's spies, the set-up. */

export const toast = vi.fn<(text: string) => void>();
export const modal = vi.fn<(spec: SessionExpiredModal) => void>();
export const requests: Request[] = [];

export type Answer =
  { status?: number; statusText?: string; body?: unknown; raw?: string } | 'network' | 'hang';

/** Stubs fetch: each request takes the next answer (the last one repeats). */
export function answer(...answers: Answer[]): void {
  let index = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      requests.push(request);
      const next = answers[Math.min(index++, answers.length - 1)]!;
      if (next === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      if (next === 'hang') {
        return new Promise((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)),
        );
      }
      const text = next.raw ?? (next.body === undefined ? '' : JSON.stringify(next.body));
      return Promise.resolve(
        new Response(text, {
          status: next.status ?? 200,
          statusText: next.statusText ?? '',
          headers: { 'content-type': next.raw === undefined ? 'application/json' : 'text/html' },
        }),
      );
    }),
  );
}

export const user = { id: 1, truename: '李同学', headImgUrl: '', userNumber: null };

export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(async () => {
  await initI18n('zh');
});

/** The suites' set-up: i18n, a fresh notifier, token, session and address for each test; stubs undone after. */
export function setUpApiClientSuite(): void {
  beforeAll(async () => {
    await initI18n('zh');
  });

  beforeEach(() => {
    requests.length = 0;
    toast.mockClear();
    modal.mockClear();
    setNotifier({ toast, modal });
    vi.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    vi.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
    signOut();
    window.history.replaceState(null, '', '/');
  });

  afterEach(() => {
    cleanup();
    // Close any session-expired dialog still open, as the user would, so the next test starts without one.
    for (const [spec] of modal.mock.calls) spec.onOk();
    // antd's static dialogs live outside any rendered tree: gone too, whatever order the tests run in.
    act(() => Modal.destroyAll());
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setNotifier(null);
  });
}
