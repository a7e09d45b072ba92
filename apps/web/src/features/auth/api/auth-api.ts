import { endpoints, type LoginInput, type LoginResult } from '@shui/contract';
import { call } from '../../../lib/api-client';

/**
 * POST /sys/login: password login with a username, phone, e-mail or student number. A failure (or an answer
 * without access_token) rejects after the api client has shown respMsg.
 */
export const login = (input: LoginInput): Promise<LoginResult> => call(endpoints.login, { body: input });

/**
 * POST /user/public_db/login?code= : exchanges a single-sign-on code for a token. Silent: it runs before the
 * portal is on screen, so the caller tells the user what went wrong once the page is there.
 */
export const exchangeSsoCode = (code: string): Promise<LoginResult> =>
  call(endpoints.ssoExchange, { query: { code }, silent: true });
