import type { Page } from '@playwright/test';
import type { Locale } from '@shui/contract';
import { expect, test } from '../fixtures';
import { expectFitsPhone, loginDialog, OPEN_DIALOG, openRegisterTip, screenshot, toast } from './dialogs';
import { PHONE, seriousViolations, text, useLanguage } from './helpers';

// The form's rules and messages, its length limits, the send-code countdown and a wrong code are proved
// below the browser (docs/testing.md, "auth"): here, the dialogs as the header opens them, one at a time,
// axe, the phone's screen, and a registration with the fake API's real code.

const NEW_PHONE = '13712345678';
const PASSWORD = 'Shui2025!';

const tipDialog = (page: Page) => page.getByRole('dialog', { name: '注册提示' });
const registerDialog = (page: Page) => page.getByRole('dialog', { name: '注册账号' });

test("the header's 注册 opens the tip; the account dialogs open one at a time; axe finds nothing serious", async ({
  page,
}) => {
  test.slow(); // axe runs twice over antd's styles
  await page.goto('/home');

  await test.step('the tip, over the page it was opened on', async () => {
    await openRegisterTip(page);
    await expect(tipDialog(page)).toContainText(
      '请直接使用学号登录，初始密码与学号相同，登录后可在个人中心修改密码',
    );
    await expect(page).toHaveURL(/\/home$/);
    expect(await seriousViolations(page, OPEN_DIALOG)).toEqual([]);
    await screenshot(page, 'register-tip-zh-1440');
  });

  await test.step('返回登录 swaps it for the login dialog, whose 立即注册 brings it back', async () => {
    await tipDialog(page).getByRole('button', { name: '返回登录' }).click();
    await expect(loginDialog(page)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await loginDialog(page).getByRole('link', { name: '立即注册', exact: true }).click();
    await expect(tipDialog(page)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  await test.step('继续注册 swaps it for the form, whose errors pass axe', async () => {
    await tipDialog(page).getByRole('button', { name: '继续注册' }).click();
    const form = registerDialog(page);
    await expect(form).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await form.getByRole('button', { name: '注册', exact: true }).click();
    await expect(form.getByText('请输入手机号', { exact: true })).toBeVisible();
    // Pointer off the button: its lighter hover green is a matter of the portal's theme, not this dialog.
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page, OPEN_DIALOG)).toEqual([]);
    await screenshot(page, 'register-form-zh-1440');
  });
});

test('with the code the fake API sent: 注册成功，请登录, the login dialog, and the new account logs in', async ({
  page,
  fakeApi,
  request,
}) => {
  await page.goto('/home');
  await openRegisterTip(page);
  await tipDialog(page).getByRole('button', { name: '继续注册' }).click();
  const form = registerDialog(page);
  await form.getByLabel('手机号').fill(NEW_PHONE);
  await form.getByRole('button', { name: '发送验证码' }).click();
  await expect(toast(page, '验证码发送成功')).toBeVisible();
  const sent = (await fakeApi.outbox()).filter((entry) => entry.to === NEW_PHONE);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.code).toMatch(/^\d{6}$/);
  await form.getByLabel('验证码').fill(sent[0]!.code);
  await form.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await form.getByLabel('确认密码').fill(PASSWORD);
  await form.getByRole('checkbox', { name: '我已阅读并同意《水杉在线用户协议》' }).check();
  await form.getByRole('button', { name: '注册', exact: true }).click();

  await expect(toast(page, '注册成功，请登录')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(loginDialog(page)).toBeVisible();
  const login = await request.post(`${fakeApi.url}/sys/login`, {
    data: { username: NEW_PHONE, password: PASSWORD, checked: true },
  });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { respCode: number; data: { access_token: string } };
  expect(body.respCode).toBe(20000);
  expect(body.data.access_token).toBeTruthy();
});

test(
  'on a phone: the tip and the form fit the screen, in English and in Chinese',
  PHONE,
  async ({ page }) => {
    for (const locale of ['en', 'zh'] as Locale[]) {
      await test.step(locale, async () => {
        await useLanguage(page, locale);
        await page.goto('/home');
        await openRegisterTip(page, text(locale, 'common', 'header.register'));
        const tip = page.getByRole('dialog', { name: text(locale, 'register', 'tip.title') });
        await expect(tip).toBeVisible();
        await expectFitsPhone(page, tip);
        await screenshot(page, `register-tip-${locale}-390`);

        await tip.getByRole('button', { name: text(locale, 'register', 'tip.continue') }).click();
        const form = page.getByRole('dialog', { name: text(locale, 'register', 'form.title') });
        await form
          .getByRole('button', { name: text(locale, 'register', 'form.submit'), exact: true })
          .click();
        await expect(form.getByText(text(locale, 'register', 'validation.phoneRequired'))).toBeVisible();
        await expectFitsPhone(page, form);
        await screenshot(page, `register-form-${locale}-390`);
      });
    }
  },
);
