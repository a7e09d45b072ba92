import { endpoints, type RegisterQuery } from '@shui/contract';
import { call } from '../../../lib/api-client';

/** POST /portal/check_code?phone=&code=&password= : checks the code and creates the account. */
export const register = (query: RegisterQuery): Promise<null> => call(endpoints.register, { query });
