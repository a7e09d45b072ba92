import type { Page, Route } from '@playwright/test';
import { CLIENT_ID, environments, SSO_SCOPE } from '@shui/contract';
import { expect, test } from '../fixtures';
import { LOCAL_API, PORTAL_ORIGIN } from '../portal';
import { expectRedirectRefused, REDIRECT_BYPASSES, tokenCookie, userMenu } from './helpers';

const STUDENT = '10215501001';
const STUDENT_NAME = '张合作';
const AUTHORIZE = environments.local.ssoAuthorize;
const STATE_KEY = 'shui-sso-state';

const header = (page: Page) => page.getByRole('banner');
const here = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** From a portal page, through the login dialog's button to the university's authorise page. */
async function leaveForSso(page: Page, path: string) {
  await page.goto(path);
  await header(page).getByRole('link', { name: '登录', exact: true }).click();
  await page
    .getByRole('dialog', { name: '账号登录' })
    .getByRole('button', { name: '统一身份认证登录' })
    .click();
  await page.waitForURL((url) => url.href.startsWith(AUTHORIZE));
  return new URL(page.url());
}

async function signIn(page: Page) {
  await page.getByLabel('学号', { exact: true }).fill(STUDENT);
  await page.getByLabel('密码', { exact: true }).fill(STUDENT);
  await page.getByRole('button', { name: '登录' }).click();
}

/**
 * Lets the authorise page's answer be changed on its way to the browser: `edit` gets the address it
 * redirects to and returns the one the browser is sent to instead.
 */
async function rewriteReturn(page: Page, fakeApi: { url: string }, edit: (location: URL) => URL) {
  let issued: URL | undefined;
  await page.route(`${LOCAL_API}/oauth2/authorize`, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch({ url: `${fakeApi.url}/oauth2/authorize`, maxRedirects: 0 });
    const location = response.headers()['location'];
    if (!location) return route.fulfill({ response });
    issued = new URL(location);
    await route.fulfill({ status: 302, headers: { location: edit(new URL(location)).href } });
  });
  return () => issued;
}

