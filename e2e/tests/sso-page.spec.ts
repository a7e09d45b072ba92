import { createServer } from 'node:http';
import type { Page } from '@playwright/test';
import type { CurrentUser, Envelope, ErrorEnvelope, LoginResult } from '@shui/contract';
import { expect, test as base } from '../fixtures';
import { expectFitsPhone } from './dialogs';
import { keepScreenshot, PHONE } from './helpers';

// The fake API's sign-on page (the `local` environment's university). Its refusals (unknown client,
// unregistered or bad redirect_uri, scope, response type, state), the fields the form carries again, the
// cancel link's address and the code's one use and expiry are proved by supertest
// (apps/fake-api/test/sso.test.ts): here, the page in a browser, and on a phone.

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

test('the sign-on page: a wrong password, another try, a code that works once; cancel goes back with access_denied', async ({
  page,
  request,
  fakeApi,
  landing,
}) => {
  await test.step('a wrong password: an alert, the student number kept, nothing sent to the portal', async () => {
    const opened = await page.goto(authorizeUrl(fakeApi.url, { redirect_uri: landing.callback }));
    expect(opened?.status()).toBe(200);
    await expect(page).toHaveTitle('统一身份认证');
    await keepScreenshot(page, 'sso-page-desktop');
    const answer = await signIn(page, STUDENT, 'not-the-password');
    expect(answer.status()).toBe(401);
    await expect(page.getByRole('alert')).toHaveText('学号或密码错误');
    await expect(page.getByLabel('学号', { exact: true })).toHaveValue(STUDENT);
    await expect(page.getByLabel('密码', { exact: true })).toHaveValue('');
    expect(new URL(page.url()).origin).toBe(fakeApi.url);
    expect(landing.hits).toEqual([]);
  });

  await test.step('the right password: back to the portal with the state and a code that works once', async () => {
    // The re-rendered form still carries client_id, redirect_uri and state.
    await page.getByLabel('密码', { exact: true }).fill(STUDENT);
    const answer = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/oauth2/authorize',
    );
    await page.getByRole('button', { name: '登录' }).click();
    expect((await answer).status()).toBe(302);
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
    const me = await request.get(`${fakeApi.url}/sys/users/current`, {
      headers: { authorization: `Bearer ${token.data.access_token}` },
    });
    expect(((await me.json()) as Envelope<CurrentUser>).data.userNumber).toBe(STUDENT);
    const second = await request.post(exchange);
    expect(second.status()).toBe(400);
    expect(((await second.json()) as ErrorEnvelope).respMsg).toBe('授权码无效或已使用');
  });

  await test.step('"取消并返回": back to the portal with error=access_denied and the state, no code', async () => {
    await page.goto(authorizeUrl(fakeApi.url, { redirect_uri: landing.callback }));
    await page.getByRole('link', { name: '取消并返回' }).click();
    await page.waitForURL((url) => onCallback(landing)(url) && url.searchParams.has('error'));
    const landed = new URL(page.url());
    expect(landed.searchParams.get('error')).toBe('access_denied');
    expect(landed.searchParams.get('state')).toBe(STATE);
    expect(landed.searchParams.has('code')).toBe(false);
  });
});

test(
  'the sign-on page fits a 390 x 844 screen without horizontal scrolling',
  PHONE,
  async ({ page, fakeApi, landing }, testInfo) => {
    await page.goto(authorizeUrl(fakeApi.url, { redirect_uri: landing.callback }));
    await expect(page.getByLabel('学号', { exact: true })).toBeVisible();
    await keepScreenshot(page, 'sso-page-mobile', { testInfo });
    await expectFitsPhone(page, page.locator('main'));
    await expect(page.getByRole('button', { name: '登录' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('link', { name: '取消并返回' })).toBeInViewport({ ratio: 1 });
  },
);
