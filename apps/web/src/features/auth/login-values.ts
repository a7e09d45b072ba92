import type { LoginInput } from '@shui/contract';

/** What the login form holds. */
export interface LoginFormValues {
  username: string;
  password: string;
  checked: boolean;
}

export type LoginField = keyof LoginFormValues;

export const emptyLoginValues: LoginFormValues = { username: '', password: '', checked: false };

/** i18n keys (namespace auth) of the messages of spec section 5. */
export type LoginError =
  'validation.usernameRequired' | 'validation.passwordRequired' | 'validation.agreementRequired';

/**
 * The login rules of spec section 5: a username (blank after trimming counts as none), a password and the
 * agreement ticked. The 32-character limit is the fields' own maxLength, so it cannot be broken by typing.
 */
export function validateLogin(values: LoginFormValues): Partial<Record<LoginField, LoginError>> {
  const errors: Partial<Record<LoginField, LoginError>> = {};
  if (values.username.trim() === '') errors.username = 'validation.usernameRequired';
  if (values.password === '') errors.password = 'validation.passwordRequired';
  if (!values.checked) errors.checked = 'validation.agreementRequired';
  return errors;
}

/** The body of POST /sys/login: the username trimmed (spec section 5), the password as typed. */
export const toLoginInput = (values: LoginFormValues): LoginInput => ({
  username: values.username.trim(),
  password: values.password,
  checked: values.checked,
});
