import type { Page } from '@playwright/test';
import { limits } from '@shui/contract';
import { expect, test } from '../fixtures';
import { expectSendCountdown, OPEN_DIALOG, openRegisterTip, screenshot, toast } from './dialogs';
import { desktop, SCREENSHOT_SIZES, seriousViolations, text, useLanguage } from './helpers';

const NEW_PHONE = '13712345678';
const PASSWORD = 'Shui2025!';

const tipDialog = (page: Page) => page.getByRole('dialog', { name: '注册提示' });
const registerDialog = (page: Page) => page.getByRole('dialog', { name: '注册账号' });

/** From /home: header link -> tip -> continue; answers the register form's parts. */
async function openRegisterForm(page: Page) {
  await page.goto('/home');
  await openRegisterTip(page);
  await tipDialog(page).getByRole('button', { name: '继续注册' }).click();
  const dialog = registerDialog(page);
  await expect(dialog).toBeVisible();
  await expect(tipDialog(page)).toBeHidden();
  return {
    dialog,
    phone: dialog.getByLabel('手机号'),
    code: dialog.getByLabel('验证码'),
    password: dialog.getByLabel('密码', { exact: true }),
    confirm: dialog.getByLabel('确认密码'),
    agreement: dialog.getByRole('checkbox', { name: '我已阅读并同意《水杉在线用户协议》' }),
    send: dialog.getByRole('button', { name: '发送验证码' }),
    submit: dialog.getByRole('button', { name: '注册', exact: true }),
  };
}

test.use(desktop);

