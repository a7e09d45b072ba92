import { serverMessages } from '../core/errors';
import { format400 } from '../core/shared-errors';

/**
 * What the auth calls' handlers add to the errors of their shape (apps/fake-api/src/auth), in the order
 * they check them; the image upload's are shared (core/shared-errors.ts).
 */
export const wrongCredentials = {
  code: 'wrongCredentials',
  msg: serverMessages.wrongCredentials,
  when: 'no account has this login name, or the password is wrong',
} as const;
export const badAuthorizationCode = {
  code: 'badAuthorizationCode',
  msg: serverMessages.authCodeInvalid,
  when: 'the code is unknown, already exchanged or older than 5 minutes',
} as const;
export const newPasswordFormat = {
  ...format400.password,
  when: 'newPassword breaks the password rule',
} as const;
export const oldPasswordWrong = {
  code: 'badRequest',
  msg: serverMessages.oldPasswordWrong,
  when: 'oldPassword is not the password',
} as const;
