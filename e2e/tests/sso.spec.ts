import type { Page } from '@playwright/test';
import { environments } from '@shui/contract';
import { expect, test } from '../fixtures';
import { PORTAL_ORIGIN } from '../portal';
import { expectRedirectRefused, tokenCookie, userMenu } from './helpers';

// The authorise address's parts, the state's 8 digits, the exchange, the refusals before any exchange and
// /oauth's handling of its token and redirect values are proved below the browser (docs/testing.md,
// "auth"): here, the real round trips, what the visitor sees when a return is refused, and the chunks.

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

test.describe('single sign-on', () => {
  test('the round trip through the authorise page ends logged in, code and state gone', async ({ page }) => {
    const authorize = await leaveForSso(page, '/work/workShop?id=3');
    const params = authorize.searchParams;
    expect(params.get('client_id')).toBe('shuishan-portal');
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('basic');
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

  test('a return the portal cannot take: it says why, cleans the address and leaves the visitor logged out', async ({
    page,
    request,
    fakeApi,
  }) => {
    const exchanges: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/user/public_db/login') exchanges.push(r.url());
    });
    /** Opens `path` as the authorise page's answer does, the portal having remembered `remembered`. */
    async function comeBack(path: string, remembered: string | null) {
      await page.goto('/home');
      await page.evaluate(
        ([key, state]) =>
          state === null ? sessionStorage.removeItem(key) : sessionStorage.setItem(key, state),
        [STATE_KEY, remembered] as const,
      );
      await page.goto(path);
    }
    const failed = page.getByRole('dialog', { name: '统一身份认证登录失败' });
    const loggedOut = async () => {
      expect(await tokenCookie(page)).toBeUndefined();
      await expect(header(page).getByRole('link', { name: '登录', exact: true })).toBeVisible();
    };

    await test.step('a state other than the one sent: refused before any exchange', async () => {
      await comeBack('/work/workShop?code=anything&state=87654321', '12345678');
      await expect(failed.getByRole('alert')).toHaveText(/state 不匹配/);
      expect(here(page)).toBe('/work/workShop');
      expect(exchanges).toEqual([]);
      await failed.getByRole('button', { name: '知道了' }).click();
      await expect(failed).toBeHidden();
      await loggedOut();
    });

    await test.step('a state the portal never sent (none remembered): refused before any exchange', async () => {
      await comeBack('/home?code=anything&state=12345678', null);
      await expect(failed).toBeVisible();
      expect(here(page)).toBe('/home');
      expect(exchanges).toEqual([]);
      await loggedOut();
    });

    await test.step("a code already used: the server's reason", async () => {
      const signedIn = await request.post(`${fakeApi.url}/oauth2/authorize`, {
        form: {
          response_type: 'code',
          client_id: 'shuishan-portal',
          scope: 'basic',
          redirect_uri: `${PORTAL_ORIGIN}/home`,
          state: '12345678',
          username: STUDENT,
          password: STUDENT,
        },
        maxRedirects: 0,
      });
      const code = new URL(signedIn.headers()['location'] ?? '').searchParams.get('code') ?? '';
      expect((await request.post(`${fakeApi.url}/user/public_db/login?code=${code}`)).status()).toBe(200);
      await comeBack(`/home?code=${encodeURIComponent(code)}&state=12345678`, '12345678');
      await expect(failed.getByRole('alert')).toHaveText(
        '授权码换取登录凭证失败：授权码无效或已使用。请重新登录。',
      );
      expect(exchanges).toHaveLength(1);
      expect(here(page)).toBe('/home');
      await loggedOut();
    });

    await test.step('cancelled on the authorise page (error=access_denied): says so', async () => {
      await comeBack('/work/workShop?error=access_denied&state=12345678', '12345678');
      await expect(page.getByRole('dialog', { name: '已取消统一身份认证登录' })).toBeVisible();
      expect(here(page)).toBe('/work/workShop');
      await loggedOut();
    });
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

  test('refuses a redirect off the portal (//evil.example) and lands on the portal', async ({
    page,
    fakeApi,
  }) => {
    await expectRedirectRefused(page, async () => {
      const token = await fakeApi.token('student');
      await page.goto(
        `/oauth?access_token=${encodeURIComponent(token)}&redirect=${encodeURIComponent('//evil.example')}`,
      );
    });
  });
});
