import { describe, expect, it } from 'vitest';
import { PNG, startFakeApi } from './harness';
import { Uploads } from '../src/state/uploads';

describe('POST /sys/login', () => {
  it.each([
    ['username', 'student'],
    ['phone', '13800138000'],
    ['e-mail, any case', 'Student@Example.com'],
    ['student number', '10215501001'],
    ['trimmed name', '  student  '],
  ])('accepts the %s', async (_what, username) => {
    const api = startFakeApi();
    const password = username.includes('10215501001') ? '10215501001' : 'Shui@2025';
    const res = await api.call('POST', '/sys/login', { body: { username, password, checked: true } });
    expect(res.status).toBe(200);
    expect(res.body.respCode).toBe(20000);
    expect(res.body.data.access_token).toMatch(/^[\w-]{20,}$/);
  });

  it('issues a different random token at each login', async () => {
    const api = startFakeApi();
    expect(await api.login()).not.toBe(await api.login());
  });

  it.each([
    ['a wrong password', { username: 'student', password: 'wrong' }, 400, 40001, '用户名或密码错误'],
    ['an unknown user', { username: 'nobody', password: 'Shui@2025' }, 400, 40001, '用户名或密码错误'],
    ['a missing password', { username: 'student' }, 400, 40000, undefined],
    ['an empty username', { username: '   ', password: 'x' }, 400, 40000, undefined],
    ['a 33-character username', { username: 'a'.repeat(33), password: 'x' }, 400, 40000, undefined],
    ['a 33-character password', { username: 'student', password: 'a'.repeat(33) }, 400, 40000, undefined],
    ['a number as username', { username: 13800138000, password: 'Shui@2025' }, 400, 40000, undefined],
    ['an array body', ['student'], 400, 40000, undefined],
  ])('refuses %s with an envelope error', async (_what, body, status, respCode, respMsg) => {
    const api = startFakeApi();
    const res = await api.call('POST', '/sys/login', { body });
    expect(res.status).toBe(status);
    expect(res.body.respCode).toBe(respCode);
    if (respMsg) expect(res.body.respMsg).toBe(respMsg);
    else expect(res.body.respMsg).toMatch(/请求参数错误/);
  });

  it('refuses a body that is not JSON', async () => {
    const api = startFakeApi();
    const res = await api.call('POST', '/sys/login', {
      raw: { type: 'application/json', data: '{"username":' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ respCode: 40000, respMsg: '请求体不是合法的 JSON', data: null });
  });

  it('refuses a JSON body over 1 MB with 413', async () => {
    const api = startFakeApi();
    const res = await api.call('POST', '/sys/login', {
      body: { username: 'x'.repeat(1_100_000), password: 'x' },
    });
    expect(res.status).toBe(413);
    expect(res.body.respCode).toBe(41300);
  });
});

describe('GET /sys/users/current', () => {
  it('answers id, truename, headImgUrl and userNumber of the token owner', async () => {
    const api = startFakeApi();
    const res = await api.call('GET', '/sys/users/current', {
      token: await api.login('10215501001', '10215501001'),
    });
    expect(res.body.data).toEqual({ id: 3, truename: '张合作', headImgUrl: '', userNumber: '10215501001' });
  });

  it('answers 401 once the token has expired', async () => {
    const api = startFakeApi();
    const token = await api.login();
    api.clock.advance(24 * 3600_000 - 1000);
    expect((await api.call('GET', '/sys/users/current', { token })).status).toBe(200);
    api.clock.advance(2000);
    expect((await api.call('GET', '/sys/users/current', { token })).status).toBe(401);
  });

  it('follows a configured token lifetime', async () => {
    const api = startFakeApi({ settings: { tokenTtlSeconds: 5 } });
    const login = await api.call('POST', '/sys/login', {
      body: { username: 'student', password: 'Shui@2025' },
    });
    expect(login.body.data.expires_in).toBe(5);
    api.clock.advance(5000);
    expect(
      (await api.call('GET', '/sys/users/current', { token: login.body.data.access_token })).status,
    ).toBe(401);
  });

  it('refuses an Authorization header that is not a bearer token', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const res = await api.call('GET', '/sys/users/current', { token: `${token} extra` });
    expect(res.status).toBe(401);
  });
});

describe('PUT /user/users/password', () => {
  it('changes the password: the old one stops working, the new one works', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const res = await api.call('PUT', '/user/users/password', {
      token,
      body: { oldPassword: 'Shui@2025', newPassword: 'New-pass1' },
    });
    expect(res.body).toMatchObject({ respCode: 20000, respMsg: '密码修改成功' });
    expect(
      (await api.call('POST', '/sys/login', { body: { username: 'student', password: 'Shui@2025' } })).body
        .respCode,
    ).toBe(40001);
    expect(await api.login('student', 'New-pass1')).toBeTruthy();
  });

  it.each([
    ['only digits', '12345678'],
    ['only letters', 'abcdefgh'],
    ['only symbols', '!@#$%^&*'],
    ['too short', 'ab12'],
    ['too long', 'ab12'.repeat(6)],
    ['a space', 'abc 12345'],
    ['Chinese characters', 'abc12345中'],
  ])('refuses a new password with %s', async (_what, newPassword) => {
    const api = startFakeApi();
    const res = await api.call('PUT', '/user/users/password', {
      token: await api.login(),
      body: { oldPassword: 'Shui@2025', newPassword },
    });
    expect(res.status).toBe(400);
    expect(res.body.respMsg).toMatch(/请确认密码格式|请求参数错误/);
  });

  it('refuses a wrong current password', async () => {
    const api = startFakeApi();
    const res = await api.call('PUT', '/user/users/password', {
      token: await api.login(),
      body: { oldPassword: 'nope', newPassword: 'Abc12345' },
    });
    expect(res.status).toBe(400);
    expect(res.body.respMsg).toBe('原密码错误');
  });
});

