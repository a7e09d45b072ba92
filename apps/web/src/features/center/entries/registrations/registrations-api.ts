import { endpoints, type Registration, type RegistrationPage } from '@shui/contract';
import { call } from '../../../../lib/api-client';

/** GET /portal/center/registrations?pageNum&pageSize: the user's registrations, newest first. */
export const getRegistrations = (
  pageNum: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<RegistrationPage> => call(endpoints.centerRegistrations, { query: { pageNum, pageSize }, signal });

/** POST /portal/center/registration/cancel?registrationId=: resolves with the cancelled registration. */
export const cancelRegistration = (registrationId: number): Promise<Registration> =>
  call(endpoints.centerRegistrationCancel, { query: { registrationId } });
