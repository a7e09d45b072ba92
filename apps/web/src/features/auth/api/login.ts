import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints, type LoginInput, type LoginResult } from '@shui/contract';
import { ui } from '../../../config/ui';
import { call } from '../../../lib/api-client';
import { loadCurrentUser } from '../../../lib/auth/current-user';
import { setToken } from '../../../lib/auth/token';
import { toLoginInput, type LoginFormValues } from '../login-values';

/**
 * POST /sys/login: password login with a username, phone, e-mail or student number. A failure (or an answer
 * without access_token) rejects after the api client has shown respMsg.
 */
export const login = (input: LoginInput): Promise<LoginResult> => call(endpoints.login, { body: input });

/**
 * The login of spec section 4: the button shows "logging in..." while POST /sys/login runs; on success the
 * token is stored, the profile fetched, `onLoggedIn` runs (the dialog closes), the success toast shows for
 * 2 s and then `leave` (reload, or go to the redirect). On failure the loading clears; the api client has
 * already shown respMsg and the form keeps its values.
 */
export function useLogin({ onLoggedIn, leave }: { onLoggedIn?: () => void; leave: () => void }) {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: LoginFormValues): Promise<void> => {
    setSubmitting(true);
    try {
      const { access_token } = await login(toLoginInput(values));
      setToken(access_token);
    } catch {
      setSubmitting(false);
      return;
    }
    await loadCurrentUser();
    onLoggedIn?.();
    void message.success(t('success'), ui.successToastMs / 1000);
    // Still "logging in..." until the page goes: a second click would log in twice.
    window.setTimeout(leave, ui.successToastMs);
  };

  return { submitting, submit };
}
