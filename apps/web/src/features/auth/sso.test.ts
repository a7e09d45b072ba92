import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../config/env';
import { pageLocation } from '../../lib/safe-redirect';
import {
  addressWithoutSsoParams,
  authorizeUrl,
  checkSsoReturn,
  createSsoState,
  readSsoReturn,
  rememberSsoState,
  SSO_STATE_KEY,
  ssoRedirectUri,
  startSso,
  takeSsoState,
} from './sso';

const fillWith =
  (...values: number[]) =>
  (array: Uint32Array) => {
    array[0] = values.shift()!;
    return array;
  };

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('createSsoState', () => {
  it('is 8 digits from the cryptographic generator', () => {
    const states = Array.from({ length: 200 }, () => createSsoState());
    for (const state of states) expect(state).toMatch(/^[1-9]\d{7}$/);
    expect(new Set(states).size).toBeGreaterThan(190);
  });

  it('maps the generator onto 10000000-99999999', () => {
    expect(createSsoState(fillWith(0))).toBe('10000000');
    expect(createSsoState(fillWith(89_999_999))).toBe('99999999');
    expect(createSsoState(fillWith(90_000_000))).toBe('10000000');
  });

  it('draws again above the last whole multiple of the range, so no state is likelier', () => {
    const fill = vi.fn(fillWith(2 ** 32 - 1, 5));
    expect(createSsoState(fill)).toBe('10000005');
    expect(fill).toHaveBeenCalledTimes(2);
  });
});

describe('the authorise address', () => {
  it('carries client id, response type code, scope, redirect uri and state', () => {
    const url = new URL(authorizeUrl('http://127.0.0.1:4281/login?redirect=%2Fcenter', '12345678'));
    expect(url.origin + url.pathname).toBe(env.ssoAuthorize);
    // The spec's literals (section 4): scope basic (the spec's other reading, ECNU-Basic, is one the fake
    // authorise page accepts too; the portal sends basic, as docs/api.md records).
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'shuishan-portal',
      response_type: 'code',
      scope: 'basic',
      redirect_uri: 'http://127.0.0.1:4281/login?redirect=%2Fcenter',
      state: '12345678',
    });
  });

  it('returns to the current page without code, state, error and fragment', () => {
    expect(ssoRedirectUri('http://portal.test/work/workShop?id=3&code=abc&state=1&error=x#top')).toBe(
      'http://portal.test/work/workShop?id=3',
    );
    expect(ssoRedirectUri('http://portal.test/home')).toBe('http://portal.test/home');
    expect(addressWithoutSsoParams('http://portal.test/?state=1&code=2').search).toBe('');
  });

  it('startSso remembers a fresh state and leaves for the authorise page with it', () => {
    const assign = vi.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    startSso('http://portal.test/center?tab=b&code=old&state=old');
    const url = new URL(assign.mock.calls[0]![0]);
    const state = url.searchParams.get('state');
    expect(state).toMatch(/^\d{8}$/);
    expect(sessionStorage.getItem(SSO_STATE_KEY)).toBe(state);
    expect(url.searchParams.get('redirect_uri')).toBe('http://portal.test/center?tab=b');
  });
});

describe('the return', () => {
  it('is a code with its state, or an error with a state; anything else is no return', () => {
    expect(readSsoReturn('?code=c1&state=12345678')).toEqual({ code: 'c1', state: '12345678', error: null });
    expect(readSsoReturn('?error=access_denied&state=12345678')).toEqual({
      code: null,
      state: '12345678',
      error: 'access_denied',
    });
    expect(readSsoReturn('?code=c1')).toEqual({ code: 'c1', state: null, error: null });
    expect(readSsoReturn('?state=12345678')).toBeNull();
    expect(readSsoReturn('?redirect=%2Fcenter')).toBeNull();
  });

  it('is exchanged only when its state is the remembered one', () => {
    const back = { code: 'c1', state: '12345678', error: null };
    expect(checkSsoReturn(back, '12345678')).toBeNull();
    expect(checkSsoReturn(back, '87654321')).toEqual({ reason: 'stateMismatch' });
    expect(checkSsoReturn(back, null)).toEqual({ reason: 'stateMismatch' });
    expect(checkSsoReturn({ ...back, state: null }, '12345678')).toEqual({ reason: 'stateMismatch' });
    expect(checkSsoReturn({ code: null, state: '12345678', error: 'access_denied' }, '12345678')).toEqual({
      reason: 'cancelled',
    });
  });

  it('a remembered state serves one return only', () => {
    expect(rememberSsoState('12345678')).toBe(true);
    expect(takeSsoState()).toBe('12345678');
    expect(takeSsoState()).toBeNull();
  });
});