describe('POST /resource/avatar', () => {
  it('stores the image, serves it, and makes it the headImgUrl', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const res = await api.call('POST', '/resource/avatar', {
      token,
      file: { name: 'me.png', bytes: PNG, type: 'image/png' },
    });
    expect(res.body.data).toMatch(/^\/uploads\/avatar-[0-9a-f]+\.png$/);
    const me = await api.call('GET', '/sys/users/current', { token });
    expect(me.body.data.headImgUrl).toBe(res.body.data);
    const { default: request } = await import('supertest');
    const image = await request(api.app).get(res.body.data as string);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toContain('sandbox');
    expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0);
  });

  it('serves an upload only as the image type its bytes are', async () => {
    const api = startFakeApi();
    const res = await api.call('POST', '/resource/avatar', {
      token: await api.login(),
      file: { name: 'me.png', bytes: PNG, type: 'image/png' },
    });
    const path = res.body.data as string;
    // An imported state could give a stored file another type: it is not served as that.
    const meta = api.store.use(Uploads).find(path.replace('/uploads/', ''))!;
    meta.mime = 'text/html';
    const { default: request } = await import('supertest');
    const image = await request(api.app).get(path);
    expect(image.status).toBe(404);
    expect(image.headers['content-type']).not.toContain('text/html');
  });

  it('refuses a file that is not an image, whatever type it claims', async () => {
    const api = startFakeApi();
    const res = await api.call('POST', '/resource/avatar', {
      token: await api.login(),
      file: { name: 'evil.png', bytes: Buffer.from('<script>alert(1)</script>'), type: 'image/png' },
    });
    expect(res.status).toBe(415);
    expect(res.body.respMsg).toBe('只能上传图片文件');
  });

  it('refuses an image over 5 MB', async () => {
    const api = startFakeApi();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await api.call('POST', '/resource/avatar', {
      token: await api.login(),
      file: { name: 'big.png', bytes: big, type: 'image/png' },
    });
    expect(res.status).toBe(413);
    expect(res.body.respMsg).toBe('上传图片不能超过5MB');
  });

  it('refuses a request without a file', async () => {
    const api = startFakeApi();
    const res = await api.call('POST', '/resource/avatar', {
      token: await api.login(),
      form: { note: 'no file' },
    });
    expect(res.status).toBe(400);
    expect(res.body.respMsg).toBe('请选择要上传的图片');
  });

  it('refuses an upload without a token before reading it', async () => {
    const api = startFakeApi();
    const res = await api.call('POST', '/resource/avatar', {
      file: { name: 'me.png', bytes: PNG, type: 'image/png' },
    });
    expect(res.status).toBe(401);
  });
});

describe('POST /user/oauth/tickets', () => {
  it("gives the assistant's ticket", async () => {
    const api = startFakeApi();
    const res = await api.call('POST', '/user/oauth/tickets', {
      token: await api.login(),
      body: { clientId: 'gpt_assistant' },
    });
    expect(res.body.data.clientTicket).toMatch(/^[\w-]{16,}$/);
  });

  it('refuses an unknown service', async () => {
    const api = startFakeApi();
    const res = await api.call('POST', '/user/oauth/tickets', {
      token: await api.login(),
      body: { clientId: 'other' },
    });
    expect(res.status).toBe(400);
    expect(res.body.respMsg).toBe('未知的客户端');
  });
});

describe('bodies', () => {
  it('a protected JSON call without a token answers 401 before reading a large body', async () => {
    const api = startFakeApi();
    const res = await api.call('PUT', '/user/users/password', {
      body: { oldPassword: 'x'.repeat(2_000_000), newPassword: 'y' },
    });
    expect(res.status).toBe(401);
  });

  it('a JSON call does not take a form-encoded body', async () => {
    const api = startFakeApi();
    const res = await api.call('POST', '/sys/login', {
      raw: { type: 'application/x-www-form-urlencoded', data: 'username=student&password=Shui%402025' },
    });
    expect(res.status).toBe(400);
    expect(res.body.respMsg).toBe('请求参数错误：请求体缺失');
  });

  it('the feedback form refuses a file with its own message', async () => {
    const api = startFakeApi();
    const { default: request } = await import('supertest');
    const res = await request(api.app)
      .post('/portal/feedback')
      .field('title', 't')
      .attach('file', PNG, 'a.png');
    expect(res.status).toBe(400);
    expect(res.body.respMsg).toBe('请求参数错误：该接口不接受文件');
  });
});
