import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../config/env';
import { setNotifier, type SessionExpiredModal } from './notifier';
import { ApiError } from './api-error';
import { initI18n } from './i18n';
import { getCompanies, getCurrentCompany, getCurrentUser, getMessages, isOnCampus } from './portal-api';
import { clearToken, setToken } from './auth/token';

const toast = vi.fn<(text: string) => void>();
const modal = vi.fn<(spec: SessionExpiredModal) => void>();
const requests: Request[] = [];

function answer(status: number, body: unknown): void {
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      requests.push(request);
      return Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
}
const ok = (data: unknown) => answer(200, { respCode: 20000, respMsg: '操作成功', data });
const lastUrl = () => requests.at(-1)!.url.slice(env.api.length);

beforeAll(async () => {
  await initI18n('zh');
});

beforeEach(() => {
  requests.length = 0;
  toast.mockClear();
  modal.mockClear();
  setNotifier({ toast, modal });
  setToken('tok');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  clearToken();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setNotifier(null);
});

describe('portal api', () => {
  it('getCurrentUser: GET /sys/users/current', async () => {
    const user = { id: 1, truename: '李同学', headImgUrl: '/uploads/a.png', userNumber: '10213' };
    ok(user);
    await expect(getCurrentUser()).resolves.toEqual(user);
    expect(requests[0]!.method).toBe('GET');
    expect(lastUrl()).toBe('/sys/users/current');
  });

  it.each([
    [true, '/portal/current_company?isLogin=true'],
    [false, '/portal/current_company?isLogin=false'],
  ])('getCurrentCompany(%s): %s', async (isLogin, url) => {
    ok({ id: null, companyName: 'visitor' });
    await expect(getCurrentCompany(isLogin)).resolves.toEqual({ id: null, companyName: 'visitor' });
    expect(lastUrl()).toBe(url);
  });

  it('getCompanies: GET /portal/companies', async () => {
    ok([{ id: 1, companyName: '华东师范大学数据科学与工程学院' }]);
    await expect(getCompanies()).resolves.toEqual([{ id: 1, companyName: '华东师范大学数据科学与工程学院' }]);
    expect(lastUrl()).toBe('/portal/companies');
  });

  it.each([
    ['true', true],
    ['false', false],
  ])("isOnCampus: data '%s' is %s", async (data, expected) => {
    ok(data);
    await expect(isOnCampus()).resolves.toBe(expected);
    expect(lastUrl()).toBe('/portal/network/onCampus');
  });

  it('getMessages: GET /resource/message?receiveUserId=', async () => {
    const item = { id: 1, message: '新作业', status: 0, createTime: '2026-11-22 11:06:38', courseId: 101 };
    ok([item]);
    await expect(getMessages(7)).resolves.toEqual([item]);
    expect(lastUrl()).toBe('/resource/message?receiveUserId=7');
  });
});

describe('logged-only calls show nothing when they fail', () => {
  it.each([
    ['getCurrentCompany', () => getCurrentCompany(true)],
    ['getCompanies', () => getCompanies()],
    ['isOnCampus', () => isOnCampus()],
    ['getMessages', () => getMessages(1)],
  ])('%s on a 500', async (_name, run) => {
    answer(500, { respCode: 50000, respMsg: '服务器内部错误', data: null });
    await expect(run()).rejects.toBeInstanceOf(ApiError);
    expect(toast).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledOnce();
  });

  it('getMessages opens no re-login dialog on a 401', async () => {
    answer(401, { respCode: 40100, respMsg: '登录过期，请重新登录', data: null });
    await expect(getMessages(1)).rejects.toMatchObject({ status: 401 });
    expect(modal).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('getCurrentUser is not silent: a 500 is toasted', async () => {
    answer(500, { respCode: 50000, respMsg: '服务器内部错误', data: null });
    await expect(getCurrentUser()).rejects.toBeInstanceOf(ApiError);
    expect(toast).toHaveBeenCalledExactlyOnceWith('服务器内部错误');
  });
});
