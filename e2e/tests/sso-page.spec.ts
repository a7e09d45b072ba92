import { createServer } from 'node:http';
import type { Page } from '@playwright/test';
import type { CurrentUser, Envelope, ErrorEnvelope, LoginResult } from '@shui/contract';
import { expect, test as base } from '../fixtures';
import { keepScreenshot } from './helpers';

const STUDENT = '10215501001';
const STATE = '12345678';
const CALLBACK_PATH = '/sso/callback';

/** Where the portal would be: a loopback server answering 200 "ok" on any path, recording each hit. */
interface Landing {
  origin: string;
  /** The redirect_uri handed to the single sign-on. */
  callback: string;
  hits: URL[];
}

const test = base.extend<{ landing: Landing }>({
  // Playwright reads fixture dependencies from the first parameter, which must be a destructuring.
  // eslint-disable-next-line no-empty-pattern
  landing: async ({}, use) => {
    const hits: URL[] = [];
    const server = createServer((req, res) => {
      hits.push(new URL(req.url ?? '/', 'http://landing'));
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('ok');
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('landing server has no port');
    const origin = `http://127.0.0.1:${address.port}`;
    await use({ origin, callback: `${origin}${CALLBACK_PATH}`, hits });
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  },
});

function authorizeUrl(api: string, params: Record<string, string>): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: 'shuishan-portal',
    scope: 'basic',
    state: STATE,
    ...params,
  });
  return `${api}/oauth2/authorize?${query.toString()}`;
}

/** Fills the form and resolves to the answer to its POST (before any redirect is followed). */
async function signIn(page: Page, studentNumber: string, password: string) {
  await page.getByLabel('学号', { exact: true }).fill(studentNumber);
  await page.getByLabel('密码', { exact: true }).fill(password);
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/oauth2/authorize',
  );
  await page.getByRole('button', { name: '登录' }).click();
  return answer;
}

const onCallback = (landing: Landing) => (url: URL) =>
  url.origin === landing.origin && url.pathname === CALLBACK_PATH;

const devices = [
  {
    name: 'phone',
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
  },
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
] as const;

