import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { CurrentUser } from '@shui/contract';
import { isApiError } from '../../../lib/api-error';
import { rememberUser, resolveAvatar } from '../../../lib/auth/current-user';
import { getCurrentUser } from '../../../lib/portal-api';
import { queryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/auth/session';
import { centerKeys } from './keys';

export type ProfileState =
  { status: 'loading' } | { status: 'ready'; user: CurrentUser } | { status: 'failed'; expired: boolean };

export interface Profile {
  state: ProfileState;
  retry: () => void;
  /** After an upload: the new avatar, in this page and (through the session) in the header. */
  setAvatar: (headImgUrl: string) => void;
}

let visits = 0;

/** GET /sys/users/current; the user also goes into the session (the header's name and avatar). */
async function fetchProfile(signal: AbortSignal): Promise<CurrentUser> {
  const user = await getCurrentUser({ signal, skipRelogin: true });
  rememberUser(user);
  return user;
}

/**
 * The logged-in user from GET /sys/users/current, fresh on every visit of the page (a query of its own,
 * dropped once the page is left: gcTime 0). Its 401 does not open the re-login dialog: on a page load the layout's own
 * user fetch already answers it with the login page. The page is wrapped in the query client's provider
 * (center-route.tsx).
 */
export function useProfile(): Profile {
  const [key] = useState(() => centerKeys.profile(++visits));
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchProfile(signal),
    staleTime: Infinity,
    gcTime: 0,
  });

  // Back to loading, then asked again.
  const retry = useCallback(() => void queryClient.resetQueries({ queryKey: key }), [key]);

  const setAvatar = useCallback(
    (headImgUrl: string) => {
      sessionStore.set({ avatar: resolveAvatar(headImgUrl) });
      queryClient.setQueryData<CurrentUser>(key, (user) => user && { ...user, headImgUrl });
    },
    [key],
  );

  const state: ProfileState =
    query.status === 'success'
      ? { status: 'ready', user: query.data }
      : query.status === 'error'
        ? { status: 'failed', expired: isApiError(query.error) && query.error.sessionExpired }
        : { status: 'loading' };
  return { state, retry, setAvatar };
}
