import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useRouteHandles } from '../use-route-handles';
import { activeNavKey, navItems } from './nav-items';

interface NavMenuProps {
  /** Horizontal in the header, vertical in the phone drawer. */
  direction: 'horizontal' | 'vertical';
  /** The header menu carries the tour's `shui-nav` id; the drawer copy does not. */
  id?: string;
  /** Called after an item is followed (the drawer closes itself). */
  onNavigate?: () => void;
}

/** The six menu items as plain links: Tab reaches each one, the current one says aria-current="page". */
export function NavMenu({ direction, id, onNavigate }: NavMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeNavKey(pathname, useRouteHandles().at(-1)?.module);
  return (
    <nav id={id} className={`shui-nav shui-nav--${direction}`} aria-label={t('menu.label')}>
      <ul>
        {navItems.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              className={item.key === active ? 'shui-nav__link is-active' : 'shui-nav__link'}
              aria-current={item.key === active ? 'page' : undefined}
              onClick={onNavigate}
            >
              {t(`menu.${item.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
