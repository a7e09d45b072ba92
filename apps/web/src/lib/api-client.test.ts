import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, sessionExpiredModal } from '@shui/contract';
import { env } from '../config/env';
import { call } from './api-client';
import { setNotifier, toastError, useAppNotifier, type SessionExpiredModal } from './notifier';
import { ApiError } from './api-error';
import { on } from './events';
import { i18n, initI18n } from './i18n';
import { pageLocation } from './safe-redirect';
import { emptySession, sessionStore } from './session';
import { clearToken, getToken, setToken } from './token';

const toast = vi.fn<(text: string) => void>();
const modal = vi.fn<(spec: SessionExpiredModal) => void>();
const requests: Request[] = [];

type Answer = { status?: number; statusText?: string; body?: unknown; raw?: string } | 'network' | 'hang';

/** Stubs fetch: each request takes the next answer (the last one repeats). */
function answer(...answers: Answer[]): void {
  let index = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      requests.push(request);
      const next = answers[Math.min(index++, answers.length - 1)]!;
      if (next === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      if (next === 'hang') {
        return new Promise((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)),
        );
      }
      const text = next.raw ?? (next.body === undefined ? '' : JSON.stringify(next.body));
      return Promise.resolve(
        new Response(text, {
          status: next.status ?? 200,
          statusText: next.statusText ?? '',
          headers: { 'content-type': next.raw === undefined ? 'application/json' : 'text/html' },
        }),
      );
    }),
  );
}

const user = { id: 1, truename: '李同学', headImgUrl: '', userNumber: null };

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(async () => {
  await initI18n('zh');
});

beforeEach(() => {
  requests.length = 0;
  toast.mockClear();
  modal.mockClear();
  setNotifier({ toast, modal });
  vi.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
  vi.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
  clearToken();
  sessionStore.clear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
  // Close any session-expired dialog still open, as the user would, so the next test starts without one.
  for (const [spec] of modal.mock.calls) spec.onOk();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setNotifier(null);
});

describe('success (respCode starting with 200)', () => {
  it.each([
    ['missing', { data: user }],
    ['20000', { respCode: 20000, respMsg: '操作成功', data: user }],
    ["'20000' as a string", { respCode: '20000', data: user }],
    ['20001', { respCode: 20001, data: user }],
  ])('resolves with data when respCode is %s', async (_name, body) => {
    answer({ body });
    await expect(call(endpoints.currentUser)).resolves.toEqual(user);
    expect(toast).not.toHaveBeenCalled();
  });

  it('sends the bearer token when one is stored, to the environment api base', async () => {
    setToken('tok-1');
    answer({ body: { respCode: 20000, data: [] } });
    await call(endpoints.messages, { query: { receiveUserId: 7 } });
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok-1');
    expect(requests[0]!.url).toBe(`${env.api}/resource/message?receiveUserId=7`);
    expect(requests[0]!.method).toBe('GET');
  });

  it('sends no Authorization header without a token', async () => {
    answer({ body: { respCode: 20000, data: 'true' } });
    await expect(call(endpoints.onCampus)).resolves.toBe('true');
    expect(requests[0]!.headers.has('authorization')).toBe(false);
  });

  it('sends a JSON body with the method of the endpoint', async () => {
    answer({ body: { respCode: 20000, data: null } });
    await call(endpoints.markRead, { body: [1, 2] });
    expect(requests[0]!.method).toBe('POST');
    expect(await requests[0]!.text()).toBe('[1,2]');
  });

  it('sends a form endpoint as a URL-encoded form', async () => {
    answer({ body: { respCode: 20000, data: { id: 3 } } });
    const body = {
      feedtype: '课堂,视频播放',
      title: '卡顿',
      content: '视频卡',
      filepath: '/u/1.png',
      contact: 'a@b.cn',
    };
    await expect(call(endpoints.feedback, { body })).resolves.toEqual({ id: 3 });
    expect(requests[0]!.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(await requests[0]!.text()))).toEqual(body);
  });
});

describe('business error (respCode not starting with 200)', () => {
  it('toasts respMsg and rejects', async () => {
    answer({ body: { respCode: 40001, respMsg: '用户名或密码错误', data: null } });
    const error = await failure(call(endpoints.login, { body: { username: 'a', password: 'b' } }));
    expect(toast).toHaveBeenCalledExactlyOnceWith('用户名或密码错误');
    expect(error).toMatchObject({
      kind: 'business',
      status: 200,
      respCode: 40001,
      respMsg: '用户名或密码错误',
      endpoint: { method: 'POST', path: '/sys/login' },
    });
  });

  it('toasts 请求异常 without respMsg', async () => {
    answer({ body: { respCode: 50010, data: null } });
    const error = await failure(call(endpoints.currentUser));
    expect(toast).toHaveBeenCalledExactlyOnceWith('请求异常');
    expect(error.kind).toBe('business');
    expect(error.respMsg).toBeUndefined();
  });

  it("treats a string respCode '40000' as an error too", async () => {
    answer({ body: { respCode: '40000', respMsg: '请求参数错误', data: null } });
    await failure(call(endpoints.assistantQa, { body: { type: 1, key: 'hi' } }));
    expect(toast).toHaveBeenCalledExactlyOnceWith('请求参数错误');
  });
});

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
      maskClosable: false,
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

