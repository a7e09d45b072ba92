import { getToken } from '../../lib/auth/token';
import { useSession } from '../../lib/auth/session';

/**
 * Logged in = a token is stored (spec section 4). The cookie has no change event, so this is read again
 * whenever the session store changes (login and logout both touch it, and both reload the page anyway).
 */
export function useLoggedIn(): boolean {
  return useSession(() => getToken() !== undefined);
}
