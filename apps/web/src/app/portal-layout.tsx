import { lazy, Suspense, useState } from 'react';
import { MainLayout } from '../components/layout/main-layout';
import type { AssistantSlotState, RenderAssistant } from '../components/layout/portal-sidebar';
import { loadChunk } from '../lib/chunk';
import { PopupHost } from './popup-host';

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
  return (
    <>
      <MainLayout renderAssistant={renderAssistant} />
      <PopupHost />
    </>
  );
}
