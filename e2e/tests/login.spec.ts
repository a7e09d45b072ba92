import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { PORTAL_ORIGIN } from '../portal';
import { expectFitsPhone, fillLogin, loginDialog, openLoginDialog } from './dialogs';
import {
  keepScreenshot,
  PHONE,
  seriousViolations,
  text,
  tokenCookie,
  useLanguage,
  userMenu,
} from './helpers';

// The form's rules and messages, the 32-character limits, "登录中...", a missing access_token, the
// identifiers a login takes and the /login page's redirect values are proved below the browser
// (docs/testing.md, "auth"): here, what needs a page, its layout, its reloads and the real fake API.

const header = (page: Page) => page.getByRole('banner');

test.describe('login dialog', () => {
  test('opens from the header, 400 px wide, focused, with the spec links; with its errors, axe finds nothing serious', async ({
    page,
  }, testInfo) => {
    const login = await openLoginDialog(page, '/work/workShop');
    // The header link did not leave the page: the dialog claimed it.
    await expect(page).toHaveURL(/\/work\/workShop$/);
    // Measured once the opening animation (a zoom) is over.
    await expect.poll(async () => Math.round((await login.boundingBox())?.width ?? 0)).toBe(400);
    await expect(login.getByLabel('用户名')).toBeFocused();
    for (const name of ['忘记密码', '立即注册', '问题反馈']) {
      await expect(login.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(login.getByRole('button', { name: '统一身份认证登录' })).toBeVisible();

    await login.getByRole('button', { name: '登录', exact: true }).click();
    await expect(login.getByText('请输入用户名', { exact: true })).toBeVisible();
    await expect(login.getByLabel('用户名')).toBeFocused();
    expect(await seriousViolations(page, '.shui-login-dialog')).toEqual([]);
    await keepScreenshot(page, 'login-dialog-desktop-zh', { testInfo });

    await page.keyboard.press('Escape');
    await expect(loginDialog(page)).toBeHidden();
  });

  test("a wrong password shows the server's message; the right one: success toast, then the page reloads logged in", async ({
    page,
  }) => {
    const login = await openLoginDialog(page, '/work/workShop');
    await fillLogin(login, 'student', 'Wrong@2025');
    await login.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('用户名或密码错误', { exact: true })).toBeVisible();
    await expect(login.getByRole('button', { name: '登录', exact: true })).toBeEnabled();
    expect(await tokenCookie(page)).toBeUndefined();

    // The next try goes from the values kept.
    await login.getByLabel('密码', { exact: true }).fill('Shui@2025');
    const reloaded = page.waitForEvent('load');
    await login.getByLabel('密码', { exact: true }).press('Enter');
    await expect(page.getByText('登录成功', { exact: true })).toBeVisible();
    await expect(loginDialog(page)).toBeHidden();
    expect(await tokenCookie(page)).toBeDefined();
    await reloaded;
    await expect(page).toHaveURL(/\/work\/workShop$/);
    await expect(userMenu(page, '李同学')).toBeVisible();
    await expect(header(page).getByRole('link', { name: '登录', exact: true })).toHaveCount(0);
  });
});

test.describe('/login page', () => {
  test('passes axe, logs in and goes back to the redirect with a full load', async ({ page }, testInfo) => {
    await page.goto('/login?redirect=%2Fwork%2FworkShop%3Fid%3D3');
    await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
    await expect(page).toHaveTitle(/登录/);
    expect(await seriousViolations(page, '.shui-login-page')).toEqual([]);
    await keepScreenshot(page, 'login-page-desktop-zh', { fullPage: true, testInfo });

    const main = page.getByRole('main');
    await fillLogin(main, 'student', 'Shui@2025');
    await main.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('登录成功', { exact: true })).toBeVisible();
    await page.waitForURL(`${PORTAL_ORIGIN}/work/workShop?id=3`);
    await expect(userMenu(page, '李同学')).toBeVisible();
  });

  test('after a real login, refuses a redirect off the portal and goes home', async ({ page, context }) => {
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest() && !r.url().startsWith(PORTAL_ORIGIN)) elsewhere.push(r.url());
    });
    await context.route('https://evil.example/**', (route) => route.abort());
    await page.goto(`/login?redirect=${encodeURIComponent('/%2F%2Fevil.example')}`);
    const main = page.getByRole('main');
    await fillLogin(main, 'student', 'Shui@2025');
    await main.getByLabel('密码', { exact: true }).press('Enter');
    await page.waitForURL(`${PORTAL_ORIGIN}/home`);
    await expect(userMenu(page, '李同学')).toBeVisible();
    expect(elsewhere).toEqual([]);
  });
});

test(
  'on a phone, in English: the /login page and the login dialog fit the screen',
  PHONE,
  async ({ page }, testInfo) => {
    await useLanguage(page, 'en');
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: text('en', 'auth', 'page.title') })).toBeVisible();
    await expect(page.getByRole('button', { name: text('en', 'auth', 'form.sso') })).toBeVisible();
    await expectFitsPhone(page, page.locator('.shui-login-page__card'));
    await keepScreenshot(page, 'login-page-phone-en', { fullPage: true, testInfo });

    await page.goto('/home');
    await header(page)
      .getByRole('link', { name: text('en', 'common', 'header.login'), exact: true })
      .click();
    const login = page.getByRole('dialog', { name: text('en', 'auth', 'dialog.title') });
    await login.getByRole('button', { name: text('en', 'auth', 'form.submit'), exact: true }).click();
    await expect(login.getByText(text('en', 'auth', 'validation.usernameRequired'))).toBeVisible();
    await expectFitsPhone(page, login);
    await keepScreenshot(page, 'login-dialog-phone-en', { testInfo });
  },
);
