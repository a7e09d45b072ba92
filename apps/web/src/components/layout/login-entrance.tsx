import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { accountPagePath, requestAccountDialog, type AccountDialog } from './account-entry';
import { HeaderBell, type RenderNotifications } from './header-bell';
import { UserMenu } from './user-menu';
import { useLoggedIn } from './use-logged-in';

/** A real link to the /login page (its login or register form); a click first asks for the dialog. */
function AccountLink({
  dialog,
  className,
  children,
}: {
  dialog: AccountDialog;
  className: string;
  children: ReactNode;
}) {
  const { pathname, search, hash } = useLocation();
  return (
    <Link
      to={accountPagePath(dialog, pathname + search + hash)}
      className={className}
      onClick={(event) => {
        if (requestAccountDialog(dialog)) event.preventDefault();
      }}
    >
      {children}
    </Link>
  );
}

/**
 * The login area (tour target `shui-login-entrance`). Logged out: login and register are real links to the
 * /login page; a click first asks for the dialog, and only a dialog that claims the event keeps the page.
 * Logged in: the bell (the notifications feature's when app/ renders one) and the user menu.
 */
export function LoginEntrance({ renderNotifications }: { renderNotifications?: RenderNotifications }) {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();

  if (loggedIn) {
    return (
      <div id="shui-login-entrance" className="shui-login">
        {renderNotifications ? renderNotifications() : <HeaderBell />}
        <UserMenu />
      </div>
    );
  }

  return (
    <div id="shui-login-entrance" className="shui-login">
      <AccountLink dialog="login" className="shui-login__link">
        {t('header.login')}
      </AccountLink>
      <AccountLink dialog="register" className="shui-login__link shui-login__link--primary">
        {t('header.register')}
      </AccountLink>
    </div>
  );
}
