import { act, cleanup, render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifier, type SessionExpiredModal } from '../../lib/notifier';
import { useCurrentUser } from './use-current-user';
import { initI18n } from '../../lib/i18n';
import { sessionStore } from '../../lib/session';
import { clearToken, setToken } from '../../lib/token';

const toast = vi.fn<(text: string) => void>();
const modal = vi.fn<(spec: SessionExpiredModal) => void>();
let fetchMock: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;

function answer(status: number, body: unknown): void {
  fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
}
const user = { id: 7, truename: '李同学', headImgUrl: '/uploads/x.png', userNumber: '10213' };
const expired = { respCode: 40100, respMsg: '登录过期，请重新登录', data: null };

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
  // Silent calls log their failures; kept out of the test output.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  clearToken();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setNotifier(null);
});

function Probe() {
  useCurrentUser();
  return <p>page</p>;
}

function renderApp() {
  const router = createBrowserRouter([{ path: '*', element: <Probe /> }]);
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

describe('useCurrentUser', () => {
  it('fetches the user once per page load with a token', async () => {
    answer(200, { respCode: 20000, data: user });
    renderApp();
    await waitFor(() => expect(sessionStore.get().displayName).toBe('李同学'));
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('fetches nothing without a token', async () => {
    clearToken();
    answer(200, { respCode: 20000, data: user });
    renderApp();
    await act(() => Promise.resolve());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes to /login with the page as redirect on a 401', async () => {
    answer(401, expired);
    const router = renderApp();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fcenter%3Ftab%3Db');
    expect(toast).toHaveBeenCalledExactlyOnceWith('登录已过期，请重新登录');
  });
});