describe('HTTP 400, 403, 404, 500, 502', () => {
  it.each([400, 403, 404, 500, 502])('%i toasts respMsg when there is one', async (status) => {
    answer({ status, body: { respCode: status * 100, respMsg: `服务器说 ${status}`, data: null } });
    const error = await failure(call(endpoints.currentUser));
    expect(toast).toHaveBeenCalledExactlyOnceWith(`服务器说 ${status}`);
    expect(error).toMatchObject({ kind: 'http', status, respCode: status * 100 });
  });

  it.each([
    [400, '请求错误'],
    [403, '拒绝访问'],
    [404, '请求地址出错'],
    [500, '服务器内部错误'],
    [502, '网关错误'],
  ])('%i without respMsg toasts its status text %s', async (status, text) => {
    answer({ status, statusText: 'Server Said', raw: '<html>proxy error</html>' });
    const error = await failure(call(endpoints.currentUser));
    expect(toast).toHaveBeenCalledExactlyOnceWith(text);
    expect(error.respMsg).toBeUndefined();
  });

  it("falls back to the response's statusText when the language has no text for the status", async () => {
    const bundle = i18n.getResourceBundle('zh', 'errors') as { status: Record<string, string> };
    const saved = structuredClone(bundle);
    const { 502: _dropped, ...rest } = saved.status;
    i18n.addResourceBundle('zh', 'errors', { ...saved, status: rest }, false, true);
    try {
      answer({ status: 502, statusText: 'Bad Gateway', raw: '' });
      await failure(call(endpoints.currentUser));
      expect(toast).toHaveBeenCalledExactlyOnceWith('Bad Gateway');
    } finally {
      i18n.addResourceBundle('zh', 'errors', saved, false, true);
    }
  });
});

describe('other failures', () => {
  it('418 toasts respMsg when there is one', async () => {
    answer({ status: 418, body: { respCode: 41800, respMsg: '我是茶壶', data: null } });
    await failure(call(endpoints.currentUser));
    expect(toast).toHaveBeenCalledExactlyOnceWith('我是茶壶');
  });

  it('418 without respMsg toasts 未知错误', async () => {
    answer({ status: 418, statusText: "I'm a teapot", raw: '' });
    const error = await failure(call(endpoints.currentUser));
    expect(toast).toHaveBeenCalledExactlyOnceWith('未知错误');
    expect(error).toMatchObject({ kind: 'http', status: 418 });
  });

  it('a network error toasts 未知错误', async () => {
    answer('network');
    const error = await failure(call(endpoints.currentUser));
    expect(toast).toHaveBeenCalledExactlyOnceWith('未知错误');
    expect(error).toMatchObject({ kind: 'network', status: undefined });
  });

  it('a timeout toasts 未知错误', async () => {
    answer('hang');
    const error = await failure(call(endpoints.currentUser, { timeout: 20 }));
    expect(toast).toHaveBeenCalledExactlyOnceWith('未知错误');
    expect(error.kind).toBe('timeout');
  });

  it('a call the caller aborts rejects without a toast', async () => {
    answer('hang');
    const controller = new AbortController();
    const pending = failure(call(endpoints.currentUser, { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('network');
    expect(toast).not.toHaveBeenCalled();
  });

  it('a body that is not JSON toasts 未知错误', async () => {
    answer({ status: 200, raw: '<html>maintenance</html>' });
    const error = await failure(call(endpoints.currentUser));
    expect(toast).toHaveBeenCalledExactlyOnceWith('未知错误');
    expect(error.kind).toBe('malformed');
  });

  it('data that does not fit the contract toasts 未知错误', async () => {
    answer({ body: { respCode: 20000, data: { id: 'not a number' } } });
    const error = await failure(call(endpoints.currentUser));
    expect(toast).toHaveBeenCalledExactlyOnceWith('未知错误');
    expect(error.kind).toBe('malformed');
  });

  it('a success answer without the data it needs toasts 未知错误, not its success message', async () => {
    answer({ body: { respCode: 20000, respMsg: '登录成功', data: null } });
    const error = await failure(
      call(endpoints.login, { body: { username: 'a', password: 'b', checked: true } }),
    );
    expect(toast).toHaveBeenCalledExactlyOnceWith('未知错误');
    expect(error.kind).toBe('malformed');
  });

  it('a malformed answer that is a business error still shows its respMsg', async () => {
    answer({ body: { respCode: 'oops', respMsg: '系统维护中' } });
    await failure(call(endpoints.currentUser));
    expect(toast).toHaveBeenCalledExactlyOnceWith('系统维护中');
  });
});

describe('silent calls', () => {
  it.each<[string, Answer]>([
    ['a business error', { body: { respCode: 40000, respMsg: '请求参数错误', data: null } }],
    ['a 401', { status: 401, body: { respCode: 40100, respMsg: '登录过期，请重新登录', data: null } }],
    ['a 500', { status: 500, body: { respCode: 50000, respMsg: '服务器内部错误', data: null } }],
    ['a network error', 'network'],
  ])('show nothing for %s, log it and reject', async (_name, reply) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer(reply);
    await failure(call(endpoints.companies, { silent: true }));
    expect(toast).not.toHaveBeenCalled();
    expect(modal).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).toContain('GET /portal/companies');
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
