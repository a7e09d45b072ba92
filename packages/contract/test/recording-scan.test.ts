import { describe, expect, it } from 'vitest';
import { Scrubber, scanForSecrets } from '../src/recording';

const scan = (value: unknown, scrubber = new Scrubber()) =>
  scanForSecrets([{ file: 'op/1.json', value }], {
    fakes: scrubber.fakes,
    originals: scrubber.originals(),
  }).map((f) => `${f.kind} at ${f.at}`);

describe('the final scan of a recording', () => {
  it.each([
    ['phone', { msg: '请拨打 13912345678' }],
    ['e-mail', { msg: 'write to a.b@school.edu.cn' }],
    ['ID number', { msg: '身份证 11010519491231002X' }],
    ['JWT', { msg: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig' }],
    ['token', { msg: 'session Xk3pQ9vT2mLr8ZbW4nYc7Hd1Jf6Gs0Ae' }],
    ['token', { msg: 'Authorization: Bearer 0123456789abcdef' }],
    ['ticket', { msg: 'ST-42-Ab3dEf9hIj-cas' }],
    ['token', { msg: 'go https://x.example/cb?access_token=abc123' }],
  ])('finds a %s', (kind, value) => {
    expect(scan(value)).toEqual([`${kind} at msg`]);
  });

  it('finds a cookie value and a secret field that are not placeholders', () => {
    expect(scan({ headers: { cookie: 'sid=abc; lang=<redacted:cookie>' } })).toEqual([
      'session cookie at headers.cookie',
    ]);
    expect(scan({ headers: { 'set-cookie': 'sid=<redacted:cookie>; Path=/; HttpOnly' } })).toEqual([]);
    expect(scan({ data: { access_token: 'short' } })).toEqual(['token at data.access_token']);
  });

  it('finds a value the scrubber replaced elsewhere, by kind, never printing it', () => {
    const s = new Scrubber();
    s.headers({ authorization: 'Bearer opaque-secret-value' });
    expect(scan({ note: 'copied opaque-secret-value here' }, s)).toEqual(['token at note']);
  });

  it('lets the scrubber’s own output pass: fakes, placeholders, and what only looks random by accident', () => {
    const s = new Scrubber();
    const value = s.json({
      msg: 'call 13800138000 or mail student@example.com, ID 11010519491231002X',
      headers: { authorization: 'Bearer 0123456789abcdefABCDEF', cookie: 'a=1234567890; b=xyz' },
      image: '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJ">',
      file: '/uploads/homework-0123456789abcdef.pdf',
      id: 'e4b1c0d2-7a9f-4c3b-8d2e-1f0a9b8c7d6e',
    });
    expect(scan(value, s)).toEqual([]);
  });
});
