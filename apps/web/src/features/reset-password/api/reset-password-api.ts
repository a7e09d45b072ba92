import { endpoints, type ResetField } from '@shui/contract';
import { call } from '../../../lib/api-client';

/** POST /portal/reset/sendCode?identifier=&field= : sends a reset code; resolves to the account's username. */
export const sendResetCode = (identifier: string, field: ResetField): Promise<string> =>
  // Silent: a failure has texts of its own (no matching user, send failed), shown by the dialog.
  call(endpoints.sendResetCode, { query: { identifier, field }, silent: true });

/**
 * POST /portal/reset/checkAndResetByCode?identifier=&code=&username= : checks the code and resets the
 * password to the account name. A failure (wrong code) is shown by the api client.
 */
export const resetByCode = (identifier: string, code: string, username: string): Promise<null> =>
  call(endpoints.resetByCode, { query: { identifier, code, username } });
