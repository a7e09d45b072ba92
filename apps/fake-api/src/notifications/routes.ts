import { endpoints, serverMessages } from '@shui/contract';
import type { AppDeps } from '../deps';
import { fail } from '../http/errors';
import { requireUser, type ContractRoutes } from '../http/contract-routes';
import { Notifications } from './store';

/** The user's notifications: the list and marking them read. */
export function registerNotifications(routes: ContractRoutes, deps: AppDeps): void {
  const notifications = deps.store.use(Notifications);

  routes.add(endpoints.messages, ({ user, query }) => {
    const me = requireUser(user);
    if (query.receiveUserId !== me.id) throw fail('forbidden', serverMessages.notOwnMessages);
    return notifications.list(me.id);
  });

  routes.add(endpoints.markRead, ({ user, body }) => {
    notifications.markRead(requireUser(user).id, body);
    return null;
  });
}
