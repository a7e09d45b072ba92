import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { pageLocation } from '../../lib/safe-redirect';
import { clearToken, getToken } from '../../lib/auth/token';
import { SSO_STATE_KEY } from './sso';
import { completeSsoReturn } from './complete-sso-return';
import { answerWith } from './testing/setup-auth-test';

const here = () => window.location.pathname + window.location.search + window.location.hash;

beforeAll(async () => {
  await initI18n('zh');
});

beforeEach(() => {
  clearToken();
  vi.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  clearToken();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('completeSsoReturn', () => {
  it('with the remembered state exchanges the code, stores the token, cleans the address and reloads', async () => {
    sessionStorage.setItem(SSO_STATE_KEY, '12345678');
    window.history.replaceState(null, '', '/work/workShop?id=3&code=c-1&state=12345678#top');
    const requests = answerWith({ body: { respCode: 20000, data: { access_token: 'sso-token' } } });

    await expect(completeSsoReturn()).resolves.toEqual({ loggedIn: true });
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url);
    expect(`${requests[0]!.method} ${url.pathname}`).toBe('POST /user/public_db/login');
    expect(url.searchParams.get('code')).toBe('c-1');
    expect(getToken()).toBe('sso-token');
    expect(here()).toBe('/work/workShop?id=3#top');
    expect(pageLocation.reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(SSO_STATE_KEY)).toBeNull();
  });

  it('refuses a tampered state without asking the server, and cleans the address', async () => {
    sessionStorage.setItem(SSO_STATE_KEY, '12345678');
    window.history.replaceState(null, '', '/home?code=c-1&state=87654321');
    const requests = answerWith({ body: { respCode: 20000, data: { access_token: 'sso-token' } } });

    await expect(completeSsoReturn()).resolves.toEqual({ loggedIn: false, reason: 'stateMismatch' });
    expect(requests).toHaveLength(0);
    expect(getToken()).toBeUndefined();
    expect(here()).toBe('/home');
    expect(pageLocation.reload).not.toHaveBeenCalled();
  });

  it('refuses a return when no state was remembered (another tab, an old link)', async () => {
    window.history.replaceState(null, '', '/home?code=c-1&state=12345678');
    const requests = answerWith({ body: { respCode: 20000, data: { access_token: 'sso-token' } } });
    await expect(completeSsoReturn()).resolves.toEqual({ loggedIn: false, reason: 'stateMismatch' });
    expect(requests).toHaveLength(0);
  });

  it('reports the server message when the code is refused', async () => {
    sessionStorage.setItem(SSO_STATE_KEY, '12345678');
    window.history.replaceState(null, '', '/login?redirect=%2Fcenter&code=used&state=12345678');
    answerWith({ status: 400, body: { respCode: 40003, respMsg: '授权码无效或已使用', data: null } });

    await expect(completeSsoReturn()).resolves.toEqual({
      loggedIn: false,
      reason: 'exchangeFailed',
      detail: '授权码无效或已使用',
    });
    expect(getToken()).toBeUndefined();
    expect(here()).toBe('/login?redirect=%2Fcenter');
    expect(pageLocation.reload).not.toHaveBeenCalled();
  });

  it('reads a cancel (error with the state) as cancelled', async () => {
    sessionStorage.setItem(SSO_STATE_KEY, '12345678');
    window.history.replaceState(null, '', '/home?error=access_denied&state=12345678');
    await expect(completeSsoReturn()).resolves.toEqual({ loggedIn: false, reason: 'cancelled' });
    expect(here()).toBe('/home');
  });

  it('leaves an address without a return alone', async () => {
    window.history.replaceState(null, '', '/home?state=12345678');
    await expect(completeSsoReturn()).resolves.toBeNull();
    expect(here()).toBe('/home?state=12345678');
  });
});
