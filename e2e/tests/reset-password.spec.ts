import type { APIRequestContext, Page } from '@playwright/test';
import type { Locale } from '@shui/contract';
import { expect, test, type FakeApi } from '../fixtures';
import { expectFitsPhone, loginDialog, OPEN_DIALOG, openResetPassword, screenshot, toast } from './dialogs';
import { PHONE, seriousViolations, text, useLanguage } from './helpers';

// The tabs, the rules and messages, the length limits, the send-code failures and countdown, a wrong code
// and the reset by mail are proved below the browser (docs/testing.md, "auth"): here, one reset walked
// in the portal against the fake API (axe on each state), and the phone's screen.

const PHONE_NUMBER = '13800138000';
/** The seeded account with that mail and phone, and its password before the reset. */
const ACCOUNT = 'student';
const OLD_PASSWORD = 'Shui@2025';

const t = (locale: Locale, key: string, values?: Record<string, string>) =>
  text(locale, 'reset-password', key, values);

async function lastCodeTo(fakeApi: FakeApi, to: string): Promise<string> {
  const sent = (await fakeApi.outbox()).filter((entry) => entry.to === to && entry.purpose === 'reset');
  expect(sent.length).toBeGreaterThan(0);
  return sent.at(-1)!.code;
}

async function logsIn(fakeApi: FakeApi, request: APIRequestContext, password: string) {
  const response = await request.post(`${fakeApi.url}/sys/login`, {
    data: { username: ACCOUNT, password, checked: true },
  });
  return response.status() === 200 && ((await response.json()) as { respCode: number }).respCode === 20000;
}

/** The dialog's parts in `locale`, by their labels. */
function parts(page: Page, locale: Locale) {
  const dialog = page.getByRole('dialog', { name: t(locale, 'title') });
  return {
    dialog,
    phoneTab: dialog.getByRole('tab', { name: t(locale, 'tabs.phone') }),
    phone: dialog.getByLabel(t(locale, 'phone'), { exact: true }),
    code: dialog.getByLabel(t(locale, 'code'), { exact: true }),
    send: dialog.getByRole('button', { name: t(locale, 'sendCode') }),
    waiting: dialog.getByRole('button', { name: t(locale, 'resend', { seconds: '60' }) }),
    submit: dialog.getByRole('button', { name: t(locale, 'submit') }),
    done: page.getByRole('dialog', { name: t(locale, 'success.title') }),
  };
}

test('by phone: the code the fake API sent resets the password to the account name; 重新登录 opens login; axe on each state', async ({
  page,
  fakeApi,
  request,
}) => {
  test.slow(); // axe runs three times over antd's styles
  const ui = await openResetPassword(page);
  const zh = parts(page, 'zh');

  await test.step('opened from the login dialog, which it replaces; on the mail tab', async () => {
    await expect(loginDialog(page)).toBeHidden();
    await expect(ui.tab('邮箱找回')).toHaveAttribute('aria-selected', 'true');
    expect(await seriousViolations(page, OPEN_DIALOG)).toEqual([]);
    await screenshot(page, 'reset-password-zh-1440');
    await ui.submit.click();
    await expect(ui.dialog.getByText('请输入正确的邮箱格式')).toBeVisible();
    expect(await seriousViolations(page, OPEN_DIALOG)).toEqual([]);
  });

  await test.step('the phone tab: a code sent, the button waiting, a short code refused', async () => {
    await zh.phoneTab.click();
    await ui.phone.fill(PHONE_NUMBER);
    await ui.send.click();
    await expect(toast(page, '验证码发送成功')).toBeVisible();
    await expect(zh.waiting).toBeDisabled();
    await ui.code.fill('12');
    await ui.submit.click();
    await expect(ui.dialog.getByText('请输入6位验证码')).toBeVisible();
    await screenshot(page, 'reset-password-phone-zh-1440');
  });

  await test.step('the right code: the message dialog, and the password is the account name', async () => {
    await ui.code.fill(await lastCodeTo(fakeApi, PHONE_NUMBER));
    await ui.submit.click();
    await expect(zh.done).toBeVisible();
    await expect(zh.done).toContainText(`密码已重置为账号名 ${ACCOUNT}，请使用账号名登录。`);
    await expect(ui.dialog).toBeHidden();
    expect(await seriousViolations(page, OPEN_DIALOG)).toEqual([]);
    await screenshot(page, 'reset-password-done-zh-1440');
    expect(await logsIn(fakeApi, request, ACCOUNT)).toBe(true);
    expect(await logsIn(fakeApi, request, OLD_PASSWORD)).toBe(false);
  });

  await test.step('重新登录 opens the login dialog', async () => {
    await zh.done.getByRole('button', { name: '重新登录' }).click();
    await expect(zh.done).toBeHidden();
    await expect(loginDialog(page)).toBeVisible();
  });
});

test(
  'on a phone, in English: the dialog, its phone tab and the success message fit the screen',
  PHONE,
  async ({ page, fakeApi }) => {
    await useLanguage(page, 'en');
    await openResetPassword(page, 'en');
    const en = parts(page, 'en');
    await expectFitsPhone(page, en.dialog);
    await screenshot(page, 'reset-password-en-390');

    await en.phoneTab.click();
    await en.phone.fill(PHONE_NUMBER);
    await en.send.click();
    await expect(en.waiting).toBeDisabled();
    await en.code.fill('12');
    await en.submit.click();
    await expect(en.dialog.getByText(t('en', 'validation.codeLength'))).toBeVisible();
    await expectFitsPhone(page, en.dialog);
    await screenshot(page, 'reset-password-phone-en-390');

    await en.code.fill(await lastCodeTo(fakeApi, PHONE_NUMBER));
    await en.submit.click();
    await expect(en.done).toBeVisible();
    await expectFitsPhone(page, en.done);
    await screenshot(page, 'reset-password-done-en-390');
  },
);
