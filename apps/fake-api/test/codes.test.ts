import { describe, expect, it } from 'vitest';
import { startFakeApi } from './harness';

const sendPhone = (api: ReturnType<typeof startFakeApi>, phone: string) =>
  api.call('POST', '/portal/reset/sendPhone', { query: { phone } });

describe('register over HTTP', () => {
  it('sends a code, registers with it, and the new account logs in', async () => {
    const api = startFakeApi();
    const sent = await sendPhone(api, '13712345678');
    expect(sent.body).toMatchObject({ respCode: 20000, respMsg: '验证码发送成功' });
    expect(api.outbox.at(-1)).toMatchObject({ channel: 'phone', to: '13712345678', purpose: 'register' });
    const code = api.lastCode('13712345678');
    expect(code).toMatch(/^\d{6}$/);

    const res = await api.call('POST', '/portal/check_code', {
      query: { phone: '13712345678', code: code!, password: 'abc12345' },
    });
    expect(res.body).toMatchObject({ respCode: 20000, respMsg: '注册成功' });
    const token = await api.login('13712345678', 'abc12345');
    const me = await api.call('GET', '/sys/users/current', { token });
    expect(me.body.data.truename).toBe('用户5678');
  });

  it('lists the code in the admin outbox too', async () => {
    const api = startFakeApi();
    await sendPhone(api, '13712345678');
    const { default: request } = await import('supertest');
    const outbox = await request(api.app).get('/__admin/outbox');
    expect(outbox.body.at(-1)).toMatchObject({
      channel: 'phone',
      to: '13712345678',
      code: api.lastCode('13712345678'),
      purpose: 'register',
    });
    expect(Date.parse(outbox.body.at(-1).sentAt as string)).not.toBeNaN();
  });

  it('refuses a second code to the same phone within 60 s, and sends one after', async () => {
    const api = startFakeApi();
    await sendPhone(api, '13712345678');
    api.clock.advance(59_000);
    const again = await sendPhone(api, '13712345678');
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ respCode: 42900, respMsg: '验证码发送过于频繁，请60秒后再试' });
    api.clock.advance(1000);
    expect((await sendPhone(api, '13712345678')).body.respCode).toBe(20000);
  });

  it('keeps the 60 s limit after the code was used: no second code right after registering', async () => {
    const api = startFakeApi();
    await sendPhone(api, '13712345678');
    const code = api.lastCode('13712345678')!;
    const registered = await api.call('POST', '/portal/check_code', {
      query: { phone: '13712345678', code, password: 'abc12345' },
    });
    expect(registered.body.respCode).toBe(20000);
    api.clock.advance(1000);
    // Another user's code in between (the store tidies used codes away as it sends one).
    expect((await sendPhone(api, '13712345679')).body.respCode).toBe(20000);
    const again = await sendPhone(api, '13712345678');
    expect(again.body.respCode).toBe(42900);
    expect(api.outbox).toHaveLength(2);
    api.clock.advance(59_000);
    expect((await sendPhone(api, '13712345678')).body.respCode).toBe(20000);
  });

  it.each(['1371234567', '12712345678', '23712345678', '137123456789', 'abcdefghijk'])(
    'refuses the phone %s',
    async (phone) => {
      const api = startFakeApi();
      const res = await sendPhone(api, phone);
      expect(res.status).toBe(400);
      expect(api.outbox).toHaveLength(0);
    },
  );

  it('answers the missing parameter in Spring words', async () => {
    const api = startFakeApi();
    const res = await api.call('POST', '/portal/reset/sendPhone');
    expect(res.body).toMatchObject({
      respCode: 40000,
      respMsg: "Required String parameter 'phone' is not present",
    });
  });

  it('refuses to register the same phone twice with the same code', async () => {
    const api = startFakeApi();
    await sendPhone(api, '13712345678');
    const query = { phone: '13712345678', code: api.lastCode('13712345678')!, password: 'abc12345' };
    expect((await api.call('POST', '/portal/check_code', { query })).body.respCode).toBe(20000);
    const again = await api.call('POST', '/portal/check_code', { query: { ...query, phone: '13712345678' } });
    expect(again.status).toBe(409);
  });

  it('a code expires', async () => {
    const api = startFakeApi();
    await sendPhone(api, '13712345678');
    api.clock.advance(5 * 60_000 + 1);
    const res = await api.call('POST', '/portal/check_code', {
      query: { phone: '13712345678', code: api.lastCode('13712345678')!, password: 'abc12345' },
    });
    expect(res.status).toBe(400);
    expect(res.body.respMsg).toBe('验证码错误或已失效');
  });

  it('refuses a wrong code and keeps the right one usable', async () => {
    const api = startFakeApi();
    await sendPhone(api, '13712345678');
    const code = api.lastCode('13712345678')!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (
        await api.call('POST', '/portal/check_code', {
          query: { phone: '13712345678', code: wrong, password: 'abc12345' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.call('POST', '/portal/check_code', {
          query: { phone: '13712345678', code, password: 'abc12345' },
        })
      ).body.respCode,
    ).toBe(20000);
  });

  it('refuses a password that breaks the rule', async () => {
    const api = startFakeApi();
    await sendPhone(api, '13712345678');
    const res = await api.call('POST', '/portal/check_code', {
      query: { phone: '13712345678', code: api.lastCode('13712345678')!, password: '12345678' },
    });
    expect(res.body).toMatchObject({ respCode: 40000, respMsg: '请确认密码格式' });
  });

  it('refuses a phone that already has an account', async () => {
    const api = startFakeApi();
    await sendPhone(api, '13800138000');
    expect(api.outbox.at(-1)?.purpose).toBe('reset');
    const res = await api.call('POST', '/portal/check_code', {
      query: { phone: '13800138000', code: api.lastCode('13800138000')!, password: 'abc12345' },
    });
    expect(res.status).toBe(409);
    expect(res.body.respMsg).toBe('该手机号已注册');
  });
});

