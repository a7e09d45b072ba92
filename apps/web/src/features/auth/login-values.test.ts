import { describe, expect, it } from 'vitest';
import { emptyLoginValues, toLoginInput, validateLogin } from './login-values';

const filled = { username: 'student', password: 'Shui@2025', checked: true };

describe('validateLogin', () => {
  it('accepts a username, a password and the agreement', () => {
    expect(validateLogin(filled)).toEqual({});
  });

  it('names every missing field with its message key', () => {
    expect(validateLogin(emptyLoginValues)).toEqual({
      username: 'validation.usernameRequired',
      password: 'validation.passwordRequired',
      checked: 'validation.agreementRequired',
    });
  });

  it('counts a username of spaces as none, but takes a password of spaces as typed', () => {
    expect(validateLogin({ ...filled, username: ' \t ' })).toEqual({
      username: 'validation.usernameRequired',
    });
    expect(validateLogin({ ...filled, password: '   ' })).toEqual({});
  });

  it('asks for the agreement alone when only it is missing', () => {
    expect(validateLogin({ ...filled, checked: false })).toEqual({ checked: 'validation.agreementRequired' });
  });
});

describe('toLoginInput', () => {
  it('trims the username and nothing else', () => {
    expect(toLoginInput({ username: '  13800138000 ', password: ' p w ', checked: true })).toEqual({
      username: '13800138000',
      password: ' p w ',
      checked: true,
    });
  });
});