test.describe('single sign-on', () => {
  test('the round trip through the authorise page ends logged in, code and state gone', async ({ page }) => {
    const authorize = await leaveForSso(page, '/work/workShop?id=3');
    const params = authorize.searchParams;
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe(SSO_SCOPE);
    expect(params.get('redirect_uri')).toBe(`${PORTAL_ORIGIN}/work/workShop?id=3`);
    expect(params.get('state')).toMatch(/^\d{8}$/);
    await expect(page).toHaveTitle('统一身份认证');

    const exchanged = page.waitForResponse((r) => new URL(r.url()).pathname === '/user/public_db/login');
    await signIn(page);
    expect((await exchanged).status()).toBe(200);
    await expect(userMenu(page, STUDENT_NAME)).toBeVisible();
    expect(here(page)).toBe('/work/workShop?id=3');
    expect(await tokenCookie(page)).toBeDefined();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), STATE_KEY)).toBeNull();
  });

  test('from /login?redirect= it comes back to /login and goes on to the redirect', async ({ page }) => {
    const authorize = await leaveForSso(page, '/login?redirect=%2Fwork%2FworkShop');
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `${PORTAL_ORIGIN}/login?redirect=%2Fwork%2FworkShop`,
    );
    await signIn(page);
    await page.waitForURL(`${PORTAL_ORIGIN}/work/workShop`);
    await expect(userMenu(page, STUDENT_NAME)).toBeVisible();
  });

  test('a tampered state is refused with the reason, without exchanging the code', async ({
    page,
    request,
    fakeApi,
  }) => {
    const exchanges: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/user/public_db/login') exchanges.push(r.url());
    });
    const issued = await rewriteReturn(page, fakeApi, (location) => {
      const state = location.searchParams.get('state') ?? '';
      location.searchParams.set('state', state === '99999999' ? '11111111' : '99999999');
      return location;
    });
    await leaveForSso(page, '/work/workShop');
    await signIn(page);
    await page.waitForURL((url) => url.origin === PORTAL_ORIGIN);

    const notice = page.getByRole('dialog', { name: '统一身份认证登录失败' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('alert')).toHaveText(/state 不匹配/);
    expect(here(page)).toBe('/work/workShop');
    expect(exchanges).toEqual([]);
    expect(await tokenCookie(page)).toBeUndefined();
    await notice.getByRole('button', { name: '知道了' }).click();
    await expect(notice).toBeHidden();
    await expect(header(page).getByRole('link', { name: '登录', exact: true })).toBeVisible();

    // The code was never spent: the portal refused before asking.
    const code = issued()?.searchParams.get('code') ?? '';
    const answer = await request.post(`${fakeApi.url}/user/public_db/login?code=${encodeURIComponent(code)}`);
    expect(answer.status()).toBe(200);
  });

  test('a state the portal never sent (no state remembered) is refused', async ({ page }) => {
    await page.goto(`/home?code=anything&state=12345678`);
    await expect(page.getByRole('dialog', { name: '统一身份认证登录失败' })).toBeVisible();
    expect(here(page)).toBe('/home');
    expect(await tokenCookie(page)).toBeUndefined();
  });

  for (const kind of ['reused', 'invalid'] as const) {
    test(`a ${kind} code is refused with the server's reason`, async ({ page, request, fakeApi }) => {
      let code = 'not-a-code-the-server-issued';
      if (kind === 'reused') {
        const signedIn = await request.post(`${fakeApi.url}/oauth2/authorize`, {
          form: {
            response_type: 'code',
            client_id: CLIENT_ID,
            scope: SSO_SCOPE,
            redirect_uri: `${PORTAL_ORIGIN}/home`,
            state: '12345678',
            username: STUDENT,
            password: STUDENT,
          },
          maxRedirects: 0,
        });
        code = new URL(signedIn.headers()['location'] ?? '').searchParams.get('code') ?? '';
        expect((await request.post(`${fakeApi.url}/user/public_db/login?code=${code}`)).status()).toBe(200);
      }
      await page.goto('/home');
      await page.evaluate((key) => sessionStorage.setItem(key, '12345678'), STATE_KEY);
      await page.goto(`/home?code=${encodeURIComponent(code)}&state=12345678`);

      const notice = page.getByRole('dialog', { name: '统一身份认证登录失败' });
      await expect(notice.getByRole('alert')).toHaveText(
        '授权码换取登录凭证失败：授权码无效或已使用。请重新登录。',
      );
      expect(here(page)).toBe('/home');
      expect(await tokenCookie(page)).toBeUndefined();
      await expect(header(page).getByRole('link', { name: '登录', exact: true })).toBeVisible();
    });
  }

  test('cancelling on the authorise page comes back logged out and says so', async ({ page }) => {
    await leaveForSso(page, '/work/workShop');
    await page.getByRole('link', { name: '取消并返回' }).click();
    await page.waitForURL((url) => url.origin === PORTAL_ORIGIN);
    await expect(page.getByRole('dialog', { name: '已取消统一身份认证登录' })).toBeVisible();
    expect(here(page)).toBe('/work/workShop');
    expect(await tokenCookie(page)).toBeUndefined();
  });

  test('an address without code loads none of the sign-on code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/home?state=12345678');
    await expect(header(page).getByRole('link', { name: '登录', exact: true })).toBeVisible();
    expect(scripts.filter((s) => /sso|login|auth-/.test(s))).toEqual([]);
    expect(here(page)).toBe('/home?state=12345678');
  });
});

test.describe('/oauth', () => {
  test('stores the handed-over token and goes to the redirect logged in', async ({ page, fakeApi }) => {
    const token = await fakeApi.token('student');
    await page.goto(`/oauth?access_token=${encodeURIComponent(token)}&redirect=%2Fwork%2FworkShop%3Fid%3D3`);
    await page.waitForURL(`${PORTAL_ORIGIN}/work/workShop?id=3`);
    await expect(userMenu(page, '李同学')).toBeVisible();
  });

  for (const redirect of REDIRECT_BYPASSES) {
    test(`refuses the redirect ${redirect} and lands on the portal`, async ({ page, fakeApi }) => {
      await expectRedirectRefused(page, async () => {
        const token = await fakeApi.token('student');
        await page.goto(
          `/oauth?access_token=${encodeURIComponent(token)}&redirect=${encodeURIComponent(redirect)}`,
        );
      });
    });
  }

  test('without a token says so and logs nobody in', async ({ page }) => {
    await page.goto('/oauth?redirect=%2Fcenter');
    await expect(page.getByText('登录链接缺少凭证，请重新登录。')).toBeVisible();
    expect(await tokenCookie(page)).toBeUndefined();
    expect(here(page)).toBe('/oauth?redirect=%2Fcenter');
  });
});
