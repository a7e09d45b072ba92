import type { PortalEvents } from '../../lib/events';
import { loginPath } from '../../lib/safe-redirect';
import { paths } from '../../config/paths';

export type AccountDialog = 'login' | 'register';

const eventNames = {
  login: 'shui:need-login',
  register: 'shui:need-register',
} as const satisfies Record<AccountDialog, keyof PortalEvents>;

/**
 * Asks for the login or register dialog with the portal's shui:need-login / shui:need-register event,
 * and tells whether a dialog took it.
 *
 * "Handled" flag: the event is dispatched cancelable, and the dialog host claims it by calling
 * `event.preventDefault()` in a plain `window.addEventListener(name, ...)` listener (the `on()` helper of
 * lib/events hands over only the detail, so a listener added with it sees the event but cannot claim it).
 * dispatchEvent runs every listener before it returns, so "nobody claimed it" is known in the same tick,
 * and the caller then falls back to the /login page.
 */
export function requestAccountDialog(dialog: AccountDialog): boolean {
  const event = new CustomEvent(eventNames[dialog], { detail: {}, cancelable: true });
  return !window.dispatchEvent(event);
}

/** Where to go when no dialog is there: the login page, back to `currentPath` after login. */
export function accountPagePath(dialog: AccountDialog, currentPath: string): string {
  return dialog === 'login' ? loginPath(currentPath) : `${paths.login}?register=1`;
}
