import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { missingParameterMessage, TOKEN_COOKIE } from '@shui/contract';
import { popups } from '../../../lib/popups';
import { sessionStore } from '../../../lib/auth/session';
import {
  failure,
  fakeBackend,
  ok,
  type FakeAnswer,
  type RecordedRequest,
} from '../../../lib/testing/fake-backend';
import { loadTranslations, renderDialog } from '../../../lib/testing/render-dialog';
import { getToken, setToken } from '../../../lib/auth/token';
import ResetPasswordDialog from './reset-password-dialog';

const MAIL = 'student@example.com';
const PHONE = '13800138000';
let requests: RecordedRequest[];

function backend(sendCode: (query: URLSearchParams) => FakeAnswer = () => ok('student', '验证码发送成功')) {
  requests = fakeBackend({
    'POST /portal/reset/sendCode': sendCode,
    'POST /portal/reset/checkAndResetByCode': (query) =>
      query.get('code') === '123456'
        ? ok(null, '密码重置成功，密码已重置为账号名，请使用账号名登录')
        : failure(400, 40002, '验证码错误或已失效'),
  });
}

// Each test types a whole form through antd; on a busy machine that takes several seconds.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await loadTranslations(['reset-password']);
});

beforeEach(() => {
  // Send-code failures are silent calls, which the api client logs.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  backend();
  act(() => popups.open('resetPassword'));
});

