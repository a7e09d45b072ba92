import { endpoints, type CurrentCompany, type Organisation } from '@shui/contract';
import { call } from '../../../lib/api-client';

/**
 * POST /portal/current_company?companyId= : switches the user's current organisation (the path chosen in
 * the contract) and answers the new one. Not silent: a failure is toasted by the client (section 8).
 */
export const switchCompany = (companyId: Organisation['id']): Promise<CurrentCompany> =>
  call(endpoints.switchCompany, { query: { companyId } });
