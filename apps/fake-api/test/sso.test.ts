import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { startFakeApi } from './harness';

const REDIRECT = 'http://127.0.0.1:5173/home';
const authorizeQuery = (overrides: Record<string, string> = {}) => ({
  response_type: 'code',
  client_id: 'shuishan-portal',
  redirect_uri: REDIRECT,
  scope: 'basic',
  state: '12345678',
  ...overrides,
});

describe('single sign-on over HTTP', () => {
  it('serves the sign-in page, redirects with a code, and the code is exchanged once', async () => {
    const api = startFakeApi();
    const pageRes = await request(api.app).get('/oauth2/authorize').query(authorizeQuery());
    expect(pageRes.status).toBe(200);
    expect(pageRes.headers['content-type']).toMatch(/text\/html/);
    expect(pageRes.text).toContain('统一身份认证');
    expect(pageRes.text).toContain('学号');

    const signIn = await request(api.app)
      .post('/oauth2/authorize')
      .type('form')
      .send({ ...authorizeQuery(), username: '10215501001', password: '10215501001' });
    expect(signIn.status).toBe(302);
    const target = new URL(signIn.headers.location as string);
    expect(`${target.origin}${target.pathname}`).toBe(REDIRECT);
    expect(target.searchParams.get('state')).toBe('12345678');
    const code = target.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const exchanged = await api.call('POST', '/user/public_db/login', { query: { code } });
    expect(exchanged.body.respCode).toBe(20000);
    const me = await api.call('GET', '/sys/users/current', { token: exchanged.body.data.access_token });
    expect(me.body.data.userNumber).toBe('10215501001');

    const reused = await api.call('POST', '/user/public_db/login', { query: { code } });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ respCode: 40003, respMsg: '授权码无效或已使用' });
  });

  it('a code expires after 5 minutes', async () => {
    const api = startFakeApi();
    const code = api.store.issueSsoCode(3, 'shuishan-portal', REDIRECT);
    api.clock.advance(5 * 60_000);
    expect((await api.call('POST', '/user/public_db/login', { query: { code } })).status).toBe(400);
  });

  it('refuses an unknown code and a missing one', async () => {
    const api = startFakeApi();
    expect(
      (await api.call('POST', '/user/public_db/login', { query: { code: 'made-up' } })).body.respCode,
    ).toBe(40003);
    expect((await api.call('POST', '/user/public_db/login')).body.respMsg).toBe(
      "Required String parameter 'code' is not present",
    );
  });

  it('accepts the scope ECNU-Basic too', async () => {
    const api = startFakeApi();
    expect(
      (
        await request(api.app)
          .get('/oauth2/authorize')
          .query(authorizeQuery({ scope: 'ECNU-Basic' }))
      ).status,
    ).toBe(200);
  });

  it.each([
    ['a wrong client id', { client_id: 'someone-else' }, '未知的客户端'],
    ['a redirect off loopback', { redirect_uri: 'https://evil.example/cb' }, '回调地址未登记'],
    ['a javascript: redirect', { redirect_uri: 'javascript:alert(1)' }, '回调地址未登记'],
    ['a redirect that is not a URL', { redirect_uri: '/relative' }, '回调地址 redirect_uri 无效'],
    ['response_type token', { response_type: 'token' }, 'response_type 必须为 code'],
    ['an unknown scope', { scope: 'admin' }, '不支持的授权范围'],
    ['no state', { state: '' }, '缺少 state 参数'],
  ])('refuses %s clearly, on the page and when the form is posted', async (_what, overrides, reason) => {
    const api = startFakeApi();
    const get = await request(api.app).get('/oauth2/authorize').query(authorizeQuery(overrides));
    expect(get.status).toBe(400);
    expect(get.text).toContain(reason);
    // Nothing to sign in with, and no way back to the refused address.
    expect(get.text).not.toContain('<form');
    expect(get.text).not.toContain('取消并返回');
    const post = await request(api.app)
      .post('/oauth2/authorize')
      .type('form')
      .send({ ...authorizeQuery(overrides), username: '10215501001', password: '10215501001' });
    expect(post.status).toBe(400);
    expect(post.headers.location).toBeUndefined();
  });

  it('a wrong password shows the page again with the error and the number kept', async () => {
    const api = startFakeApi();
    const res = await request(api.app)
      .post('/oauth2/authorize')
      .type('form')
      .send({ ...authorizeQuery(), username: '10215501001', password: 'wrong' });
    expect(res.status).toBe(401);
    expect(res.text).toContain('学号或密码错误');
    expect(res.text).toContain('value="10215501001"');
    // The form again carries what the portal asked with, so the next try can still return to it.
    for (const [name, value] of Object.entries(authorizeQuery()))
      expect(res.text).toContain(`<input type="hidden" name="${name}" value="${value}">`);
    expect(res.text).not.toContain('value="wrong"');
  });

  it('the cancel link goes back to the portal with error=access_denied and the state, and no code', async () => {
    const api = startFakeApi();
    const res = await request(api.app).get('/oauth2/authorize').query(authorizeQuery());
    const href = /<a class="cancel" href="([^"]+)">取消并返回<\/a>/.exec(res.text)?.[1];
    const back = new URL((href ?? '').replaceAll('&amp;', '&'));
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('12345678');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('only student numbers sign in on this page', async () => {
    const api = startFakeApi();
    const res = await request(api.app)
      .post('/oauth2/authorize')
      .type('form')
      .send({ ...authorizeQuery(), username: 'student', password: 'Shui@2025' });
    expect(res.status).toBe(401);
  });

  it('escapes what it echoes', async () => {
    const api = startFakeApi();
    const res = await request(api.app)
      .get('/oauth2/authorize')
      .query(authorizeQuery({ state: '"><script>alert(1)</script>' }));
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).toContain('&quot;&gt;&lt;script&gt;');
  });
});
