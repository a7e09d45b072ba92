import { describe, expect, it } from 'vitest';
import { loginTarget } from './login-target';

const ORIGIN = 'http://portal.test';

describe('loginTarget', () => {
  it('goes to a path of the portal, with its query and fragment', () => {
    expect(loginTarget('/work/workShop?id=3#top', ORIGIN)).toBe('/work/workShop?id=3#top');
    expect(loginTarget(`${ORIGIN}/center`, ORIGIN)).toBe('/center');
  });

  it('defaults to /', () => {
    expect(loginTarget(null, ORIGIN)).toBe('/');
    expect(loginTarget('', ORIGIN)).toBe('/');
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    'https%3A%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/%5Cevil.example',
    '%2F%5Cevil.example',
    'javascript%3Aalert(1)',
    'https%253A%252F%252Fevil.example',
  ])('refuses %s and goes to /', (redirect) => {
    expect(loginTarget(redirect, ORIGIN)).toBe('/');
  });

  it('never sends a logged-in user back to /login', () => {
    expect(loginTarget('/login?redirect=%2Fcenter', ORIGIN)).toBe('/');
    expect(loginTarget('/login', ORIGIN)).toBe('/');
    expect(loginTarget('/loginHelp', ORIGIN)).toBe('/loginHelp');
  });
});