afterEach(() => {
  act(() => popups.close());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie = `${TOKEN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

async function openDialog() {
  const user = userEvent.setup();
  renderDialog(ResetPasswordDialog);
  const dialog = await screen.findByRole('dialog', { name: '找回密码' });
  const ui = {
    user,
    dialog,
    tab: (name: string) => within(dialog).getByRole('tab', { name }),
    mail: () => within(dialog).getByLabelText('邮箱'),
    phone: () => within(dialog).getByLabelText('手机号'),
    code: within(dialog).getByLabelText('验证码'),
    send: () => within(dialog).getByRole('button', { name: '发送验证码' }),
    submit: within(dialog).getByRole('button', { name: '重置密码' }),
  };
  return ui;
}

const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' });

describe('reset password: method tabs', () => {
  it('opens on the mail tab, and the phone tab switches to a phone field', async () => {
    const ui = await openDialog();
    expect(ui.tab('邮箱找回')).toHaveAttribute('aria-selected', 'true');
    expect(ui.mail()).toHaveAttribute('maxlength', '30');
    await ui.user.click(ui.tab('手机号找回'));
    expect(ui.tab('手机号找回')).toHaveAttribute('aria-selected', 'true');
    expect(ui.phone()).toHaveAttribute('maxlength', '11');
    expect(ui.code).toHaveAttribute('maxlength', '6');
  });
});

describe('reset password: validation (spec section 5)', () => {
  it('requires a mail: 请输入正确的邮箱格式, nothing sent', async () => {
    const ui = await openDialog();
    await ui.user.click(ui.submit);
    expect(await within(ui.dialog).findByText('请输入正确的邮箱格式')).toBeInTheDocument();
    await ui.user.click(ui.send());
    expect(requests).toEqual([]);
  });

  it.each(['student', 'student@', 'student@example', 'stu dent@example.com'])(
    'refuses the mail %s',
    async (mail) => {
      const ui = await openDialog();
      await ui.user.type(ui.mail(), mail);
      expect(await within(ui.dialog).findByText('请输入正确的邮箱格式')).toBeInTheDocument();
    },
  );

  it.each(['1380013800', '23800138000', '12800138000'])('refuses the phone %s', async (phone) => {
    const ui = await openDialog();
    await ui.user.click(ui.tab('手机号找回'));
    await ui.user.type(ui.phone(), phone);
    await ui.user.click(ui.send());
    expect(await within(ui.dialog).findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('says 请先发送验证码 when no code was sent', async () => {
    const ui = await openDialog();
    await ui.user.type(ui.mail(), MAIL);
    await ui.user.type(ui.code, '123456');
    await ui.user.click(ui.submit);
    expect(await within(ui.dialog).findByText('请先发送验证码')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('says 请先发送验证码 when the mail changed since the code was sent', async () => {
    const ui = await openDialog();
    await ui.user.type(ui.mail(), MAIL);
    await ui.user.click(ui.send());
    await toast('验证码发送成功');
    await ui.user.clear(ui.mail());
    await ui.user.type(ui.mail(), 'teacher@example.com');
    await ui.user.type(ui.code, '123456');
    await ui.user.click(ui.submit);
    expect(await within(ui.dialog).findByText('请先发送验证码')).toBeInTheDocument();
    expect(requests.map((r) => r.path)).toEqual(['/portal/reset/sendCode']);
  });

  it('drops 请先发送验证码 once the code has been sent', async () => {
    const ui = await openDialog();
    await ui.user.type(ui.mail(), MAIL);
    await ui.user.type(ui.code, '123456');
    expect(await within(ui.dialog).findByText('请先发送验证码')).toBeInTheDocument();
    await ui.user.click(ui.send());
    await toast('验证码发送成功');
    await waitFor(() => expect(within(ui.dialog).queryByText('请先发送验证码')).toBeNull());
  });

  it.each(['', '12345', '12345a'])('wants exactly 6 digits for the code ("%s")', async (code) => {
    const ui = await openDialog();
    await ui.user.type(ui.mail(), MAIL);
    await ui.user.click(ui.send());
    await toast('验证码发送成功');
    if (code) await ui.user.type(ui.code, code);
    await ui.user.click(ui.submit);
    expect(await within(ui.dialog).findByText('请输入6位验证码')).toBeInTheDocument();
    expect(requests.map((r) => r.path)).toEqual(['/portal/reset/sendCode']);
  });
});

describe('reset password: send code', () => {
  it('sends identifier and field, then counts down on a disabled button', async () => {
    const ui = await openDialog();
    await ui.user.type(ui.mail(), MAIL);
    await ui.user.click(ui.send());
    expect(await toast('验证码发送成功')).toBeInTheDocument();
    expect(requests).toEqual([
      { method: 'POST', path: '/portal/reset/sendCode', query: { identifier: MAIL, field: 'mail' } },
    ]);
    expect(await within(ui.dialog).findByRole('button', { name: '60 秒后重新发送' })).toBeDisabled();
  });

  it('names the mail no user has (Spring missing-parameter message)', async () => {
    backend(() => failure(400, 40000, missingParameterMessage('username')));
    const ui = await openDialog();
    await ui.user.type(ui.mail(), 'nobody@example.com');
    await ui.user.click(ui.send());
    expect(await toast('该邮箱未匹配到用户，请尝试手机号找回或联系管理员绑定邮箱')).toBeInTheDocument();
    expect(screen.queryByText(missingParameterMessage('username'))).toBeNull();
    expect(ui.send()).toBeEnabled();
  });

  it('names the phone no user has', async () => {
    backend(() => failure(400, 40000, missingParameterMessage('username')));
    const ui = await openDialog();
    await ui.user.click(ui.tab('手机号找回'));
    await ui.user.type(ui.phone(), '13700137000');
    await ui.user.click(ui.send());
    expect(await toast('该手机号未匹配到用户，请尝试邮箱找回或联系管理员绑定手机号')).toBeInTheDocument();
  });

  it('shows any other server message as it is', async () => {
    backend(() => failure(429, 42900, '验证码发送过于频繁，请60秒后再试'));
    const ui = await openDialog();
    await ui.user.type(ui.mail(), MAIL);
    await ui.user.click(ui.send());
    expect(await toast('验证码发送过于频繁，请60秒后再试')).toBeInTheDocument();
  });

  it('says 发送失败 when there is no answer', async () => {
    backend(() => 'network');
    const ui = await openDialog();
    await ui.user.type(ui.mail(), MAIL);
    await ui.user.click(ui.send());
    expect(await toast('发送失败')).toBeInTheDocument();
  });

  it('waits 60 seconds, counting each second, then sends again (spec section 4)', async () => {
    const ui = await openDialog();
    // The countdown's clock (its interval and Date) moves only when told to from here: the real seconds a
    // busy machine takes don't count. The rest (antd, user-event) keeps real timers.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { user } = ui;
    const waiting = (seconds: number) =>
      within(ui.dialog).getByRole('button', { name: `${seconds} 秒后重新发送` });
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    try {
      await user.click(ui.mail());
      await user.paste(MAIL);
      await user.click(ui.send());
      await wait(0);
      expect(waiting(60)).toBeDisabled();
      await wait(1000);
      expect(waiting(59)).toBeDisabled();
      await wait(1000);
      expect(waiting(58)).toBeDisabled();
      await wait(57_000);
      expect(waiting(1)).toBeDisabled();
      await wait(1000);
      expect(ui.send()).toBeEnabled();
      await user.click(ui.send());
      await wait(0);
      expect(waiting(60)).toBeDisabled();
      expect(requests.map((r) => r.path)).toEqual(['/portal/reset/sendCode', '/portal/reset/sendCode']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('reset password: reset', () => {
  async function sendAndSubmit(code: string) {
    const ui = await openDialog();
    await ui.user.click(ui.tab('手机号找回'));
    await ui.user.type(ui.phone(), PHONE);
    await ui.user.click(ui.send());
    await toast('验证码发送成功');
    await ui.user.type(ui.code, code);
    await ui.user.click(ui.submit);
    return ui;
  }

  it('sends identifier, code and the username of the send step; the message dialog logs out and opens login', async () => {
    setToken('old-token');
    sessionStore.set({ displayName: '李同学', userId: 1 });
    const ui = await sendAndSubmit('123456');
    // antd gives every title the id "test-id" under test, so the dialog is found by its text, not its name.
    const text = await screen.findByText('密码已重置为账号名 student，请使用账号名登录。');
    const done = text.closest<HTMLElement>('[role="dialog"]')!;
    expect(within(done).getByText('密码重置成功')).toBeInTheDocument();
    expect(requests[1]).toEqual({
      method: 'POST',
      path: '/portal/reset/checkAndResetByCode',
      query: { identifier: PHONE, code: '123456', username: 'student' },
    });
    expect(popups.get().name).toBeNull();
    await ui.user.click(within(done).getByRole('button', { name: '重新登录' }));
    expect(getToken()).toBeUndefined();
    expect(sessionStore.get()).toMatchObject({ displayName: '', userId: null });
    expect(popups.get().name).toBe('login');
  });

  it('shows the server message for a wrong code and keeps the values', async () => {
    const ui = await sendAndSubmit('654321');
    expect(await toast('验证码错误或已失效')).toBeInTheDocument();
    expect(popups.get().name).toBe('resetPassword');
    expect(ui.phone()).toHaveValue(PHONE);
    await waitFor(() => expect(ui.code).toHaveValue('654321'));
  });
});
