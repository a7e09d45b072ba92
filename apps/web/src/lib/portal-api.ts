import {
  endpoints,
  type CurrentCompany,
  type CurrentUser,
  type Notification,
  type Organisation,
} from '@shui/contract';
import { call, type CallOptions } from './api-client';

/**
 * The calls the portal shell needs, one function each. Failures reject with ApiError after the api client
 * has shown (or, for silent calls, logged) them.
 */

/** GET /sys/users/current: the logged-in user. */
export const getCurrentUser = (options: CallOptions = {}): Promise<CurrentUser> =>
  call(endpoints.currentUser, options);

/**
 * GET /portal/current_company?isLogin= : the user's current organisation ('visitor' = none). Silent: a
 * failure is logged only and the caller falls back to "none yet".
 */
export const getCurrentCompany = (isLogin: boolean): Promise<CurrentCompany> =>
  call(endpoints.currentCompany, { query: { isLogin: isLogin ? 'true' : 'false' }, silent: true });

/** GET /portal/companies: the user's organisations. Silent: a failure is logged only (list falls back to empty). */
export const getCompanies = (): Promise<Organisation[]> => call(endpoints.companies, { silent: true });

/**
 * GET /portal/network/onCampus: whether the caller is on the campus network (cloud desktop). Silent: the
 * cloud-desktop page shows its own failure text.
 */
export const isOnCampus = async (): Promise<boolean> =>
  (await call(endpoints.onCampus, { silent: true })) === 'true';

/**
 * GET /resource/message?receiveUserId= (no re-login on 401): the user's notifications, newest first.
 * Silent: a failure is logged only.
 */
export const getMessages = (userId: number): Promise<Notification[]> =>
  call(endpoints.messages, { query: { receiveUserId: userId }, skipRelogin: true, silent: true });
