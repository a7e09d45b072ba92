import { endpoints } from '@shui/contract';
import { call } from '../../../lib/api-client';

/**
 * The register calls. A failure rejects with ApiError after the api client has shown its message
 * (respMsg, e.g. a wrong code or a phone already registered).
 */

/** POST /portal/reset/sendPhone?phone= : sends a 6-digit register code to the phone. */
export const sendRegisterCode = (phone: string): Promise<null> =>
  call(endpoints.sendRegisterCode, { query: { phone } });
