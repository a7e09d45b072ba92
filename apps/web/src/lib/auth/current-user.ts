import type { CurrentUser } from '@shui/contract';
import { env } from '../../config/env';
import { toastError } from '../notifier';
import { isApiError } from '../api-error';
import { i18n } from '../i18n';
import { getCurrentUser } from '../portal-api';
import { loginPath, pageLocation } from '../safe-redirect';
import { sessionStore } from './session';
import { signOut } from './sign-out';

/**
 * An avatar address the page can show: absolute http(s) addresses as they are, a path the backend answers
 * (`/uploads/x.png`) joined to the API base, anything else (another scheme, empty) as no avatar.
 */
export function resolveAvatar(headImgUrl: string, apiBase: string = env.api): string {
  const value = headImgUrl.trim();
  if (value === '') return '';
  if (/^https?:\/\//i.test(value) || value.startsWith('//')) return value;
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return '';
  return `${apiBase.replace(/\/+$/, '')}/${value.replace(/^\/+/, '')}`;
}

/**
 * How loadCurrentUser leaves for the login page. The default is a full load; a router's navigate (as
 * useCurrentUserOnLoad passes) keeps the expiry message on screen.
 */
export type GoToLogin = (path: string) => void;

/** The user of GET /sys/users/current into the session store (the header's name and avatar). */
export function rememberUser(user: CurrentUser): void {
  sessionStore.set({
    userId: user.id,
    displayName: user.truename,
    avatar: resolveAvatar(user.headImgUrl),
    userNumber: user.userNumber,
  });
}

/**
 * Page load with a token (spec sections 4 and 8): fetches the current user into the session store. A 401
 * shows 'login has expired', clears token and session and goes to the login page (no re-login dialog);
 * any other failure is logged only. Resolves with the user, or null when there is none.
 */
export async function loadCurrentUser(
  goToLogin: GoToLogin = (path) => pageLocation.assign(path),
): Promise<CurrentUser | null> {
  try {
    const user = await getCurrentUser({ skipRelogin: true, silent: true });
    rememberUser(user);
    return user;
  } catch (error) {
    if (isApiError(error) && error.sessionExpired) {
      toastError(i18n.t('errors:userInfoExpired'));
      signOut();
      goToLogin(loginPath());
    }
    // Other failures were logged by the client (silent call); the page goes on with the stored session.
    return null;
  }
}
