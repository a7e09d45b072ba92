import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { keepScreenshot, text } from './helpers';

/** The dialog on screen (a closed one stays in the page, hidden), for axe's `include`. */
export const OPEN_DIALOG = '.ant-modal-wrap:not([style*="display: none"])';

/** The toast (antd message) saying exactly `message`. */
export const toast = (page: Page, message: string) =>
  page.locator('.ant-message').getByText(message, { exact: true });

/** Opens the registration tip as a visitor does: the header's register link (need-register). */
export async function openRegisterTip(page: Page, name = '注册'): Promise<Locator> {
  await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
  return page.getByRole('dialog');
}

/** A screenshot of the page with its dialog, kept in e2e/artifacts (git-ignored) to look at. */
export const screenshot = (page: Page, name: string): Promise<void> => keepScreenshot(page, name);

/** The login dialog, by its zh title. */
export const loginDialog = (page: Page) => page.getByRole('dialog', { name: '账号登录' });

/** Opens the login dialog the way a visitor does: the header's login link on `path`. */
export async function openLoginDialog(page: Page, path = '/home'): Promise<Locator> {
  await page.goto(path);
  await page.getByRole('banner').getByRole('link', { name: '登录', exact: true }).click();
  await expect(loginDialog(page)).toBeVisible();
  return loginDialog(page);
}

/** Fills the login form in `scope` (the dialog or the /login page) and ticks the agreement. */
export async function fillLogin(scope: Locator, username: string, password: string): Promise<void> {
  await scope.getByLabel('用户名').fill(username);
  await scope.getByLabel('密码', { exact: true }).fill(password);
  await scope.getByRole('checkbox', { name: '我已阅读并同意《水杉在线用户协议》' }).check();
}

/** The login dialog's forgot-password link (its texts belong to the login feature). */
const FORGOT: Record<'zh' | 'en', string | RegExp> = { zh: '忘记密码', en: /forgot/i };

/** The dialog that offers the forgot-password link (the login dialog in either language). */
function forgotPasswordOffer(page: Page, locale: 'zh' | 'en'): Locator {
  // `has` is relative to each dialog.
  const forgot = page.getByRole('link', { name: FORGOT[locale] });
  const forgotButton = page.getByRole('button', { name: FORGOT[locale] });
  return page.getByRole('dialog').filter({ has: forgot.or(forgotButton) });
}

/** As in the portal: the header's 登录 link opens the login dialog, whose 忘记密码 opens this one. */
export async function openResetPassword(page: Page, locale: 'zh' | 'en' = 'zh') {
  await page.goto('/home');
  await page
    .getByRole('banner')
    .getByRole('link', { name: text(locale, 'common', 'header.login'), exact: true })
    .click();
  const login = forgotPasswordOffer(page, locale);
  await expect(login).toBeVisible();
  await login
    .getByRole('link', { name: FORGOT[locale] })
    .or(login.getByRole('button', { name: FORGOT[locale] }))
    .click();
  const dialog = page.getByRole('dialog', { name: text(locale, 'reset-password', 'title') });
  await expect(dialog).toBeVisible();
  return {
    dialog,
    tab: (name: string) => dialog.getByRole('tab', { name }),
    mail: dialog.getByLabel('邮箱', { exact: true }),
    phone: dialog.getByLabel('手机号', { exact: true }),
    code: dialog.getByLabel('验证码', { exact: true }),
    send: dialog.getByRole('button', { name: '发送验证码' }),
    submit: dialog.getByRole('button', { name: '重置密码' }),
  };
}

/**
 * On the phone (390 px wide): the page does not scroll sideways and `box` (a dialog, a card) lies whole
 * within the screen's width.
 */
export async function expectFitsPhone(page: Page, box: Locator): Promise<void> {
  const width = 390;
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity)).toBeLessThanOrEqual(
    width,
  );
  const bounds = await box.boundingBox();
  expect(bounds).not.toBeNull();
  expect(bounds!.x).toBeGreaterThanOrEqual(0);
  expect(bounds!.x + bounds!.width).toBeLessThanOrEqual(width);
}
