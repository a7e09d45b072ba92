import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HeaderBell } from '../../../components/layout/header-bell';
import { queryClient } from '../../../lib/query-client';
import { NotificationPanel } from './notification-panel';
import { useNotifications } from '../api/get-notifications';
import '../notifications.css';

function Bell() {
  // Loads the namespace with the bell, so the panel opens at once.
  useTranslation('notifications');
  const state = useNotifications();
  return (
    <HeaderBell unread={state.unread} panel={(close) => <NotificationPanel state={state} close={close} />} />
  );
}

/**
 * The notifications feature in the header (loaded lazily by app/, only when logged in): loads the list on
 * page load (cache or server) and gives the bell its unread dot and the to-do panel.
 */
export default function NotificationsBell() {
  return (
    <QueryClientProvider client={queryClient}>
      <Bell />
    </QueryClientProvider>
  );
}
