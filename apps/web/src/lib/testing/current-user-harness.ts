import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n } from '../i18n';
import { setNotifier, type SessionExpiredModal } from '../notifier';
import { sessionStore } from '../auth/session';
import { clearToken, setToken } from '../auth/token';

/**
 * What the tests of loading the current user share (lib/auth/current-user and the layout's useCurrentUser):
 * a fetch with one answer, the notifier's spies, a sample user, the expired-login envelope, the set-up.
 */

/** The api client's toasts. */
export const toast = vi.fn<(text: string) => void>();
/** The session-expired dialogs the api client asked for. */
export const modal = vi.fn<(spec: SessionExpiredModal) => void>();

/** Stubs fetch so that every request gets `body` as JSON with HTTP `status`; returns the stub. */
export function answer(status: number, body: unknown) {
  const fetchMock = vi.fn((_request: Request) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** GET /sys/users/current's data for a logged-in student. */
export const user = { id: 7, truename: '李同学', headImgUrl: '/uploads/x.png', userNumber: '10213' };
/** The envelope of a login that has expired (HTTP 401). */
export const expired = { respCode: 40100, respMsg: '登录过期，请重新登录', data: null };

/**
 * The suite's set-up: zh; for each test a fresh notifier, an empty session, a token, the address
 * /center?tab=b and a silenced console.warn (silent calls log their failures); after it all undone.
 */
export function setUpCurrentUserSuite(): void {
  beforeAll(async () => {
    await initI18n('zh');
  });

  beforeEach(() => {
    toast.mockClear();
    modal.mockClear();
    setNotifier({ toast, modal });
    sessionStore.clear();
    setToken('tok');
    window.history.replaceState(null, '', '/center?tab=b');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    cleanup();
    clearToken();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setNotifier(null);
  });
}
