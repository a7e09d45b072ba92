import { useMutation, useQuery } from '@tanstack/react-query';
import type { Notification } from '@shui/contract';
import { getMessages } from '../../../lib/portal-api';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/auth/session';
import { getToken } from '../../../lib/auth/token';
import {
  cacheList,
  cacheOwner,
  cachedList,
  locallyReadIds,
  rememberRead,
  withLocalReads,
} from '../notification-cache';
import { courseDetailPath } from '../course-detail-path';
import { notificationKeys } from './keys';
import { markRead } from './mark-read';

export interface UseNotificationsOptions {
  /** Ask the server again even when the list is cached (the history page). */
  refresh?: boolean;
}

/**
 * The logged-in user's notifications (spec sections 3 and 4): on page load from the sessionStorage cache
 * or, without one, from the server; waits for the user id (the current user loads first). A failed fetch
 * was logged by the client (silent call); callers fall back to an empty list.
 */
export function useNotifications({ refresh = false }: UseNotificationsOptions = {}) {
  const userId = useSession((s) => s.userId);
  const token = getToken();
  const owner = userId !== null && token ? cacheOwner(userId, token) : null;
  const key = notificationKeys.list(owner ?? '');

  const query = useQuery({
    queryKey: key,
    queryFn: async () => {
      if (userId === null || owner === null) throw new Error('no user yet');
      const list = withLocalReads(await getMessages(userId), locallyReadIds(owner));
      cacheList(owner, list);
      return list;
    },
    enabled: owner !== null,
    initialData: () => (owner === null ? undefined : cachedList(owner)),
    staleTime: Infinity,
    refetchOnMount: refresh ? 'always' : true,
  });

  const update = (change: (list: Notification[]) => Notification[]) => {
    if (owner === null) return;
    const next = queryClient.setQueryData<Notification[]>(key, (list) => list && change(list));
    if (next) cacheList(owner, next);
  };

  const markAll = useMutation({
    mutationFn: (ids: number[]) => markRead(ids),
    onSuccess: () => update((list) => list.map((n) => (n.status === 0 ? { ...n, status: 1 } : n))),
    // The client logged the failure (silent call); the list stays as it was.
    onError: () => undefined,
  });

  const list = query.data ?? [];
  return {
    /** The list; empty while loading or after a failed fetch. */
    notifications: list,
    unread: list.some((n) => n.status === 0),
    /** Nothing to show yet: waiting for the user id or the first answer. */
    loading: query.data === undefined && !query.isError,
    /** The last fetch failed (the list may still be the cached one). */
    failed: query.isError,
    refreshing: query.isFetching,
    retry: () => void query.refetch(),
    markingAll: markAll.isPending,
    /** 'Mark all as read': the server marks every listed one, then all show read. */
    markAllRead: () => markAll.mutate(list.map((n) => n.id)),
    /**
     * 'View details': with a course, marks the notification read here (remembered for the session) and
     * answers where to go; without one it is only logged and answers null.
     */
    viewDetails: (notification: Notification): string | null => {
      const path = courseDetailPath(notification);
      if (path === null) {
        console.info(`[notifications] notification ${notification.id} names no course; nothing to open`);
        return null;
      }
      if (owner !== null) rememberRead(owner, notification.id);
      update((items) => withLocalReads(items, new Set([notification.id])));
      return path;
    },
  };
}

export type NotificationsState = ReturnType<typeof useNotifications>;