for (const device of devices) {
  test.describe(`single sign-on page on a ${device.name}`, () => {
    test.use(device.use);

    test('signs a student in and hands the portal a code that works exactly once', async ({
      page,
      request,
      fakeApi,
      landing,
    }) => {
      const opened = await page.goto(authorizeUrl(fakeApi.url, { redirect_uri: landing.callback }));
      expect(opened?.status()).toBe(200);
      await expect(page).toHaveTitle('统一身份认证');

      const answer = await signIn(page, STUDENT, STUDENT);
      expect(answer.status()).toBe(302);
      await page.waitForURL(onCallback(landing));
      await expect(page.locator('body')).toHaveText('ok');

      const landed = new URL(page.url());
      expect(landed.searchParams.get('state')).toBe(STATE);
      const code = landed.searchParams.get('code') ?? '';
      expect(code).toMatch(/^[\w-]{16,128}$/);
      expect(landing.hits.filter((hit) => hit.pathname === CALLBACK_PATH).map((hit) => hit.search)).toEqual([
        landed.search,
      ]);

      const exchange = `${fakeApi.url}/user/public_db/login?code=${encodeURIComponent(code)}`;
      const first = await request.post(exchange);
      expect(first.status()).toBe(200);
      const token = (await first.json()) as Envelope<LoginResult>;
      expect(token.respCode).toBe(20000);
      expect(token.data.access_token).toMatch(/\S{16,}/);

      const me = await request.get(`${fakeApi.url}/sys/users/current`, {
        headers: { authorization: `Bearer ${token.data.access_token}` },
      });
      expect(((await me.json()) as Envelope<CurrentUser>).data.userNumber).toBe(STUDENT);

      const second = await request.post(exchange);
      expect(second.status()).toBe(400);
      const refused = (await second.json()) as ErrorEnvelope;
      expect(String(refused.respCode)).not.toMatch(/^200/);
      expect(refused.respMsg).toBe('授权码无效或已使用');
    });

    test('a wrong password shows an alert, keeps the student number and allows another try', async ({
      page,
      fakeApi,
      landing,
    }) => {
      await page.goto(authorizeUrl(fakeApi.url, { redirect_uri: landing.callback }));
      const answer = await signIn(page, STUDENT, 'not-the-password');
      expect(answer.status()).toBe(401);

      await expect(page.getByRole('alert')).toHaveText('学号或密码错误');
      await expect(page.getByLabel('学号', { exact: true })).toHaveValue(STUDENT);
      await expect(page.getByLabel('密码', { exact: true })).toHaveValue('');
      expect(new URL(page.url()).origin).toBe(fakeApi.url);
      expect(landing.hits).toEqual([]);

      // The re-rendered form must still carry client_id, redirect_uri and state.
      await page.getByLabel('密码', { exact: true }).fill(STUDENT);
      await page.getByRole('button', { name: '登录' }).click();
      await page.waitForURL(onCallback(landing));
      expect(new URL(page.url()).searchParams.get('state')).toBe(STATE);
    });

    test('"取消并返回" goes back to the portal with error=access_denied', async ({
      page,
      fakeApi,
      landing,
    }) => {
      await page.goto(authorizeUrl(fakeApi.url, { redirect_uri: landing.callback }));
      await page.getByRole('link', { name: '取消并返回' }).click();
      await page.waitForURL(onCallback(landing));

      const landed = new URL(page.url());
      expect(landed.searchParams.get('error')).toBe('access_denied');
      expect(landed.searchParams.get('state')).toBe(STATE);
      expect(landed.searchParams.has('code')).toBe(false);
    });

    const refusals = [
      {
        what: 'an unknown client_id',
        params: (landing: Landing) => ({ client_id: 'someone-else', redirect_uri: landing.callback }),
        reason: '未知的客户端 client_id：someone-else',
      },
      {
        what: 'a redirect_uri that is not loopback',
        params: () => ({ redirect_uri: 'https://evil.example/cb' }),
        reason: '回调地址未登记：https://evil.example',
      },
    ];

    for (const refusal of refusals) {
      test(`refuses ${refusal.what} and never redirects`, async ({ page, request, fakeApi, landing }) => {
        const requested: string[] = [];
        page.on('request', (r) => requested.push(r.url()));
        await page.route('https://evil.example/**', (route) => route.abort());

        const params = refusal.params(landing);
        const opened = await page.goto(authorizeUrl(fakeApi.url, params));
        expect(opened?.status()).toBe(400);
        await expect(page.getByRole('alert')).toHaveText(refusal.reason);
        await expect(page.locator('form')).toHaveCount(0);
        await expect(page.getByLabel('学号', { exact: true })).toHaveCount(0);
        expect(new URL(page.url()).origin).toBe(fakeApi.url);
        expect(requested.filter((url) => new URL(url).origin !== fakeApi.url)).toEqual([]);
        expect(landing.hits).toEqual([]);

        // Posting the form by hand with good credentials must not issue a code either.
        const posted = await request.post(`${fakeApi.url}/oauth2/authorize`, {
          form: {
            response_type: 'code',
            client_id: 'shuishan-portal',
            scope: 'basic',
            state: STATE,
            ...params,
            username: STUDENT,
            password: STUDENT,
          },
          maxRedirects: 0,
        });
        expect(posted.status()).toBe(400);
        expect(posted.headers()['location']).toBeUndefined();
        expect(await posted.text()).toContain(refusal.reason);
      });
    }
  });
}

test.describe('single sign-on page layout on a phone', () => {
  test.use(devices[0].use);

  test('fits a 390x844 screen without horizontal scrolling', async ({ page, fakeApi, landing }, testInfo) => {
    await page.goto(authorizeUrl(fakeApi.url, { redirect_uri: landing.callback }));
    await expect(page.getByLabel('学号', { exact: true })).toBeVisible();

    await keepScreenshot(page, 'sso-page-mobile', { testInfo });

    const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    const card = await page.locator('main').boundingBox();
    expect(card).not.toBeNull();
    expect(card?.x).toBeGreaterThanOrEqual(0);
    expect((card?.x ?? 0) + (card?.width ?? Infinity)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('button', { name: '登录' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('link', { name: '取消并返回' })).toBeInViewport({ ratio: 1 });
  });
});
