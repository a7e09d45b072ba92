import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { accountPagePath, requestAccountDialog, type AccountDialog } from './account-entry';
import { HeaderBell, type RenderNotifications } from './header-bell';
import { UserMenu } from './user-menu';
import { useLoggedIn } from './use-logged-in';

/**
 * The login area (tour target `shui-login-entrance`). Logged out: login and register are real links to the
 * /login page; a click first asks for the dialog, and only a dialog that claims the event keeps the page.
 * Logged in: the bell (the notifications feature's when app/ renders one) and the user menu.
 */
export function LoginEntrance({ renderNotifications }: { renderNotifications?: RenderNotifications }) {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const { pathname, search, hash } = useLocation();

  if (loggedIn) {
    return (
      <div id="shui-login-entrance" className="shui-login">
        {renderNotifications ? renderNotifications() : <HeaderBell />}
        <UserMenu />
      </div>
    );
  }

  const askForDialog = (dialog: AccountDialog) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (requestAccountDialog(dialog)) event.preventDefault();
  };
  return (
    <div id="shui-login-entrance" className="shui-login">
      <Link
        to={accountPagePath('login', pathname + search + hash)}
        className="shui-login__link"
        onClick={askForDialog('login')}
      >
        {t('header.login')}
      </Link>
      <Link
        to={accountPagePath('register', pathname + search + hash)}
        className="shui-login__link shui-login__link--primary"
        onClick={askForDialog('register')}
      >
        {t('header.register')}
      </Link>
    </div>
  );
}
