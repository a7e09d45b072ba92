import { MainLayout } from '../components/layout/main-layout';
import { PopupHost } from './popup-host';

/**
 * The common layout with the features plugged into its hook points (notifications, organisations, the
 * assistant) and the dialogs host. Features are loaded lazily here, so a visitor's /home carries none of
 * them until they are needed.
 */
export function PortalLayout() {
  return (
    <>
      <MainLayout />
      <PopupHost />
    </>
  );
}
