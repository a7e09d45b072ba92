import { endpoints, type ResetField } from '@shui/contract';
import { call } from '../../../lib/api-client';

/** POST /portal/reset/sendCode?identifier=&field= : sends a reset code; resolves to the account's username. */
export const sendResetCode = (identifier: string, field: ResetField): Promise<string> =>
  // Silent: a failure has texts of its own (no matching user, send failed), shown by the dialog.
  call(endpoints.sendResetCode, { query: { identifier, field }, silent: true });
