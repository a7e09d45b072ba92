import { pageLocation } from '../../lib/safe-redirect';
import { forgetSession } from '../../lib/session';

/** Logout (spec section 4): the session's name, avatar, id, number and the rest, then the token; reload. */
export function logout(): void {
  forgetSession();
  pageLocation.reload();
}
