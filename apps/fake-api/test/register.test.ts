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
    const refused = await api.call('POST', '/portal/check_code', {
      query: { phone: '13712345678', code: wrong, password: 'abc12345' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.respMsg).toBe('验证码错误或已失效');
    // No account was made: the phone does not log in.
    const login = await api.call('POST', '/sys/login', {
      body: { username: '13712345678', password: 'abc12345', checked: true },
    });
    expect(login.status).toBe(400);
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
