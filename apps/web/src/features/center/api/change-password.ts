import { endpoints, type ChangePasswordInput } from '@shui/contract';
import { call } from '../../../lib/api-client';

/** PUT /user/users/password: changes the password; a wrong old one rejects with the server's message. */
export const changePassword = (input: ChangePasswordInput): Promise<null> =>
  call(endpoints.changePassword, { body: input });
