import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { popups } from '../../../lib/popups';
import { pageLocation } from '../../../lib/safe-redirect';
import { sessionStore } from '../../../lib/auth/session';
import { clearToken, getToken } from '../../../lib/auth/token';
import { SSO_STATE_KEY } from '../sso';
import { answerWith, loadAuthTranslations } from '../testing/setup-auth-test';
import { LoginForm } from './login-form';

const user = { id: 1, truename: '李同学', headImgUrl: '', userNumber: null };
const loggedIn = [
  { body: { respCode: 20000, respMsg: '登录成功', data: { access_token: 'tok-1', token_type: 'bearer' } } },
  { body: { respCode: 20000, respMsg: '操作成功', data: user } },
];

function renderForm() {
  const leave = vi.fn();
  const onLoggedIn = vi.fn();
  render(
    <AntdApp>
      <LoginForm leave={leave} onLoggedIn={onLoggedIn} />
    </AntdApp>,
  );
  return { leave, onLoggedIn };
}

const username = () => screen.getByLabelText('用户名');
const password = () => screen.getByLabelText('密码');
const agreement = () => screen.getByRole('checkbox', { name: '我已阅读并同意《水杉在线用户协议》' });

async function fillIn(name: string, secret: string) {
  await userEvent.type(username(), name);
  await userEvent.type(password(), secret);
  await userEvent.click(agreement());
}

beforeAll(async () => {
  await loadAuthTranslations('zh');
});

beforeEach(() => {
  clearToken();
  sessionStore.clear();
  popups.close();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  clearToken();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the user agreement in the login form', () => {
  it('links 《水杉在线用户协议》 to /agreement and opens it over the form, keeping what was typed', async () => {
    const user = userEvent.setup();
    // Without motion, as for a user who asked for less: antd's closing animation never ends in jsdom.
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AntdApp>
          <LoginForm leave={vi.fn()} />
        </AntdApp>
      </ConfigProvider>,
    );
    await user.type(username(), 'student');
    const link = screen.getByRole('link', { name: '《水杉在线用户协议》' });
    expect(link).toHaveAttribute('href', '/agreement');
    await user.click(link);

    const dialog = await screen.findByRole('dialog', { name: '水杉在线用户协议' });
    for (const heading of [
      '一、账号',
      '二、使用规范',
      '三、你提交的代码与内容',
      '四、隐私',
      '五、协议变更',
      '六、联系我们',
    ])
      expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '打开完整页面' })).toHaveAttribute('target', '_blank');
    // Following the link is not ticking the box.
    expect(agreement()).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '水杉在线用户协议' })).toBeNull());
    expect(username()).toHaveValue('student');
    await user.click(agreement());
    expect(agreement()).toBeChecked();
  });
});

