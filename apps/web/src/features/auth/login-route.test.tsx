import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { popups } from '../../lib/popups';
import { pageLocation } from '../../lib/safe-redirect';
import { sessionStore } from '../../lib/auth/session';
import { clearToken, setToken } from '../../lib/auth/token';
import LoginPage from './login-route';
import { answerWith, loadAuthTranslations } from './testing/setup-auth-test';

const user = { id: 1, truename: '李同学', headImgUrl: '', userNumber: null };
const loggedIn = [
  { body: { respCode: 20000, respMsg: '登录成功', data: { access_token: 'tok-1', token_type: 'bearer' } } },
  { body: { respCode: 20000, respMsg: '操作成功', data: user } },
];

/** The /login route at `url` (without motion, as for a user who asked for less: jsdom ends no animation). */
function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: (
          <ConfigProvider theme={{ token: { motion: false } }}>
            <AntdApp>
              <LoginPage />
            </AntdApp>
          </ConfigProvider>
        ),
      },
      { path: '*', element: <p>别处</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const where = (router: ReturnType<typeof renderAt>) =>
  router.state.location.pathname + router.state.location.search;

beforeAll(async () => {
  await loadAuthTranslations('zh');
});

beforeEach(() => {
  clearToken();
  sessionStore.clear();
  act(() => popups.close());
  vi.spyOn(pageLocation, 'replace').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  clearToken();
  act(() => popups.close());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/login when logged in already', () => {
  it('goes to the redirect at once, without showing the form', async () => {
    setToken('tok-1');
    const router = renderAt('/login?redirect=%2Fcenter%3Ftab%3Db');
    await waitFor(() => expect(where(router)).toBe('/center?tab=b'));
    expect(screen.queryByRole('heading', { name: '账号登录' })).toBeNull();
    expect(pageLocation.replace).not.toHaveBeenCalled();
  });

  it('refuses a redirect off the portal and goes to /', async () => {
    setToken('tok-1');
    const router = renderAt(`/login?redirect=${encodeURIComponent('/%2F%2Fevil.example')}`);
    await waitFor(() => expect(where(router)).toBe('/'));
  });
});

describe('/login when logged out', () => {
  async function logIn() {
    await userEvent.type(screen.getByLabelText('用户名'), 'student');
    await userEvent.type(screen.getByLabelText('密码'), 'Shui@2025');
    await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意《水杉在线用户协议》' }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
  }

  it.each([
    ['the redirect', '/login?redirect=%2Fwork%2FworkShop%3Fid%3D3', '/work/workShop?id=3'],
    ['/ without a redirect', '/login', '/'],
  ])('after login loads %s once the 2 s success toast is over', async (_what, url, target) => {
    // The page leaves 2 s after the toast: a fake clock (that still runs) skips the wait.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerWith(...loggedIn);
    renderAt(url);
    expect(await screen.findByRole('heading', { name: '账号登录' })).toBeInTheDocument();
    await logIn();
    expect(await screen.findByText('登录成功')).toBeInTheDocument();
    expect(pageLocation.replace).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(pageLocation.replace).toHaveBeenCalledExactlyOnceWith(target);
    expect(screen.queryByText('登录成功')).toBeNull();
  });

  it('?register=1 opens the registration tip over the form', async () => {
    renderAt('/login?register=1');
    expect(await screen.findByRole('heading', { name: '账号登录' })).toBeInTheDocument();
    expect(screen.getByLabelText('用户名')).toBeInTheDocument();
    await waitFor(() => expect(popups.get().name).toBe('registerTip'));
  });
});
