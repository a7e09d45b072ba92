import { limits, SSO_SCOPE } from '@shui/contract';
import { env } from '../../config/env';
import { pageLocation } from '../../lib/safe-redirect';

/** sessionStorage key of the state sent to the single sign-on, checked when the browser comes back. */
export const SSO_STATE_KEY = 'shui-sso-state';

/** Query parameters the single sign-on adds to the return address (code, or error on cancel; state). */
export const SSO_RETURN_PARAMS = ['code', 'state', 'error', 'error_description'] as const;

type RandomFill = (values: Uint32Array) => Uint32Array;
const cryptoFill: RandomFill = (values) => crypto.getRandomValues(values);

/**
 * An 8-digit random number (10000000-99999999) from the browser's cryptographic generator. Values of the
 * top sliver of the 32-bit range are drawn again, so every state is equally likely.
 */
export function createSsoState(fill: RandomFill = cryptoFill): string {
  const low = 10 ** (limits.ssoStateDigits - 1);
  const span = 10 ** limits.ssoStateDigits - low;
  const ceiling = Math.floor(2 ** 32 / span) * span;
  const values = new Uint32Array(1);
  for (;;) {
    const value = fill(values)[0]!;
    if (value < ceiling) return String(low + (value % span));
  }
}

/** `href` without the single sign-on's parameters and without the fragment (a redirect_uri has none). */
export function addressWithoutSsoParams(href: string): URL {
  const url = new URL(href);
  for (const name of SSO_RETURN_PARAMS) url.searchParams.delete(name);
  url.hash = '';
  return url;
}

/** Where the single sign-on sends the browser back: the current page, without code and state. */
export const ssoRedirectUri = (href: string): string => addressWithoutSsoParams(href).href;

/** The authorise address with client id, response type code, scope, redirect uri and state (spec section 4). */
export function authorizeUrl(
  redirectUri: string,
  state: string,
  authorize: string = env.ssoAuthorize,
): string {
  const url = new URL(authorize);
  url.searchParams.set('client_id', env.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', SSO_SCOPE);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  return url.href;
}

/** Remembers the state for the return; false when sessionStorage is off (the return could not be checked). */
export function rememberSsoState(state: string, storage: Storage = sessionStorage): boolean {
  try {
    storage.setItem(SSO_STATE_KEY, state);
    return storage.getItem(SSO_STATE_KEY) === state;
  } catch {
    return false;
  }
}

/** The remembered state, forgotten at once: a state is good for one return only. */
export function takeSsoState(storage: Storage = sessionStorage): string | null {
  try {
    const state = storage.getItem(SSO_STATE_KEY);
    storage.removeItem(SSO_STATE_KEY);
    return state;
  } catch {
    return null;
  }
}

/** What the single sign-on handed back in the address, or null when the address is no return from it. */
export interface SsoReturn {
  code: string | null;
  state: string | null;
  error: string | null;
}

export function readSsoReturn(search: string): SsoReturn | null {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  const error = params.get('error');
  if (code === null && !(state !== null && error !== null)) return null;
  return { code, state, error };
}

/** Why a return did not log the user in. */
export type SsoFailure =
  { reason: 'stateMismatch' } | { reason: 'cancelled' } | { reason: 'exchangeFailed'; detail?: string };

/**
 * Checks a return against the remembered state: null when it may be exchanged, else why not. A missing
 * remembered state (another tab, an old link, storage off) is a mismatch like a tampered one.
 */
export function checkSsoReturn(back: SsoReturn, expected: string | null): SsoFailure | null {
  if (expected === null || back.state === null || back.state !== expected) return { reason: 'stateMismatch' };
  if (back.error !== null || !back.code) return { reason: 'cancelled' };
  return null;
}

/** The single-sign-on button: a fresh state, remembered, then off to the authorise page. */
export function startSso(href: string = window.location.href): void {
  const state = createSsoState();
  rememberSsoState(state);
  pageLocation.assign(authorizeUrl(ssoRedirectUri(href), state));
}