describe('login form validation', () => {
  it('names every missing field with the spec messages and sends nothing', async () => {
    const requests = answerWith(...loggedIn);
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('需勾选同意《水杉在线用户协议》')).toBeInTheDocument();
    // The first field in want takes the focus and says it is invalid.
    expect(username()).toHaveFocus();
    expect(username()).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('counts a username of spaces as empty', async () => {
    const requests = answerWith(...loggedIn);
    renderForm();
    await fillIn('   ', 'Shui@2025');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(screen.queryByText('请输入密码')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
    // A name typed in: its message goes at once.
    await userEvent.type(username(), 'student');
    expect(screen.queryByText('请输入用户名')).not.toBeInTheDocument();
  });

  it('asks for the agreement when only it is missing', async () => {
    const requests = answerWith(...loggedIn);
    renderForm();
    await userEvent.type(username(), 'student');
    await userEvent.type(password(), 'Shui@2025{Enter}');
    expect(await screen.findByText('需勾选同意《水杉在线用户协议》')).toBeInTheDocument();
    expect(screen.queryByText('请输入用户名')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('stops both fields at 32 characters', async () => {
    answerWith(...loggedIn);
    renderForm();
    await userEvent.type(username(), 'u'.repeat(40));
    await userEvent.type(password(), 'p'.repeat(40));
    expect(username()).toHaveValue('u'.repeat(32));
    expect(password()).toHaveValue('p'.repeat(32));
  });

  it('labels the username field with what it takes', () => {
    answerWith(...loggedIn);
    renderForm();
    expect(username()).toHaveAttribute('placeholder', '用户名/手机号/邮箱/学号');
  });
});

describe('logging in', () => {
  it('sends the trimmed username on Enter, stores the token, loads the profile, then leaves after 2 s', async () => {
    // The page leaves 2 s after the toast: a fake clock (that still runs) skips the wait.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = answerWith(...loggedIn);
    const { leave, onLoggedIn } = renderForm();
    await fillIn('  student  ', ' Shui@2025');
    await userEvent.type(password(), '{Enter}');

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    const [loginRequest, profileRequest] = requests;
    expect(new URL(loginRequest!.url).pathname).toBe('/sys/login');
    expect(loginRequest!.method).toBe('POST');
    expect(await loginRequest!.json()).toEqual({
      username: 'student',
      password: ' Shui@2025',
      checked: true,
    });
    expect(new URL(profileRequest!.url).pathname).toBe('/sys/users/current');
    expect(profileRequest!.headers.get('authorization')).toBe('Bearer tok-1');
    expect(getToken()).toBe('tok-1');
    expect(sessionStore.get().displayName).toBe('李同学');
    expect(await screen.findByText('登录成功')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(leave).toHaveBeenCalledOnce();
  });

  it('shows 登录中... while the call runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderForm();
    await fillIn('student', 'wrong');
    const button = screen.getByRole('button', { name: '登录' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent(/^登录中\.\.\.$/));
    answer(
      new Response(JSON.stringify({ respCode: 40001, respMsg: '用户名或密码错误', data: null }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await waitFor(() => expect(button).toHaveTextContent(/^登录$/), { timeout: 3000 });
  });

  it('on a wrong password shows respMsg, clears the loading and keeps every value', async () => {
    answerWith({ status: 400, body: { respCode: 40001, respMsg: '用户名或密码错误', data: null } });
    const { leave, onLoggedIn } = renderForm();
    await fillIn('student', 'not-it');
    const button = screen.getByRole('button', { name: '登录' });
    await userEvent.click(button);

    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveTextContent(/^登录$/));
    expect(username()).toHaveValue('student');
    expect(password()).toHaveValue('not-it');
    expect(agreement()).toBeChecked();
    expect(getToken()).toBeUndefined();
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
  });

  it('an answer without access_token logs nobody in', async () => {
    // A success would leave 2 s after its toast: a fake clock (that still runs) checks that none does.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = answerWith({ body: { respCode: 20000, respMsg: '登录成功', data: {} } });
    const { leave, onLoggedIn } = renderForm();
    await fillIn('student', 'Shui@2025');
    const button = screen.getByRole('button', { name: '登录' });
    await userEvent.click(button);
    await waitFor(() => expect(requests).toHaveLength(1));
    await waitFor(() => expect(button).toHaveTextContent(/^登录$/), { timeout: 3000 });
    expect(getToken()).toBeUndefined();
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(username()).toHaveValue('student');
    await vi.advanceTimersByTimeAsync(2500);
    expect(leave).not.toHaveBeenCalled();
    expect(getToken()).toBeUndefined();
  });
});

describe('links and single sign-on', () => {
  it.each([
    ['忘记密码', 'resetPassword'],
    ['立即注册', 'registerTip'],
    ['问题反馈', 'feedback'],
  ] as const)('%s opens the %s dialog', async (name, popup) => {
    answerWith(...loggedIn);
    renderForm();
    await userEvent.click(screen.getByRole('link', { name }));
    expect(popups.get().name).toBe(popup);
  });

  it('统一身份认证登录 leaves for the authorise page with a remembered 8-digit state', async () => {
    const assign = vi.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    answerWith(...loggedIn);
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: '统一身份认证登录' }));
    const url = new URL(assign.mock.calls[0]![0]);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('state')).toMatch(/^\d{8}$/);
    expect(sessionStorage.getItem(SSO_STATE_KEY)).toBe(url.searchParams.get('state'));
    expect(screen.getByRole('button', { name: /正在前往统一身份认证/ })).toBeInTheDocument();
  });
});
