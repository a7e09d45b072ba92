import { limits } from './constants';

/** 11 digits, starting with 1, second digit 3-9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** A standard e-mail address. */
export const MAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** Exactly six digits. */
export const CODE_PATTERN = /^\d{6}$/;

/** Only the student number is digits-only among login names (partner university). */
export const STUDENT_NUMBER_PATTERN = /^\d{8,12}$/;

/**
 * Register/change password rule (section 5): 8-20 characters, no white space, no Chinese characters,
 * and not only digits, not only letters, not only symbols (so at least two of the three kinds).
 */
export function isValidPassword(password: string): boolean {
  if (password.length < limits.passwordMinLength || password.length > limits.passwordMaxLength) return false;
  if (/\s/u.test(password) || /\p{Script=Han}/u.test(password)) return false;
  if (/^\d+$/.test(password) || /^[A-Za-z]+$/.test(password) || /^[^A-Za-z0-9]+$/.test(password))
    return false;
  return true;
}

export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(value);
export const isValidMail = (value: string): boolean =>
  value.length <= limits.mailMaxLength && MAIL_PATTERN.test(value);
