import { lazy, Suspense, useCallback, useState } from 'react';
import { MainLayout } from '../components/layout/main-layout';
import { HeaderBell } from '../components/layout/header-bell';
import type { OrganisationSwitchProps } from '../components/layout/organisation-switch';
import type { AssistantSlotState, RenderAssistant } from '../components/layout/portal-sidebar';
import { useLoggedIn } from '../components/layout/use-logged-in';
import { loadChunk } from '../lib/chunk';
import { PopupHost } from './popup-host';

// Only with a token: a visitor's /home loads neither (nor TanStack Query, which both bring).
const NotificationsBell = lazy(() => import('../features/notifications/components/notifications-bell'));
const OrganisationsRoot = lazy(() => import('../features/organisations/components/organisations-root'));

type SwitchCompany = NonNullable<OrganisationSwitchProps['onSwitchCompany']>;

/** The bell of the notifications feature; the plain bell (a link to the history) while it loads. */
const renderNotifications = () => (
  <Suspense fallback={<HeaderBell />}>
    <NotificationsBell />
  </Suspense>
);

const AssistantPanel = lazy(() =>
  loadChunk(() => import('../features/assistant/components/assistant-panel')),
);

/**
 * The assistant's panel, loaded when first opened (only a logged-in user can open it) and kept mounted
 * afterwards, so its conversation survives closing it.
 */
function AssistantSlot({ open, close }: AssistantSlotState) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AssistantPanel open={open} onClose={close} />
    </Suspense>
  );
}

const renderAssistant: RenderAssistant = (state) => <AssistantSlot {...state} />;

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
      <MainLayout
        renderNotifications={renderNotifications}
        onSwitchCompany={switchCompany}
        renderAssistant={renderAssistant}
      />
      {loggedIn && (
        <Suspense fallback={null}>
          <OrganisationsRoot onSwitchReady={onSwitchReady} />
        </Suspense>
      )}
      <PopupHost />
    </>
  );
}
