import { request, type PortalEvents } from '../../lib/events';
import { loginPath } from '../../lib/safe-redirect';
import { paths } from '../../config/paths';

export type AccountDialog = 'login' | 'register';

const eventNames = {
  login: 'shui:need-login',
  register: 'shui:need-register',
} as const satisfies Record<AccountDialog, keyof PortalEvents>;

/**
 * Asks for the login or register dialog with the portal's shui:need-login / shui:need-register request
 * (lib/events), and tells whether a dialog took it; if none did, the caller falls back to the /login page.
 */
export function requestAccountDialog(dialog: AccountDialog): boolean {
  return request(eventNames[dialog], {});
}

/** Where to go when no dialog is there: the login page, back to `currentPath` after login. */
export function accountPagePath(dialog: AccountDialog, currentPath: string): string {
  return dialog === 'login' ? loginPath(currentPath) : `${paths.login}?register=1`;
}
