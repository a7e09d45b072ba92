import { popups } from '../popups';
import { pageLocation } from '../safe-redirect';
import { sessionStore } from './session';
import { clearToken } from './token';

/**
 * What the page does once the session is forgotten:
 * - `stay`: nothing; the caller goes on (to the login page after an expired session, say);
 * - `reload`: a full load of this page (the header's 退出登录);
 * - `login-dialog`: the login dialog on this page, without a reload (the reset-password dialog's 重新登录,
 *   spec section 4: the re-login button logs out and opens login).
 */
export type AfterSignOut = 'stay' | 'reload' | 'login-dialog';

/**
 * Sign-out, the one way the portal forgets who is logged in (spec section 4): the session's name, avatar,
 * id, number and the rest, then the token; then `after`.
 */
export function signOut(after: AfterSignOut = 'stay'): void {
  sessionStore.clear();
  clearToken();
  if (after === 'reload') pageLocation.reload();
  else if (after === 'login-dialog') popups.open('login');
}
