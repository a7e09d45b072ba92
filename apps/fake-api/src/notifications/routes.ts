import { notificationErrors } from '@shui/contract';
import type { AppDeps } from '../deps';
import { fail } from '../http/errors';
import { handlers, requireUser } from '../http/contract-routes';
import { Notifications } from './store';

/** The user's notifications: the list and marking them read. */
export function notificationsHandlers(deps: AppDeps) {
  const notifications = deps.store.use(Notifications);

  return handlers({
    messages: ({ user, query }) => {
      const me = requireUser(user);
      if (query.receiveUserId !== me.id) throw fail(notificationErrors.notOwnMessages);
      return notifications.list(me.id);
    },

    markRead: ({ user, body }) => {
      notifications.markRead(requireUser(user).id, body);
      return null;
    },
  });
}
