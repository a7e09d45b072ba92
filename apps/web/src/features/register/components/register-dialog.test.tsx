import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { popups } from '../../../lib/popups';
import { failure, fakeBackend, ok, type RecordedRequest } from '../../../lib/testing/fake-backend';
import { loadTranslations, renderDialog } from '../../../lib/testing/render-dialog';
import RegisterDialog from './register-dialog';

const PHONE = '13912345678';
let requests: RecordedRequest[];

// Each test types a whole form through antd; on a busy machine that takes several seconds.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await loadTranslations(['register']);
});

beforeEach(() => {
  requests = fakeBackend({
    'POST /portal/reset/sendPhone': () => ok(null, '验证码发送成功'),
    'POST /portal/check_code': (query) =>
      query.get('code') === '123456' ? ok(null, '注册成功') : failure(400, 40002, '验证码错误或已失效'),
  });
  act(() => popups.open('register'));
});

afterEach(() => {
  act(() => popups.close());
  vi.unstubAllGlobals();
});

async function openForm() {
  renderDialog(RegisterDialog);
  const dialog = await screen.findByRole('dialog', { name: '注册账号' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  return {
    dialog,
    phone: field('手机号'),
    code: field('验证码'),
    password: field('密码'),
    confirm: field('确认密码'),
    agreement: within(dialog).getByRole('checkbox', { name: '我已阅读并同意《水杉在线用户协议》' }),
    send: within(dialog).getByRole('button', { name: '发送验证码' }),
    submit: within(dialog).getByRole('button', { name: '注册' }),
  };
}

/** The field's error as the user sees it, under the field. */
const errorOf = (dialog: HTMLElement, text: string) => within(dialog).findByText(text);

describe('register form validation (spec section 5)', () => {
  it('names every required field when sent empty, and sends nothing', async () => {
    const user = userEvent.setup();
    const form = await openForm();
    await user.click(form.submit);
    for (const text of [
      '请输入手机号',
      '请输入验证码',
      '请填写密码',
      '请输入新密码',
      '需勾选同意《水杉在线用户协议》',
    ]) {
      expect(await errorOf(form.dialog, text)).toBeInTheDocument();
    }
    expect(requests).toEqual([]);
  });

  it.each(['12345678901', '1234567890', '23812345678', '1381234567a'])(
    'refuses the phone %s with 请输入正确的手机号码',
    async (phone) => {
      const user = userEvent.setup();
      const form = await openForm();
      await user.type(form.phone, phone);
      expect(await errorOf(form.dialog, '请输入正确的手机号码')).toBeInTheDocument();
    },
  );

  it('takes at most 11 digits for the phone and 6 for the code', async () => {
    const user = userEvent.setup();
    const form = await openForm();
    await user.type(form.phone, '139123456789999');
    await user.type(form.code, '12345678');
    expect(form.phone).toHaveValue(PHONE);
    expect(form.code).toHaveValue('123456');
  });

  it.each([
    ['only digits', '12345678'],
    ['only letters', 'abcdefgh'],
    ['only symbols', '!@#$%^&*'],
    ['7 characters', 'abc1234'],
    ['21 characters', 'abcdefghij1234567890x'],
    ['a space', 'abc 12345'],
    ['Chinese characters', 'abc12345水杉'],
  ])('refuses a password with %s: 请确认密码格式', async (_why, password) => {
    const user = userEvent.setup();
    const form = await openForm();
    await user.type(form.password, password);
    expect(await errorOf(form.dialog, '请确认密码格式')).toBeInTheDocument();
  });

  it('shows the password hint, and accepts two kinds of characters in 8-20', async () => {
    const user = userEvent.setup();
    const form = await openForm();
    expect(
      within(form.dialog).getByText('8-20 位，至少包含数字、字母、特殊符号中的两种'),
    ).toBeInTheDocument();
    await user.type(form.password, 'abcd1234');
    await user.tab();
    await waitFor(() => expect(within(form.dialog).queryByText('请确认密码格式')).toBeNull());
  });

  it('says 两次输入密码不一致! when the confirmation differs, and stops once it matches', async () => {
    const user = userEvent.setup();
    const form = await openForm();
    await user.type(form.password, 'abcd1234');
    await user.type(form.confirm, 'abcd12345');
    expect(await errorOf(form.dialog, '两次输入密码不一致!')).toBeInTheDocument();
    await user.type(form.confirm, '{Backspace}');
    await waitFor(() => expect(within(form.dialog).queryByText('两次输入密码不一致!')).toBeNull());
  });
});

describe('the user agreement in the register form', () => {
  it('links 《水杉在线用户协议》 to /agreement and opens it over the form, keeping what was typed', async () => {
    const user = userEvent.setup();
    const form = await openForm();
    await user.type(form.phone, PHONE);
    const link = within(form.dialog).getByRole('link', { name: '《水杉在线用户协议》' });
    expect(link).toHaveAttribute('href', '/agreement');
    await user.click(link);

    // A second dialog over the form (antd gives both titles the same id in the tests: found by its text).
    const agreement = await waitFor(() => {
      const over = screen.getAllByRole('dialog').find((dialog) => dialog !== form.dialog);
      expect(over).toBeDefined();
      return over!;
    });
    expect(within(agreement).getByText('水杉在线用户协议')).toBeInTheDocument();
    expect(await within(agreement).findByRole('heading', { name: '一、账号' })).toBeInTheDocument();
    // Following the link is not ticking the box.
    expect(form.agreement).not.toBeChecked();

    await user.click(within(agreement).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toEqual([form.dialog]));
    expect(form.phone).toHaveValue(PHONE);
    await user.click(form.agreement);
    expect(form.agreement).toBeChecked();
  });
});

describe('send code', () => {
  it.each([
    ['no phone', ''],
    ['a wrong phone', '12345678901'],
  ])('with %s says 请输入手机号 and sends nothing', async (_why, phone) => {
    const user = userEvent.setup();
    const form = await openForm();
    if (phone) await user.type(form.phone, phone);
    await user.click(form.send);
    expect(await screen.findByText('请输入手机号', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('sends the phone, says 验证码发送成功 and counts 60 seconds down on a disabled button', async () => {
    const user = userEvent.setup();
    const form = await openForm();
    await user.type(form.phone, PHONE);
    await user.click(form.send);
    expect(await screen.findByText('验证码发送成功')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'POST', path: '/portal/reset/sendPhone', query: { phone: PHONE } }]);
    const waiting = await within(form.dialog).findByRole('button', { name: '60 秒后重新发送' });
    expect(waiting).toBeDisabled();
  });

  it('shows the server message when sending fails and leaves the button sendable', async () => {
    requests = fakeBackend({
      'POST /portal/reset/sendPhone': () => failure(429, 42900, '验证码发送过于频繁，请60秒后再试'),
    });
    const user = userEvent.setup();
    const form = await openForm();
    await user.type(form.phone, PHONE);
    await user.click(form.send);
    expect(await screen.findByText('验证码发送过于频繁，请60秒后再试')).toBeInTheDocument();
    expect(await within(form.dialog).findByRole('button', { name: '发送验证码' })).toBeEnabled();
  });
});

describe('submit', () => {
  async function fillIn(code: string) {
    const user = userEvent.setup();
    const form = await openForm();
    await user.type(form.phone, PHONE);
    await user.type(form.code, code);
    await user.type(form.password, 'abcd1234');
    await user.type(form.confirm, 'abcd1234');
    await user.click(form.agreement);
    await user.click(form.submit);
    return form;
  }

  it('sends phone, code and password, then opens the login dialog with a success message', async () => {
    await fillIn('123456');
    expect(await screen.findByText('注册成功，请登录')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/portal/check_code',
        query: { phone: PHONE, code: '123456', password: 'abcd1234' },
      },
    ]);
    expect(popups.get().name).toBe('login');
  });

  it('shows the server message for a wrong code and keeps every value', async () => {
    const form = await fillIn('654321');
    expect(await screen.findByText('验证码错误或已失效')).toBeInTheDocument();
    expect(popups.get().name).toBe('register');
    expect(form.phone).toHaveValue(PHONE);
    expect(form.code).toHaveValue('654321');
    expect(form.password).toHaveValue('abcd1234');
    expect(form.confirm).toHaveValue('abcd1234');
    expect(form.agreement).toBeChecked();
  });
});
