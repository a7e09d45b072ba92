import type { APIRequestContext } from '@playwright/test';
import type { Locale } from '@shui/contract';
import { expect, test, type FakeApi } from '../fixtures';
import {
  expectSendCountdown,
  loginDialog,
  OPEN_DIALOG,
  openResetPassword,
  screenshot,
  toast,
} from './dialogs';
import { desktop, SCREENSHOT_SIZES, seriousViolations, text, useLanguage } from './helpers';

const MAIL = 'student@example.com';
const PHONE = '13800138000';
/** The seeded account with that mail and phone, and its password before the reset. */
const ACCOUNT = 'student';
const OLD_PASSWORD = 'Shui@2025';

const t = (locale: Locale, key: string, values?: Record<string, string>) =>
  text(locale, 'resetPassword', key, values);

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

test.use(desktop);

test.describe('forgot password: tabs and validation', () => {
  test('opens on the mail tab; a mail takes at most 30 characters', async ({ page }) => {
    const ui = await openResetPassword(page);
    await expect(ui.tab('邮箱找回')).toHaveAttribute('aria-selected', 'true');
    await expect(ui.tab('手机号找回')).toHaveAttribute('aria-selected', 'false');
    await ui.mail.pressSequentially('a'.repeat(25) + '@example.com');
    await expect(ui.mail).toHaveValue(('a'.repeat(25) + '@example.com').slice(0, 30));
  });

  test('mail: required and of the standard pattern (请输入正确的邮箱格式)', async ({ page, fakeApi }) => {
    const ui = await openResetPassword(page);
    await ui.submit.click();
    await expect(ui.dialog.getByText('请输入正确的邮箱格式')).toBeVisible();
    await ui.mail.fill('student@example');
    await ui.send.click();
    await expect(ui.dialog.getByText('请输入正确的邮箱格式')).toBeVisible();
    await ui.mail.fill(MAIL);
    await expect(ui.dialog.getByText('请输入正确的邮箱格式')).toBeHidden();
    expect(await fakeApi.outbox()).toEqual([]);
  });

  test('phone: the phone pattern (请输入正确的手机号码), at most 11 digits', async ({ page, fakeApi }) => {
    const ui = await openResetPassword(page);
    await ui.tab('手机号找回').click();
    await expect(ui.tab('手机号找回')).toHaveAttribute('aria-selected', 'true');
    await ui.phone.fill('12800138000');
    await ui.send.click();
    await expect(ui.dialog.getByText('请输入正确的手机号码')).toBeVisible();
    await ui.phone.fill('');
    await ui.phone.pressSequentially('138001380009');
    await expect(ui.phone).toHaveValue(PHONE);
    await expect(ui.dialog.getByText('请输入正确的手机号码')).toBeHidden();
    expect(await fakeApi.outbox()).toEqual([]);
  });

  test('resetting before a code was sent: 请先发送验证码', async ({ page, fakeApi }) => {
    const ui = await openResetPassword(page);
    await ui.mail.fill(MAIL);
    await ui.code.fill('123456');
    await ui.submit.click();
    await expect(ui.dialog.getByText('请先发送验证码')).toBeVisible();
    expect(await fakeApi.outbox()).toEqual([]);
  });

  test('the code: exactly 6 characters (请输入6位验证码), at most 6', async ({ page }) => {
    const ui = await openResetPassword(page);
    await ui.mail.fill(MAIL);
    await ui.send.click();
    await expect(toast(page, '验证码发送成功')).toBeVisible();
    await ui.code.fill('12345');
    await ui.submit.click();
    await expect(ui.dialog.getByText('请输入6位验证码')).toBeVisible();
    await ui.code.fill('');
    await ui.code.pressSequentially('1234567');
    await expect(ui.code).toHaveValue('123456');
    await expect(ui.dialog.getByText('请输入6位验证码')).toBeHidden();
  });
});

test.describe('forgot password: send code', () => {
  test('a mail no account has: 该邮箱未匹配到用户…', async ({ page }) => {
    const ui = await openResetPassword(page);
    await ui.mail.fill('nobody@example.com');
    await ui.send.click();
    await expect(toast(page, '该邮箱未匹配到用户，请尝试手机号找回或联系管理员绑定邮箱')).toBeVisible();
    await expect(page.getByText(/Required String parameter/)).toHaveCount(0);
    await expect(ui.send).toBeEnabled();
  });

  test('a phone no account has: 该手机号未匹配到用户…', async ({ page }) => {
    const ui = await openResetPassword(page);
    await ui.tab('手机号找回').click();
    await ui.phone.fill('13700137000');
    await ui.send.click();
    await expect(toast(page, '该手机号未匹配到用户，请尝试邮箱找回或联系管理员绑定手机号')).toBeVisible();
  });

  test('another failure shows the server message', async ({ page, fakeApi }) => {
    await fakeApi.addFault({
      method: 'POST',
      path: '/portal/reset/sendCode',
      respCode: 50000,
      respMsg: '短信服务繁忙',
    });
    const ui = await openResetPassword(page);
    await ui.mail.fill(MAIL);
    await ui.send.click();
    await expect(toast(page, '短信服务繁忙')).toBeVisible();
  });

  test('disabled for 60 seconds, counting each second, then sendable again', async ({ page, fakeApi }) => {
    await expectSendCountdown(page, fakeApi, MAIL, async () => {
      const ui = await openResetPassword(page);
      await ui.mail.fill(MAIL);
      return ui;
    });
  });
});

