import { endpoints, type Notification } from '@shui/contract';
import { call } from '../../../lib/api-client';

/**
 * POST /resource/message/marked (JSON body: the ids): marks the caller's notifications read. Silent: a
 * failure is logged only (spec section 8), no toast and no re-login dialog.
 */
export const markRead = async (ids: readonly Notification['id'][]): Promise<void> => {
  await call(endpoints.markRead, { body: [...ids], silent: true });
};
