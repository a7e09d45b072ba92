import { endpoints, type LoginResult } from '@shui/contract';
import { call } from '../../../lib/api-client';

/**
 * POST /user/public_db/login?code= : exchanges a single-sign-on code for a token. Silent: it runs before the
 * portal is on screen, so the caller tells the user what went wrong once the page is there.
 */
export const exchangeSsoCode = (code: string): Promise<LoginResult> =>
  call(endpoints.ssoExchange, { query: { code }, silent: true });