test.describe('forgot password: reset', () => {
  for (const method of ['mail', 'phone'] as const) {
    test(`by ${method}: the outbox code resets the password to the account name; 重新登录 opens login`, async ({
      page,
      fakeApi,
      request,
    }) => {
      const ui = await openResetPassword(page);
      const to = method === 'mail' ? MAIL : PHONE;
      if (method === 'phone') await ui.tab('手机号找回').click();
      await (method === 'mail' ? ui.mail : ui.phone).fill(to);
      await ui.send.click();
      await expect(toast(page, '验证码发送成功')).toBeVisible();
      await ui.code.fill(await lastCodeTo(fakeApi, to));
      await ui.submit.click();

      const done = page.getByRole('dialog', { name: '密码重置成功' });
      await expect(done).toBeVisible();
      await expect(done).toContainText(`密码已重置为账号名 ${ACCOUNT}，请使用账号名登录。`);
      await expect(ui.dialog).toBeHidden();
      expect(await logsIn(fakeApi, request, ACCOUNT)).toBe(true);
      expect(await logsIn(fakeApi, request, OLD_PASSWORD)).toBe(false);

      await done.getByRole('button', { name: '重新登录' }).click();
      await expect(done).toBeHidden();
      await expect(loginDialog(page)).toBeVisible();
    });
  }

  test('a wrong code: the server message, the values kept', async ({ page, fakeApi, request }) => {
    const ui = await openResetPassword(page);
    await ui.mail.fill(MAIL);
    await ui.send.click();
    await expect(toast(page, '验证码发送成功')).toBeVisible();
    const code = await lastCodeTo(fakeApi, MAIL);
    const wrong = code === '000000' ? '111111' : '000000';
    await ui.code.fill(wrong);
    await ui.submit.click();
    await expect(toast(page, '验证码错误或已失效')).toBeVisible();
    await expect(ui.dialog).toBeVisible();
    await expect(ui.mail).toHaveValue(MAIL);
    await expect(ui.code).toHaveValue(wrong);
    expect(await logsIn(fakeApi, request, OLD_PASSWORD)).toBe(true);
  });
});

test.describe('accessibility (axe)', () => {
  test('the dialog, with errors shown, and the success message: no serious or critical violations', async ({
    page,
    fakeApi,
  }) => {
    test.slow(); // axe runs several times over antd's styles
    const ui = await openResetPassword(page);
    expect(await seriousViolations(page, OPEN_DIALOG)).toEqual([]);
    await ui.submit.click();
    await expect(ui.dialog.getByText('请输入正确的邮箱格式')).toBeVisible();
    expect(await seriousViolations(page, OPEN_DIALOG)).toEqual([]);
    await ui.mail.fill(MAIL);
    await ui.send.click();
    await ui.code.fill(await lastCodeTo(fakeApi, MAIL));
    await ui.submit.click();
    await expect(page.getByRole('dialog', { name: '密码重置成功' })).toBeVisible();
    await expect(ui.dialog).toBeHidden();
    expect(await seriousViolations(page, OPEN_DIALOG)).toEqual([]);
  });
});

for (const [device, use] of SCREENSHOT_SIZES) {
  test.describe(`screenshots at ${device}`, () => {
    test.use(use);
    for (const locale of ['zh', 'en'] as const) {
      test(`the dialog and its success message in ${locale}`, async ({ page, fakeApi }) => {
        await useLanguage(page, locale);
        const { dialog } = await openResetPassword(page, locale);
        await screenshot(page, `reset-password-${locale}-${device}`);
        await dialog.getByRole('tab', { name: t(locale, 'tabs.phone') }).click();
        await dialog.getByLabel(t(locale, 'phone'), { exact: true }).fill(PHONE);
        await dialog.getByRole('button', { name: t(locale, 'sendCode') }).click();
        await expect(
          dialog.getByRole('button', { name: t(locale, 'resend', { seconds: '60' }) }),
        ).toBeDisabled();
        await dialog.getByLabel(t(locale, 'code'), { exact: true }).fill('12');
        await dialog.getByRole('button', { name: t(locale, 'submit') }).click();
        await expect(dialog.getByText(t(locale, 'validation.codeLength'))).toBeVisible();
        await screenshot(page, `reset-password-phone-${locale}-${device}`);
        await dialog.getByLabel(t(locale, 'code'), { exact: true }).fill(await lastCodeTo(fakeApi, PHONE));
        await dialog.getByRole('button', { name: t(locale, 'submit') }).click();
        await expect(page.getByRole('dialog', { name: t(locale, 'success.title') })).toBeVisible();
        await screenshot(page, `reset-password-done-${locale}-${device}`);
      });
    }
  });
}
