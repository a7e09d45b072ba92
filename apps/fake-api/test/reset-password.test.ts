import { describe, expect, it } from 'vitest';
import { startFakeApi } from './harness';

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

  it('refuses a wrong code: the password stays as it was', async () => {
    const api = startFakeApi();
    await api.call('POST', '/portal/reset/sendCode', {
      query: { identifier: 'student@example.com', field: 'mail' },
    });
    const code = api.lastCode('student@example.com')!;
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await api.call('POST', '/portal/reset/checkAndResetByCode', {
      query: { identifier: 'student@example.com', code: wrong, username: 'student' },
    });
    expect(res.status).toBe(400);
    expect(res.body.respMsg).toBe('验证码错误或已失效');
    expect(await api.login('student', 'Shui@2025')).toBeTruthy();
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
