import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import logo from '../../assets/layout/logo.svg';
import { useSession } from '../../lib/auth/session';
import { LanguageSwitch } from './language-switch';
import { LoginEntrance } from './login-entrance';
import { MoreLinksMenu } from './more-links';
import { NavMenu } from './nav-menu';
import type { RenderNotifications } from './header-bell';
import { OrganisationSwitch, type OrganisationSwitchProps } from './organisation-switch';
import { useFitLevel } from './use-fit-level';
import { useLoggedIn } from './use-logged-in';
import { PHONE_QUERY, useMediaQuery } from './use-media-query';
import { paths } from '../../config/paths';

export interface PortalHeaderProps {
  renderNotifications?: RenderNotifications;
  onSwitchCompany?: OrganisationSwitchProps['onSwitchCompany'];
}

/**
 * How the header row is compacted, step by step, until it fits on one line: 1 drops the organisation
 * caption and tightens the spacing; 2 shortens the organisation and user names; 3 drops the "more" text;
 * 4 the organisation and user names; 5 the platform name; 6 moves the menu, organisation and more links
 * into the drawer (the platform name comes back); 7 shortens language and user to their icons (a phone
 * starts here); 8 drops the platform name again; 9 moves the language into the drawer too.
 */
const levelClasses = [
  '',
  'is-tight',
  'is-tight is-short',
  'is-tight is-short is-no-more',
  'is-tight is-short is-no-more is-no-names',
  'is-tight is-short is-no-more is-no-names is-no-brand',
  'is-drawer',
  'is-drawer is-compact',
  'is-drawer is-compact is-no-brand',
  'is-drawer is-compact is-no-brand',
];
const DRAWER_LEVEL = 6;
const loadDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(loadDrawer);
const preloadDrawer = () => void loadDrawer();
const PHONE_LEVEL = 7;
const LANGUAGE_IN_DRAWER_LEVEL = 9;

/**
 * Logo and name, the six menu items, organisation, more links, language and the login area. When the row
 * does not fit (always on a phone) the menu, organisation and more links move into a drawer opened by the
 * menu button, which then carries the tour's `shui-nav` id, being what the menu collapsed into.
 */
export function PortalHeader({ renderNotifications, onSwitchCompany }: PortalHeaderProps) {
  const { t, i18n } = useTranslation(['common', 'layout']);
  const phone = useMediaQuery(PHONE_QUERY);
  const loggedIn = useLoggedIn();
  // The texts of the row whose width can change after the first render: measured again when they do.
  const company = useSession((s) => s.company);
  const userName = useSession((s) => s.displayName);
  const row = useRef<HTMLDivElement>(null);
  const level = useFitLevel(row, {
    min: phone ? PHONE_LEVEL : 0,
    max: levelClasses.length - 1,
    resetKey: [i18n.language, loggedIn, company, userName].join('|'),
  });
  const drawerMode = level >= DRAWER_LEVEL;
  const { pathname } = useLocation();
  // Remember where the drawer was opened: it counts as closed on any other page.
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<string | null>(null);
  const drawerOpen = drawerMode && drawerOpenedAt === pathname;
  // Its code loads on the first opening and stays, so closing can animate.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const closeDrawer = () => setDrawerOpenedAt(null);
  const openDrawer = () => {
    setDrawerLoaded(true);
    setDrawerOpenedAt(pathname);
  };

  return (
    <header className={`shui-header ${levelClasses[level]}`.trim()} data-fit-level={level}>
      <div ref={row} className="shui-container shui-header__inner">
        <Link to={paths.home} className="shui-brand" aria-label={t('layout:header.homeLink')}>
          <img src={logo} alt="" width={36} height={36} />
          <span className="shui-brand__name">{t('app.name')}</span>
        </Link>
        {!drawerMode && <NavMenu direction="horizontal" id="shui-nav" />}
        <div className="shui-header__actions">
          {!drawerMode && <OrganisationSwitch onSwitchCompany={onSwitchCompany} />}
          {!drawerMode && <MoreLinksMenu />}
          {level < LANGUAGE_IN_DRAWER_LEVEL && <LanguageSwitch />}
          <LoginEntrance renderNotifications={renderNotifications} />
          {drawerMode && (
            <Button
              id="shui-nav"
              type="text"
              className="shui-header__button shui-hamburger"
              icon={<MenuOutlined aria-hidden />}
              aria-label={t('menu.open')}
              aria-expanded={drawerOpen}
              aria-controls={drawerLoaded ? 'shui-nav-drawer' : undefined}
              onClick={openDrawer}
              onPointerEnter={preloadDrawer}
              onFocus={preloadDrawer}
            />
          )}
        </div>
      </div>
      {drawerMode && drawerLoaded && (
        <Suspense fallback={null}>
          <NavDrawer
            open={drawerOpen}
            onClose={closeDrawer}
            onSwitchCompany={onSwitchCompany}
            withLanguage={level >= LANGUAGE_IN_DRAWER_LEVEL}
          />
        </Suspense>
      )}
    </header>
  );
}