describe('password reset over HTTP', () => {
  it.each([
    ['mail', 'student@example.com'],
    ['phone', '13800138000'],
  ] as const)(
    'by %s: sends a code, answers the username, and resets the password to the account name',
    async (field, identifier) => {
      const api = startFakeApi();
      const sent = await api.call('POST', '/portal/reset/sendCode', { query: { identifier, field } });
      expect(sent.body).toMatchObject({ respCode: 20000, respMsg: '验证码发送成功', data: 'student' });
      expect(api.outbox.at(-1)).toMatchObject({ channel: field, to: identifier, purpose: 'reset' });

      const code = api.lastCode(identifier)!;
      const reset = await api.call('POST', '/portal/reset/checkAndResetByCode', {
        query: { identifier, code, username: 'student' },
      });
      expect(reset.body).toMatchObject({
        respCode: 20000,
        respMsg: '密码重置成功，密码已重置为账号名，请使用账号名登录',
      });
      expect(
        (await api.call('POST', '/sys/login', { body: { username: 'student', password: 'Shui@2025' } })).body
          .respCode,
      ).toBe(40001);
      expect(await api.login('student', 'student')).toBeTruthy();

      const again = await api.call('POST', '/portal/reset/checkAndResetByCode', {
        query: { identifier, code, username: 'student' },
      });
      expect(again.body.respMsg).toBe('验证码错误或已失效');
    },
  );

  it('one mailbox whatever the letter case: the 60 s limit holds, and the code works in any case', async () => {
    const api = startFakeApi();
    const send = (identifier: string) =>
      api.call('POST', '/portal/reset/sendCode', { query: { identifier, field: 'mail' } });
    expect((await send('student@example.com')).body.respCode).toBe(20000);
    for (const identifier of ['Student@Example.com', 'STUDENT@EXAMPLE.COM']) {
      const again = await send(identifier);
      expect(again.body, identifier).toMatchObject({ respCode: 42900 });
    }
    expect(api.outbox).toHaveLength(1);
    expect(api.outbox[0]?.to).toBe('student@example.com');
    const code = api.lastCode('student@example.com')!;
    const checked = await api.call('POST', '/portal/reset/check_mail_code', {
      query: { mail: 'Student@Example.COM', code },
    });
    expect(checked.body.respCode).toBe(20000);
  });

  it('a used reset code does not reopen the 60 s window', async () => {
    const api = startFakeApi();
    const send = () =>
      api.call('POST', '/portal/reset/sendCode', { query: { identifier: '13800138000', field: 'phone' } });
    await send();
    const code = api.lastCode('13800138000')!;
    const reset = await api.call('POST', '/portal/reset/checkAndResetByCode', {
      query: { identifier: '13800138000', code, username: 'student' },
    });
    expect(reset.body.respCode).toBe(20000);
    await api.call('POST', '/portal/reset/sendCode', {
      query: { identifier: 'student@example.com', field: 'mail' },
    });
    expect((await send()).body.respCode).toBe(42900);
  });

  it.each([
    ['mail', 'nobody@example.com'],
    ['phone', '13000000000'],
  ] as const)('by %s with no matching account: the missing-username message', async (field, identifier) => {
    const api = startFakeApi();
    const res = await api.call('POST', '/portal/reset/sendCode', { query: { identifier, field } });
    expect(res.status).toBe(400);
    expect(res.body.respMsg).toBe("Required String parameter 'username' is not present");
    expect(api.outbox).toHaveLength(0);
  });

  it.each([
    ['mail', 'not-a-mail', '请输入正确的邮箱格式'],
    ['mail', `${'a'.repeat(25)}@example.com`, '请求参数错误'],
    ['phone', '1380013800', '请输入正确的手机号码'],
  ] as const)('by %s refuses %s', async (field, identifier, message) => {
    const api = startFakeApi();
    const res = await api.call('POST', '/portal/reset/sendCode', { query: { identifier, field } });
    expect(res.status).toBe(400);
    expect(res.body.respMsg).toContain(message);
  });

  it('refuses a field other than phone or mail', async () => {
    const api = startFakeApi();
    const res = await api.call('POST', '/portal/reset/sendCode', {
      query: { identifier: 'student', field: 'username' },
    });
    expect(res.status).toBe(400);
  });

  it("refuses a code used for another account's identifier", async () => {
    const api = startFakeApi();
    await api.call('POST', '/portal/reset/sendCode', {
      query: { identifier: 'student@example.com', field: 'mail' },
    });
    const res = await api.call('POST', '/portal/reset/checkAndResetByCode', {
      query: {
        identifier: 'student@example.com',
        code: api.lastCode('student@example.com')!,
        username: 'teacher',
      },
    });
    expect(res.status).toBe(400);
    expect(await api.login('teacher')).toBeTruthy();
  });

  it('legacy calls: sendMail, check_mail_code, check_phone_code, getMail, getphone', async () => {
    const api = startFakeApi();
    expect(
      (await api.call('POST', '/portal/reset/sendMail', { query: { mail: 'teacher@example.com' } })).body
        .respCode,
    ).toBe(20000);
    const code = api.lastCode('teacher@example.com')!;
    expect(
      (
        await api.call('POST', '/portal/reset/check_mail_code', {
          query: { mail: 'teacher@example.com', code },
        })
      ).body.respMsg,
    ).toBe('验证成功');
    // Checking does not use the code up.
    expect(
      (
        await api.call('POST', '/portal/reset/check_mail_code', {
          query: { mail: 'teacher@example.com', code },
        })
      ).body.respCode,
    ).toBe(20000);
    expect(
      (await api.call('POST', '/portal/reset/check_phone_code', { query: { phone: '13900139000', code } }))
        .status,
    ).toBe(400);
    expect(
      (await api.call('POST', '/portal/reset/getMail', { query: { mail: 'teacher@example.com' } })).body.data,
    ).toBe('teacher');
    expect(
      (await api.call('POST', '/portal/reset/getphone', { query: { phone: '13900139000' } })).body.data,
    ).toBe('teacher');
    expect(
      (await api.call('POST', '/portal/reset/getphone', { query: { phone: '13000000000' } })).body.respMsg,
    ).toBe("Required String parameter 'username' is not present");
    expect(
      (await api.call('POST', '/portal/reset/sendMail', { query: { mail: 'nobody@example.com' } })).status,
    ).toBe(400);
  });
});

describe('codes are bound to their purpose', () => {
  it('a register code cannot reset a password, and a reset code cannot register', async () => {
    const api = startFakeApi();
    await api.call('POST', '/portal/reset/sendPhone', { query: { phone: '13712345678' } });
    const registerCode = api.lastCode('13712345678')!;
    const reset = await api.call('POST', '/portal/reset/check_phone_code', {
      query: { phone: '13712345678', code: registerCode },
    });
    expect(reset.body.respMsg).toBe('验证码错误或已失效');

    await api.call('POST', '/portal/reset/sendCode', {
      query: { identifier: '13800138000', field: 'phone' },
    });
    const resetCode = api.lastCode('13800138000')!;
    // The student's phone is registered already, so try the code on the register call of a new number.
    const register = await api.call('POST', '/portal/check_code', {
      query: { phone: '13712345678', code: resetCode, password: 'abc12345' },
    });
    expect(register.body.respMsg).toBe('验证码错误或已失效');
  });
});