test.describe('registration tip', () => {
  test("the header's 注册 link opens the tip for partner-university students", async ({ page }) => {
    await page.goto('/home');
    await openRegisterTip(page);
    const tip = tipDialog(page);
    await expect(tip).toBeVisible();
    await expect(tip).toContainText('请直接使用学号登录，初始密码与学号相同，登录后可在个人中心修改密码');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('返回登录 leaves the tip for the login dialog', async ({ page }) => {
    await page.goto('/home');
    await openRegisterTip(page);
    await tipDialog(page).getByRole('button', { name: '返回登录' }).click();
    await expect(tipDialog(page)).toBeHidden();
    await expect(registerDialog(page)).toHaveCount(0);
  });

  test('继续注册 opens the register form', async ({ page }) => {
    const form = await openRegisterForm(page);
    await expect(form.phone).toBeVisible();
    await expect(form.submit).toBeVisible();
  });
});

test.describe('register form validation', () => {
  test('an empty form names each required field and the agreement', async ({ page }) => {
    const form = await openRegisterForm(page);
    await form.submit.click();
    for (const message of [
      '请输入手机号',
      '请输入验证码',
      '请填写密码',
      '请输入新密码',
      '需勾选同意《水杉在线用户协议》',
    ]) {
      await expect(form.dialog.getByText(message, { exact: true })).toBeVisible();
    }
  });

  test('a wrong phone: 请输入正确的手机号码; at most 11 digits', async ({ page }) => {
    const form = await openRegisterForm(page);
    await form.phone.fill('12712345678');
    await expect(form.dialog.getByText('请输入正确的手机号码')).toBeVisible();
    await form.phone.fill('1371234567899');
    await expect(form.phone).toHaveValue('13712345678');
    await expect(form.dialog.getByText('请输入正确的手机号码')).toBeHidden();
  });

  test('the code takes at most 6 characters', async ({ page }) => {
    const form = await openRegisterForm(page);
    await form.code.pressSequentially('12345678');
    await expect(form.code).toHaveValue('123456');
  });

  test('the password rule: 请确认密码格式 until 8-20 characters of two kinds; the hint is shown', async ({
    page,
  }) => {
    const form = await openRegisterForm(page);
    await expect(form.dialog.getByText('8-20 位，至少包含数字、字母、特殊符号中的两种')).toBeVisible();
    for (const bad of [
      '12345678',
      'abcdefgh',
      '!@#$%^&*',
      'ab12',
      'abc 12345',
      '密码abc12345',
      'a1'.repeat(11),
    ]) {
      await form.password.fill(bad);
      await expect(form.dialog.getByText('请确认密码格式'), bad).toBeVisible();
    }
    await form.password.fill(PASSWORD);
    await expect(form.dialog.getByText('请确认密码格式')).toBeHidden();
  });

  test('a different confirmation: 两次输入密码不一致!', async ({ page }) => {
    const form = await openRegisterForm(page);
    await form.password.fill(PASSWORD);
    await form.confirm.fill(`${PASSWORD}x`);
    await expect(form.dialog.getByText('两次输入密码不一致!')).toBeVisible();
    await form.confirm.fill(PASSWORD);
    await expect(form.dialog.getByText('两次输入密码不一致!')).toBeHidden();
  });

  test('send code without a valid phone says 请输入手机号 and sends nothing', async ({ page, fakeApi }) => {
    const form = await openRegisterForm(page);
    await form.send.click();
    await expect(toast(page, '请输入手机号')).toBeVisible();
    await form.phone.fill('1371234');
    await form.send.click();
    await expect(toast(page, '请输入手机号').first()).toBeVisible();
    expect(await fakeApi.outbox()).toEqual([]);
  });
});

test.describe('send-code countdown', () => {
  test('disabled for 60 seconds, counting each second, then sendable again', async ({ page, fakeApi }) => {
    await expectSendCountdown(page, fakeApi, NEW_PHONE, async () => {
      const form = await openRegisterForm(page);
      await form.phone.fill(NEW_PHONE);
      return form;
    });
  });
});

test.describe('register', () => {
  async function fillIn(page: Page, fakeApi: { outbox: () => Promise<{ to: string; code: string }[]> }) {
    const form = await openRegisterForm(page);
    await form.phone.fill(NEW_PHONE);
    await form.send.click();
    await expect(toast(page, '验证码发送成功')).toBeVisible();
    const sent = (await fakeApi.outbox()).filter((entry) => entry.to === NEW_PHONE);
    expect(sent).toHaveLength(1);
    await form.password.fill(PASSWORD);
    await form.confirm.fill(PASSWORD);
    await form.agreement.check();
    return { form, code: sent[0]!.code };
  }

  test('with the code from the outbox: the form closes for login, and the new account logs in', async ({
    page,
    fakeApi,
    request,
  }) => {
    const { form, code } = await fillIn(page, fakeApi);
    expect(code).toMatch(new RegExp(`^\\d{${limits.codeLength}}$`));
    await form.code.fill(code);
    await form.submit.click();
    await expect(toast(page, '注册成功，请登录')).toBeVisible();
    await expect(registerDialog(page)).toBeHidden();

    const login = await request.post(`${fakeApi.url}/sys/login`, {
      data: { username: NEW_PHONE, password: PASSWORD, checked: true },
    });
    expect(login.status()).toBe(200);
    const body = (await login.json()) as { respCode: number; data: { access_token: string } };
    expect(body.respCode).toBe(20000);
    expect(body.data.access_token).toBeTruthy();
  });

  test('with a wrong code: the server message, every value kept, no account', async ({
    page,
    fakeApi,
    request,
  }) => {
    const { form, code } = await fillIn(page, fakeApi);
    const wrong = code === '000000' ? '111111' : '000000';
    await form.code.fill(wrong);
    await form.submit.click();
    await expect(toast(page, '验证码错误或已失效')).toBeVisible();
    await expect(form.dialog).toBeVisible();
    await expect(form.phone).toHaveValue(NEW_PHONE);
    await expect(form.code).toHaveValue(wrong);
    await expect(form.password).toHaveValue(PASSWORD);
    await expect(form.confirm).toHaveValue(PASSWORD);
    await expect(form.agreement).toBeChecked();

    const login = await request.post(`${fakeApi.url}/sys/login`, {
      data: { username: NEW_PHONE, password: PASSWORD, checked: true },
    });
    expect(login.status()).toBe(400);
  });
});

test.describe('accessibility (axe)', () => {
  test('the tip and the register form have no serious or critical violations', async ({ page }) => {
    test.slow(); // axe runs several times over antd's styles
    await page.goto('/home');
    await openRegisterTip(page);
    await expect(tipDialog(page)).toBeVisible();
    expect(await seriousViolations(page, OPEN_DIALOG)).toEqual([]);
    await tipDialog(page).getByRole('button', { name: '继续注册' }).click();
    const form = registerDialog(page);
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: '注册', exact: true }).click();
    await expect(form.getByText('请输入手机号')).toBeVisible();
    // Pointer off the button: its lighter hover green is a matter of the portal's theme, not this dialog.
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page, OPEN_DIALOG)).toEqual([]);
  });
});

for (const [device, use] of SCREENSHOT_SIZES) {
  test.describe(`screenshots at ${device}`, () => {
    test.use(use);
    for (const locale of ['zh', 'en'] as const) {
      test(`tip and form in ${locale}`, async ({ page }) => {
        await useLanguage(page, locale);
        await page.goto('/home');
        await openRegisterTip(page, text(locale, 'common', 'header.register'));
        const tip = page.getByRole('dialog', { name: text(locale, 'register', 'tip.title') });
        await expect(tip).toBeVisible();
        await screenshot(page, `register-tip-${locale}-${device}`);
        await tip.getByRole('button', { name: text(locale, 'register', 'tip.continue') }).click();
        const form = page.getByRole('dialog', { name: text(locale, 'register', 'form.title') });
        await expect(form).toBeVisible();
        await form
          .getByRole('button', { name: text(locale, 'register', 'form.submit'), exact: true })
          .click();
        await expect(form.getByText(text(locale, 'register', 'validation.phoneRequired'))).toBeVisible();
        await screenshot(page, `register-form-${locale}-${device}`);
      });
    }
  });
}
