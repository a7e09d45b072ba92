import { lazy, Suspense, useCallback, useState } from 'react';
import { MainLayout } from '../components/layout/main-layout';
import { NotificationBell } from '../components/layout/notification-bell';
import type { OrganisationSwitchProps } from '../components/layout/organisation-switch';
import { useLoggedIn } from '../components/layout/use-logged-in';
import { PopupHost } from './popup-host';

// Only with a token: a visitor's /home loads neither (nor TanStack Query, which both bring).
const NotificationsBell = lazy(() => import('../features/notifications/notifications-bell'));
const OrganisationsRoot = lazy(() => import('../features/organisations/organisations-root'));

type SwitchCompany = NonNullable<OrganisationSwitchProps['onSwitchCompany']>;

/** The bell of the notifications feature; the plain bell (a link to the history) while it loads. */
const renderNotifications = () => (
  <Suspense fallback={<NotificationBell />}>
    <NotificationsBell />
  </Suspense>
);

/**
 * The common layout with the features plugged into its hook points (notifications, organisations, the
 * assistant) and the dialogs host. Features are loaded lazily here, so a visitor's /home carries none of
 * them until they are needed.
 */
export function PortalLayout() {
  const loggedIn = useLoggedIn();
  const [switchCompany, setSwitchCompany] = useState<SwitchCompany>();
  // A function in state must be set through an updater.
  const onSwitchReady = useCallback((next: SwitchCompany) => setSwitchCompany(() => next), []);
  return (
    <>
      <MainLayout renderNotifications={renderNotifications} onSwitchCompany={switchCompany} />
      {loggedIn && (
        <Suspense fallback={null}>
          <OrganisationsRoot onSwitchReady={onSwitchReady} />
        </Suspense>
      )}
      <PopupHost />
    </>
  );
}
