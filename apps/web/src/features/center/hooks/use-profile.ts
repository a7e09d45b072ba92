import { useCallback, useEffect, useState } from 'react';
import type { CurrentUser } from '@shui/contract';
import { isApiError } from '../../../lib/api-error';
import { resolveAvatar } from '../../../lib/current-user';
import { getCurrentUser } from '../../../lib/portal-api';
import { sessionStore } from '../../../lib/session';

export type ProfileState =
  { status: 'loading' } | { status: 'ready'; user: CurrentUser } | { status: 'failed'; expired: boolean };

export interface Profile {
  state: ProfileState;
  retry: () => void;
  /** After an upload: the new avatar, in this page and (through the session) in the header. */
  setAvatar: (headImgUrl: string) => void;
}

/**
 * The logged-in user from GET /sys/users/current, fresh on every visit of the page. Its 401 does not open
 * the re-login dialog: on a page load the layout's own user fetch already answers it with the login page.
 */
export function useProfile(): Profile {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getCurrentUser({ signal: controller.signal, skipRelogin: true }).then(
      (user) => {
        setState({ status: 'ready', user });
        sessionStore.set({
          userId: user.id,
          displayName: user.truename,
          avatar: resolveAvatar(user.headImgUrl),
          userNumber: user.userNumber,
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', expired: isApiError(error) && error.sessionExpired });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const setAvatar = useCallback((headImgUrl: string) => {
    sessionStore.set({ avatar: resolveAvatar(headImgUrl) });
    setState((current) =>
      current.status === 'ready' ? { status: 'ready', user: { ...current.user, headImgUrl } } : current,
    );
  }, []);

  return { state, retry, setAvatar };
}
