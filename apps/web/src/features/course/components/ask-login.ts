import { accountPagePath, requestAccountDialog } from '../../../components/layout/account-entry';
import { pageLocation } from '../../../lib/safe-redirect';

/**
 * A logged-out user did something that needs an account (join, favourite): the login dialog through the
 * portal's need-login request (lib/events), or the login page coming back here when no dialog answers.
 */
export function askToLogIn(navigate: (path: string) => void): void {
  if (!requestAccountDialog('login')) navigate(accountPagePath('login', pageLocation.current()));
}
