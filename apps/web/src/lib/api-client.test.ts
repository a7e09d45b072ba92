import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@shui/contract';
import { env } from '../config/env';
import { call } from './api-client';
import { i18n } from './i18n';
import { setToken } from './auth/token';
import {
  answer,
  failure,
  modal,
  requests,
  setUpApiClientSuite,
  toast,
  user,
  type Answer,
} from './testing/api-client-harness';

setUpApiClientSuite();

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

describe('expected failures', () => {
  it('are not told (the page shows them as a state); other failures of the call still are', async () => {
    const forbidden = (error: { status?: number }) => error.status === 403;
    answer({ status: 403, body: { respCode: 40300, respMsg: '您未加入该课程', data: null } });
    const refused = await failure(
      call(endpoints.lessonDetail, { query: { lessonId: 1 }, expected: forbidden }),
    );
    expect(refused.status).toBe(403);
    expect(toast).not.toHaveBeenCalled();

    answer({ status: 500, body: { respCode: 50000, respMsg: '服务器内部错误', data: null } });
    await failure(call(endpoints.lessonDetail, { query: { lessonId: 1 }, expected: forbidden }));
    expect(toast).toHaveBeenCalledExactlyOnceWith('服务器内部错误');
  });
});
