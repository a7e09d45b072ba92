import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ui } from '../../config/ui';
import { useAfterFirstRender } from '../../lib/deferred';
import type { RenderNotifications } from './header-bell';
import type { OrganisationSwitchProps } from './organisation-switch';
import { PortalFooter } from './portal-footer';
import { PortalHeader } from './portal-header';
import type { RenderAssistant } from './portal-sidebar';
import { useCurrentUser } from './use-current-user';
import { useMediaQuery } from './use-media-query';
import './main-layout.css';
import './main-header.css';
import './main-header-compact.css';
import './main-content.css';

// Loaded after the first render: its floating buttons, tooltips and menus are not needed to show the page.
const PortalSidebar = lazy(() =>
  import('./portal-sidebar').then((module) => ({ default: module.PortalSidebar })),
);

/**
 * Hook points for the features that land later; app/ passes them in (shared code imports no feature).
 * Nothing is faked while they are missing (or loading): no unread dot, organisation picks go nowhere, no panel.
 */
export interface MainLayoutProps {
  /** Notifications: the bell with its unread dot and the to-do panel (rendered only when logged in). */
  renderNotifications?: RenderNotifications;
  /** Organisations: switch to the organisation picked in the header. */
  onSwitchCompany?: OrganisationSwitchProps['onSwitchCompany'];
  /** Assistant: its panel, opened and closed by the sidebar (exclusive with the help menu). */
  renderAssistant?: RenderAssistant;
}

/**
 * The page's container, marked with the location it shows once the router has committed it: the
 * pnpm dev smoke test (e2e/dev) navigates in the page and waits for the mark to change.
 */
function PageContainer() {
  const { pathname, search } = useLocation();
  return (
    <div className="shui-container" data-location={`${pathname}${search}`}>
      <Outlet />
    </div>
  );
}

const NARROW_QUERY = `(max-width: ${ui.narrowLayoutMaxWidthPx - 0.02}px)`;

/** The portal's common layout: header, content (max 1200 px, centred), footer and the floating sidebar. */
export function MainLayout({ renderNotifications, onSwitchCompany, renderAssistant }: MainLayoutProps) {
  const { t } = useTranslation(['common', 'layout']);
  const narrow = useMediaQuery(NARROW_QUERY);
  useCurrentUser();
  // The footer and the floating buttons come right after the first render, which is the header and page.
  const rest = useAfterFirstRender();
  return (
    <div className={narrow ? 'shui-layout shui-layout--narrow' : 'shui-layout'}>
      <a href="#shui-main" className="shui-skip-link">
        {t('layout:skipToContent')}
      </a>
      <PortalHeader renderNotifications={renderNotifications} onSwitchCompany={onSwitchCompany} />
      <main id="shui-main" className="shui-main" tabIndex={-1}>
        <PageContainer />
      </main>
      {rest && <PortalFooter />}
      {rest && (
        <Suspense fallback={null}>
          <PortalSidebar renderAssistant={renderAssistant} />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
