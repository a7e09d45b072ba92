import { endpoints } from '@shui/contract';
import { call } from '../../../lib/api-client';

/**
 * POST /portal/reset/checkAndResetByCode?identifier=&code=&username= : checks the code and resets the
 * password to the account name. A failure (wrong code) is shown by the api client.
 */
export const resetByCode = (identifier: string, code: string, username: string): Promise<null> =>
  call(endpoints.resetByCode, { query: { identifier, code, username } });
