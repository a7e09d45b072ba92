import { serverMessages } from '../core/errors';
import { badCode } from '../core/shared-errors';

/**
 * What the register calls' handlers add to the errors of their shape (apps/fake-api/src/register), in
 * the order they check them; the phone and password rules and the resend limit are shared
 * (core/shared-errors.ts).
 */
export const phoneRegistered = {
  code: 'conflict',
  msg: serverMessages.phoneRegistered,
  when: 'an account already has this phone (or this phone as username)',
} as const;
export const registerCodeInvalid = {
  ...badCode,
  when: 'the code is not the live one sent to this phone (wrong, expired or used)',
} as const;
