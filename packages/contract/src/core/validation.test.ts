import { describe, expect, it } from 'vitest';
import { isValidMail, isValidPassword, isValidPhone } from './validation';

describe('password rule', () => {
  it.each(['abc12345', 'Shui@2025', 'abcdefg!', '1234567!', 'aB3$aB3$aB3$aB3$aB3$'])('accepts %s', (p) => {
    expect(isValidPassword(p)).toBe(true);
  });

  it.each([
    ['only digits', '12345678'],
    ['only letters', 'abcdefgh'],
    ['only symbols', '!@#$%^&*'],
    ['7 characters', 'abc1234'],
    ['21 characters', 'abc12345678901234567x'],
    ['a space', 'abc 12345'],
    ['a tab', 'abc\t12345'],
    ['Chinese', '密码abc12345'],
  ])('refuses %s', (_what, p) => {
    expect(isValidPassword(p)).toBe(false);
  });
});

describe('phone and mail', () => {
  it.each([
    ['13800138000', true],
    ['19912345678', true],
    ['12800138000', false],
    ['1380013800', false],
    ['138001380000', false],
    ['23800138000', false],
  ])('phone %s: %s', (phone, ok) => expect(isValidPhone(phone)).toBe(ok));

  it.each([
    ['student@example.com', true],
    ['a.b+c@mail.ecnu.edu.cn', true],
    ['no-at.example.com', false],
    ['a@b', false],
    [`${'a'.repeat(19)}@example.com`, false],
  ])('mail %s: %s', (mail, ok) => expect(isValidMail(mail)).toBe(ok));
});
