import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { type Locale } from '@shui/contract';
import { expect, test } from '../fixtures';
import { PORTAL_ORIGIN } from '../portal';
import { fillLogin, loginDialog, openLoginDialog } from './dialogs';
import {
  expectRedirectRefused,
  keepScreenshot,
  openLoggedIn,
  REDIRECT_BYPASSES,
  text,
  tokenCookie,
  useLanguage,
  userMenu,
} from './helpers';

const header = (page: Page) => page.getByRole('banner');
const dialog = loginDialog;

test.describe('login dialog', () => {
  test('opens from the header, 400 px wide, with the spec links and the single sign-on button', async ({
    page,
  }) => {
    const login = await openLoginDialog(page, '/work/workShop');
    // The header link did not leave the page: the dialog claimed it.
    await expect(page).toHaveURL(/\/work\/workShop$/);
    // Measured once the opening animation (a zoom) is over.
    await expect.poll(async () => Math.round((await login.boundingBox())?.width ?? 0)).toBe(400);
    await expect(login.getByLabel('用户名')).toBeFocused();
    await expect(login.getByLabel('用户名')).toHaveAttribute('placeholder', '用户名/手机号/邮箱/学号');
    for (const name of ['忘记密码', '立即注册', '问题反馈']) {
      await expect(login.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(login.getByRole('button', { name: '统一身份认证登录' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  });

  test('says what is missing, field by field, and sends nothing', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/sys/login')) calls.push(r.url());
    });
    const login = await openLoginDialog(page);
    await login.getByRole('button', { name: '登录', exact: true }).click();
    await expect(login.getByText('请输入用户名', { exact: true })).toBeVisible();
    await expect(login.getByText('请输入密码', { exact: true })).toBeVisible();
    await expect(login.getByText('需勾选同意《水杉在线用户协议》', { exact: true })).toBeVisible();
    await expect(login.getByLabel('用户名')).toBeFocused();
    await expect(login.getByLabel('用户名')).toHaveAttribute('aria-invalid', 'true');

    // Spaces are no username; the agreement alone still missing keeps its message.
    await login.getByLabel('用户名').fill('   ');
    await login.getByLabel('密码', { exact: true }).fill('Shui@2025');
    await login.getByLabel('密码', { exact: true }).press('Enter');
    await expect(login.getByText('请输入用户名', { exact: true })).toBeVisible();
    await expect(login.getByText('请输入密码', { exact: true })).toBeHidden();
    await login.getByLabel('用户名').fill('student');
    await expect(login.getByText('请输入用户名', { exact: true })).toBeHidden();
    await login.getByLabel('密码', { exact: true }).press('Enter');
    await expect(login.getByText('需勾选同意《水杉在线用户协议》', { exact: true })).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('stops username and password at 32 characters', async ({ page }) => {
    const login = await openLoginDialog(page);
    await login.getByLabel('用户名').pressSequentially('u'.repeat(40));
    await login.getByLabel('密码', { exact: true }).pressSequentially('p'.repeat(40));
    await expect(login.getByLabel('用户名')).toHaveValue('u'.repeat(32));
    await expect(login.getByLabel('密码', { exact: true })).toHaveValue('p'.repeat(32));
  });

  const accounts = [
    { by: 'username', username: 'student', password: 'Shui@2025', name: '李同学' },
    { by: 'phone', username: '13800138000', password: 'Shui@2025', name: '李同学' },
    { by: 'e-mail', username: 'student@example.com', password: 'Shui@2025', name: '李同学' },
    { by: 'student number', username: '10215501001', password: '10215501001', name: '张合作' },
  ];
  for (const account of accounts) {
    test(`logs in by ${account.by}: success toast, then the page reloads logged in`, async ({ page }) => {
      const login = await openLoginDialog(page, '/work/workShop');
      const sent = page.waitForRequest((r) => r.url().endsWith('/sys/login') && r.method() === 'POST');
      // Spaces around the name are trimmed before sending.
      await fillLogin(login, ` ${account.username} `, account.password);
      await login.getByLabel('密码', { exact: true }).press('Enter');
      expect((await sent).postDataJSON()).toEqual({
        username: account.username,
        password: account.password,
        checked: true,
      });

      await expect(page.getByText('登录成功', { exact: true })).toBeVisible();
      await expect(dialog(page)).toBeHidden();
      expect(await tokenCookie(page)).toBeDefined();
      const reloaded = page.waitForEvent('load');
      await reloaded;
      await expect(page).toHaveURL(/\/work\/workShop$/);
      await expect(userMenu(page, account.name)).toBeVisible();
      await expect(header(page).getByRole('link', { name: '登录', exact: true })).toHaveCount(0);
    });
  }

  test('shows 登录中... while the call runs', async ({ page, fakeApi }) => {
    await fakeApi.addFault({ method: 'POST', path: '/sys/login', delayMs: 1500, times: 1 });
    const login = await openLoginDialog(page);
    await fillLogin(login, 'student', 'Shui@2025');
    await login.getByRole('button', { name: '登录', exact: true }).click();
    await expect(login.getByRole('button', { name: '登录中...' })).toBeVisible();
    await expect(page.getByText('登录成功', { exact: true })).toBeVisible();
  });

  test('a wrong password shows the server message, clears the loading and keeps the values', async ({
    page,
  }) => {
    const login = await openLoginDialog(page);
    await fillLogin(login, 'student', 'Wrong@2025');
    await login.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('用户名或密码错误', { exact: true })).toBeVisible();
    await expect(login.getByRole('button', { name: '登录', exact: true })).toBeEnabled();
    await expect(login.getByLabel('用户名')).toHaveValue('student');
    await expect(login.getByLabel('密码', { exact: true })).toHaveValue('Wrong@2025');
    await expect(login.getByRole('checkbox', { name: '我已阅读并同意《水杉在线用户协议》' })).toBeChecked();
    expect(await tokenCookie(page)).toBeUndefined();

    // And the next try with the right password works from the kept values.
    await login.getByLabel('密码', { exact: true }).fill('Shui@2025');
    await login.getByLabel('密码', { exact: true }).press('Enter');
    await expect(page.getByText('登录成功', { exact: true })).toBeVisible();
  });

  test('an answer without access_token logs nobody in and keeps the values', async ({ page, fakeApi }) => {
    await fakeApi.addFault({
      method: 'POST',
      path: '/sys/login',
      respCode: 20000,
      respMsg: '登录成功',
      times: 1,
    });
    // The page's clock, moved on by hand: a success would toast and reload 2 s later.
    await page.clock.install();
    const login = await openLoginDialog(page);
    await fillLogin(login, 'student', 'Shui@2025');
    await login.getByRole('button', { name: '登录', exact: true }).click();
    await expect(login.getByRole('button', { name: '登录', exact: true })).toBeEnabled();
    await expect(login.getByLabel('用户名')).toHaveValue('student');
    await page.clock.runFor(2500);
    expect(await tokenCookie(page)).toBeUndefined();
    await expect(dialog(page)).toBeVisible();
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    const login = await openLoginDialog(page);
    await login.getByRole('button', { name: '登录', exact: true }).click();
    await expect(login.getByText('请输入用户名', { exact: true })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('.shui-login-dialog').analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('/login page', () => {
  test('logs in and goes back to the redirect with a full load', async ({ page }) => {
    await page.goto('/login?redirect=%2Fwork%2FworkShop%3Fid%3D3');
    await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
    await expect(page).toHaveTitle(/登录/);
    const main = page.getByRole('main');
    await fillLogin(main, 'student', 'Shui@2025');
    await main.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('登录成功', { exact: true })).toBeVisible();
    await page.waitForURL(`${PORTAL_ORIGIN}/work/workShop?id=3`);
    await expect(userMenu(page, '李同学')).toBeVisible();
  });

  test('without a redirect goes to /', async ({ page }) => {
    await page.goto('/login');
    const main = page.getByRole('main');
    await fillLogin(main, 'student', 'Shui@2025');
    await main.getByLabel('密码', { exact: true }).press('Enter');
    await page.waitForURL(`${PORTAL_ORIGIN}/home`);
    await expect(userMenu(page, '李同学')).toBeVisible();
  });

  test('logged in already, goes to the redirect at once', async ({ page, fakeApi }) => {
    await openLoggedIn(page, fakeApi, '/login?redirect=%2Fcenter%3Ftab%3Db');
    await page.waitForURL(`${PORTAL_ORIGIN}/center?tab=b`);
    await expect(page.getByRole('heading', { name: '账号登录' })).toHaveCount(0);
  });

  // The login page's own redirect check is also tried with three more encodings.
  const bypasses = [
    ...REDIRECT_BYPASSES,
    '%2F%5Cevil.example',
    'javascript%3Aalert(1)',
    'https%253A%252F%252Fevil.example',
  ];

  for (const redirect of bypasses) {
    test(`refuses the redirect ${redirect} and stays on the portal`, async ({ page, fakeApi }) => {
      // The raw value goes into the query as it is: encodeURIComponent once more, so the page reads it back.
      await expectRedirectRefused(page, () =>
        openLoggedIn(page, fakeApi, `/login?redirect=${encodeURIComponent(redirect)}`),
      );
    });
  }

  test('refuses a bypass after a real login too', async ({ page, context }) => {
    await context.route('https://evil.example/**', (route) => route.abort());
    await page.goto(`/login?redirect=${encodeURIComponent('/%2F%2Fevil.example')}`);
    const main = page.getByRole('main');
    await fillLogin(main, 'student', 'Shui@2025');
    await main.getByLabel('密码', { exact: true }).press('Enter');
    await page.waitForURL(`${PORTAL_ORIGIN}/home`);
    expect(new URL(page.url()).origin).toBe(PORTAL_ORIGIN);
  });

  test('/login?register=1 stays on the login page (the registration tip opens over it when present)', async ({
    page,
  }) => {
    await page.goto('/login?register=1');
    await expect(page).toHaveURL(/\/login\?register=1$/);
    const tip = page.getByRole('dialog').filter({ hasNotText: '账号登录' });
    const form = page.getByRole('main').getByLabel('用户名');
    await expect(tip.or(form).first()).toBeVisible();
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('.shui-login-page').analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

const screens = [
  { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

for (const screen of screens) {
  for (const locale of ['zh', 'en'] as Locale[]) {
    test.describe(`screenshots, ${screen.name}, ${locale}`, () => {
      test.use(screen.use);
      test.beforeEach(async ({ page }) => {
        await useLanguage(page, locale);
      });

      test('login dialog and /login page fit the screen', async ({ page }, testInfo) => {
        const title = text(locale, 'auth', 'page.title');
        await page.goto('/login');
        await expect(page.getByRole('heading', { name: title })).toBeVisible();
        await expect(page.getByRole('button', { name: text(locale, 'auth', 'form.sso') })).toBeVisible();
        await keepScreenshot(page, `login-page-${screen.name}-${locale}`, { fullPage: true, testInfo });
        const width = screen.use.viewport.width;
        expect(
          await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity),
        ).toBeLessThanOrEqual(width);

        await page.goto('/home');
        await header(page)
          .getByRole('link', { name: text(locale, 'common', 'header.login'), exact: true })
          .click();
        const login = page.getByRole('dialog', { name: text(locale, 'auth', 'dialog.title') });
        await expect(login).toBeVisible();
        await login.getByRole('button', { name: text(locale, 'auth', 'form.submit'), exact: true }).click();
        await expect(login.getByText(text(locale, 'auth', 'validation.usernameRequired'))).toBeVisible();
        const box = await login.boundingBox();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? Infinity) <= width).toBe(true);
        await keepScreenshot(page, `login-dialog-${screen.name}-${locale}`, { testInfo });
      });
    });
  }
}
