import { pageLocation } from '../../lib/safe-redirect';
import { sessionStore } from '../../lib/session';
import { clearToken } from '../../lib/token';

/** Logout (spec section 4): the session's name, avatar, id, number and the rest, then the token; reload. */
export function logout(): void {
  sessionStore.clear();
  clearToken();
  pageLocation.reload();
}
