import { isApiError } from '../../lib/api-error';
import { pageLocation } from '../../lib/safe-redirect';
import { setToken } from '../../lib/auth/token';
import { exchangeSsoCode } from './api/exchange-sso-code';
import { addressWithoutSsoParams, checkSsoReturn, readSsoReturn, takeSsoState, type SsoFailure } from './sso';

export type SsoOutcome = { loggedIn: true } | ({ loggedIn: false } & SsoFailure);

/**
 * The browser is back from the single sign-on (the address has code and state, or error and state).
 * The parameters leave the address first, whatever happens next, so neither a reload nor a shared link
 * replays them. A matching state lets the code be exchanged: the token is stored and the page reloads
 * logged in. Otherwise the caller shows why (the outcome), once the page is on screen.
 */
export async function completeSsoReturn(): Promise<SsoOutcome | null> {
  const back = readSsoReturn(window.location.search);
  if (!back) return null;
  const expected = takeSsoState();
  const clean = addressWithoutSsoParams(window.location.href);
  window.history.replaceState(window.history.state, '', clean.pathname + clean.search + window.location.hash);

  const refused = checkSsoReturn(back, expected);
  if (refused) return { loggedIn: false, ...refused };
  try {
    const { access_token } = await exchangeSsoCode(back.code!);
    setToken(access_token);
  } catch (error) {
    return {
      loggedIn: false,
      reason: 'exchangeFailed',
      detail: isApiError(error) ? error.respMsg : undefined,
    };
  }
  pageLocation.reload();
  return { loggedIn: true };
}
