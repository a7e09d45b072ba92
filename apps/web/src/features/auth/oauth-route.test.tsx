import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { pageLocation } from '../../lib/safe-redirect';
import { clearToken, getToken } from '../../lib/auth/token';
import OAuthRoute from './oauth-route';

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/oauth', element: <OAuthRoute /> },
      { path: '/home', element: <p>首页内容</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(async () => {
  await initI18n('zh');
});

beforeEach(() => {
  clearToken();
  vi.spyOn(pageLocation, 'replace').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  clearToken();
  vi.restoreAllMocks();
});

describe('/oauth', () => {
  it('stores the token and loads the redirect target in place of this page', () => {
    renderAt('/oauth?access_token=abc123&redirect=%2Fcenter%3Ftab%3Db');
    expect(getToken()).toBe('abc123');
    expect(pageLocation.replace).toHaveBeenCalledExactlyOnceWith('/center?tab=b');
    expect(screen.getByText('正在登录…')).toBeInTheDocument();
  });

  it('goes home when there is no redirect', () => {
    renderAt('/oauth?access_token=abc123');
    expect(pageLocation.replace).toHaveBeenCalledExactlyOnceWith('/');
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    'https://evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/%2F/evil.example',
    '%2F%2Fevil.example',
    'https%3A%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '/%2F%2Fevil.example',
    '/%252F%252Fevil.example',
  ])('refuses the redirect %s and goes home', (redirect) => {
    renderAt(`/oauth?access_token=abc123&redirect=${encodeURIComponent(redirect)}`);
    expect(pageLocation.replace).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('says the token is missing and links home', async () => {
    const router = renderAt('/oauth?redirect=%2Fcenter');
    expect(screen.getByText('登录链接缺少凭证，请重新登录。')).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
    expect(pageLocation.replace).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: '返回首页' }));
    expect(router.state.location.pathname).toBe('/home');
  });

  it('treats a blank token as missing', () => {
    renderAt('/oauth?access_token=%20%20');
    expect(screen.getByText('登录链接缺少凭证，请重新登录。')).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
  });
});
