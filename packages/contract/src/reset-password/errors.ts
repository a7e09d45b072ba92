import { serverMessages } from '../core/errors';
import { badCode, format400, noAccount } from '../core/shared-errors';

/**
 * What the reset calls' handlers add to the errors of their shape (apps/fake-api/src/reset-password),
 * in the order they check them; the mail rule, the resend limit and a wrong code as such are shared
 * (core/shared-errors.ts).
 */
export const identifierPhoneFormat = {
  ...format400.phone,
  when: 'field=phone and the identifier breaks the phone rule',
} as const;
export const identifierMailFormat = {
  ...format400.mail,
  when: 'field=mail and the identifier breaks the mail rule',
} as const;
export const noIdentifierAccount = noAccount('phone or e-mail');
export const accountMismatch = {
  code: 'badRequest',
  msg: serverMessages.accountMismatch,
  when: 'no account has this username, or its phone / e-mail is not the identifier',
} as const;
export const resetCodeInvalid = {
  ...badCode,
  when: 'the code is not the live one sent to the identifier (wrong, expired or used)',
} as const;
export const noMailAccount = noAccount('e-mail');
export const noPhoneAccount = noAccount('phone');
