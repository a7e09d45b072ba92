import type { LoginInput } from '@shui/contract';

/** What the login form holds. */
export interface LoginFormValues {
  username: string;
  password: string;
  checked: boolean;
}

export const emptyLoginValues: LoginFormValues = { username: '', password: '', checked: false };

/** The body of POST /sys/login: the username trimmed (spec section 5), the password as typed. */
export const toLoginInput = (values: LoginFormValues): LoginInput => ({
  username: values.username.trim(),
  password: values.password,
  checked: values.checked,
});
