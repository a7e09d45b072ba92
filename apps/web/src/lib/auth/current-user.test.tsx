import { describe, expect, it, vi } from 'vitest';
import { env } from '../../config/env';
import { loadCurrentUser, resolveAvatar } from './current-user';
import { emptySession, sessionStore } from './session';
import { answer, expired, modal, setUpCurrentUserSuite, toast, user } from '../testing/current-user-harness';
import { getToken } from './token';

setUpCurrentUserSuite();

describe('loadCurrentUser', () => {
  it('puts id, name, avatar and number into the session', async () => {
    answer(200, { respCode: 20000, data: user });
    await expect(loadCurrentUser(vi.fn())).resolves.toEqual(user);
    expect(sessionStore.get()).toMatchObject({
      userId: 7,
      displayName: '李同学',
      avatar: `${env.api}/uploads/x.png`,
      userNumber: '10213',
    });
  });

  it('on 401 shows 登录已过期，请重新登录, clears token and session and goes to login, without the dialog', async () => {
    sessionStore.set({ displayName: '旧名字', userId: 7 });
    answer(401, expired);
    const goToLogin = vi.fn();
    await expect(loadCurrentUser(goToLogin)).resolves.toBeNull();
    expect(toast).toHaveBeenCalledExactlyOnceWith('登录已过期，请重新登录');
    expect(modal).not.toHaveBeenCalled();
    expect(getToken()).toBeUndefined();
    expect(sessionStore.get()).toMatchObject({ ...emptySession, authorizationFailed: false });
    expect(goToLogin).toHaveBeenCalledExactlyOnceWith('/login?redirect=%2Fcenter%3Ftab%3Db');
  });

  it.each([
    [500, { respCode: 50000, respMsg: '服务器内部错误', data: null }],
    [200, { respCode: 40000, respMsg: '请求参数错误', data: null }],
  ])('logs any other failure (%i) only and keeps the session', async (status, body) => {
    sessionStore.set({ displayName: '李同学', userId: 7 });
    answer(status, body);
    const goToLogin = vi.fn();
    await expect(loadCurrentUser(goToLogin)).resolves.toBeNull();
    expect(toast).not.toHaveBeenCalled();
    expect(modal).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledOnce();
    expect(getToken()).toBe('tok');
    expect(sessionStore.get().displayName).toBe('李同学');
    expect(goToLogin).not.toHaveBeenCalled();
  });
});

describe('resolveAvatar', () => {
  it.each([
    ['/uploads/x.png', 'https://api.example/base', 'https://api.example/base/uploads/x.png'],
    ['uploads/x.png', 'https://api.example/base/', 'https://api.example/base/uploads/x.png'],
    ['https://cdn.example/a.png', 'https://api.example', 'https://cdn.example/a.png'],
    ['//cdn.example/a.png', 'https://api.example', '//cdn.example/a.png'],
    ['', 'https://api.example', ''],
    ['javascript:alert(1)', 'https://api.example', ''],
    ['data:image/png;base64,AAAA', 'https://api.example', ''],
  ])('%s against %s is %s', (headImgUrl, base, expected) => {
    expect(resolveAvatar(headImgUrl, base)).toBe(expected);
  });
});
