import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { endpoints, sessionExpiredModal } from '@shui/contract';
import { call } from './api-client';
import { setNotifier, toastError, useAppNotifier } from './notifier';
import { on } from './events';
import { pageLocation } from './safe-redirect';
import { emptySession, sessionStore } from './auth/session';
import { getToken, setToken } from './auth/token';
import { answer, failure, modal, setUpApiClientSuite, toast, user } from './testing/api-client-harness';

setUpApiClientSuite();

describe('HTTP 401 (session expired)', () => {
  const expired = { status: 401, body: { respCode: 40100, respMsg: '登录过期，请重新登录', data: null } };

  it('opens one dialog for two failing calls, with the verbatim texts, and no toast', async () => {
    answer(expired);
    const [a, b] = await Promise.all([
      failure(call(endpoints.currentUser)),
      failure(call(endpoints.companies)),
    ]);
    expect(modal).toHaveBeenCalledOnce();
    expect(modal.mock.calls[0]![0]).toMatchObject({
      title: sessionExpiredModal.title,
      content: sessionExpiredModal.content,
      okText: sessionExpiredModal.okText,
      closable: false,
      keyboard: false,
      mask: { closable: false },
    });
    expect(toast).not.toHaveBeenCalled();
    expect([a.kind, a.status, b.status]).toEqual(['http', 401, 401]);
  });

  it('does not open a second dialog while the first is open', async () => {
    answer(expired);
    await failure(call(endpoints.currentUser));
    await failure(call(endpoints.currentUser));
    expect(modal).toHaveBeenCalledOnce();
  });

  it('opens no dialog and no toast for a call that opts out (skipRelogin)', async () => {
    answer(expired);
    const fromEndpoint = await failure(call(endpoints.messages, { query: { receiveUserId: 1 } }));
    const fromOption = await failure(call(endpoints.currentUser, { skipRelogin: true }));
    expect(modal).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
    expect([fromEndpoint.status, fromOption.status]).toEqual([401, 401]);
  });

  it('sets the authorization-failed flag', async () => {
    setToken('old');
    answer(expired);
    await failure(call(endpoints.currentUser));
    expect(sessionStore.get().authorizationFailed).toBe(true);
  });

  it('logs out and opens login on a fresh page when 重新登录 is pressed', async () => {
    setToken('old');
    sessionStore.set({ displayName: '李同学', userId: 1, avatar: 'a.png', userNumber: '10' });
    window.history.replaceState(null, '', '/center?tab=b');
    const needLogin = vi.fn();
    const off = on('shui:need-login', needLogin);
    answer(expired);
    await failure(call(endpoints.currentUser));

    modal.mock.calls[0]![0].onOk();
    off();

    expect(getToken()).toBeUndefined();
    expect(sessionStore.get()).toEqual(emptySession);
    expect(needLogin).toHaveBeenCalledWith({ reloadAfterLogin: true });
    expect(pageLocation.assign).toHaveBeenCalledExactlyOnceWith('/login?redirect=%2Fcenter%3Ftab%3Db');
  });

  it('reloads the login page itself when the session runs out there', async () => {
    window.history.replaceState(null, '', '/login?redirect=%2Fcenter');
    answer(expired);
    await failure(call(endpoints.currentUser));
    modal.mock.calls[0]![0].onOk();
    expect(pageLocation.reload).toHaveBeenCalledOnce();
    expect(pageLocation.assign).not.toHaveBeenCalled();
  });

  it('opens the dialog again after it was answered', async () => {
    answer(expired);
    await failure(call(endpoints.currentUser));
    modal.mock.calls[0]![0].onOk();
    await failure(call(endpoints.currentUser));
    expect(modal).toHaveBeenCalledTimes(2);
  });
});

describe('authorization-failed flag', () => {
  it('is cleared by a later success while a token exists', async () => {
    setToken('tok');
    sessionStore.set({ authorizationFailed: true });
    answer({ body: { respCode: 20000, data: user } });
    await call(endpoints.currentUser);
    expect(sessionStore.get().authorizationFailed).toBe(false);
  });

  it('stays set after a success without a token', async () => {
    sessionStore.set({ authorizationFailed: true });
    answer({ body: { respCode: 20000, data: 'false' } });
    await call(endpoints.onCampus);
    expect(sessionStore.get().authorizationFailed).toBe(true);
  });

  it('stays set after a failure', async () => {
    setToken('tok');
    sessionStore.set({ authorizationFailed: true });
    answer({ status: 500, body: { respCode: 50000, respMsg: '服务器内部错误', data: null } });
    await failure(call(endpoints.currentUser));
    expect(sessionStore.get().authorizationFailed).toBe(true);
  });
});

describe('toastError', () => {
  it('goes through the notifier', () => {
    toastError('登录已过期，请重新登录');
    expect(toast).toHaveBeenCalledExactlyOnceWith('登录已过期，请重新登录');
  });
});

function NotifierHost() {
  useAppNotifier();
  return null;
}

describe('on screen, through antd', () => {
  const expired = { status: 401, body: { respCode: 40100, respMsg: '登录过期，请重新登录', data: null } };

  it.each([
    ["App.useApp()'s context", () => render(createElement(AntdApp, null, createElement(NotifierHost)))],
    ["antd's static API (the default)", () => setNotifier(null)],
  ])('%s shows the 401 dialog; 重新登录 logs out and opens login', async (_name, mount) => {
    mount();
    setToken('old');
    answer(expired);
    await failure(call(endpoints.currentUser));
    await failure(call(endpoints.currentUser));

    const dialog = await screen.findByRole('dialog', { name: '系统提示' }, { timeout: 3000 });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).getByText('登录过期，请重新登录')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /close|关闭/i })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '重新登录' }));
    expect(getToken()).toBeUndefined();
    expect(pageLocation.assign).toHaveBeenCalledExactlyOnceWith('/login?redirect=%2F');
  });

  it("App.useApp()'s context shows the toast text", async () => {
    render(createElement(AntdApp, null, createElement(NotifierHost)));
    answer({ body: { respCode: 40001, respMsg: '用户名或密码错误', data: null } });
    await failure(call(endpoints.login, { body: { username: 'a', password: 'b' } }));
    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });
});
