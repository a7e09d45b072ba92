import { describe, expect, it } from 'vitest';
import { startFakeApi } from './harness';

describe('student check-in', () => {
  it('shows the open item, checks in once, and records it in the history', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const current = (await api.call('GET', '/portal/student/checkCurrent', { token })).body.data as Array<{
      checkItemId: number;
      checked: boolean;
    }>;
    expect(current).toEqual([
      expect.objectContaining({ checkItemId: 3, checked: false, courseName: '计算机科学导论' }),
    ]);
    const checked = await api.call('POST', '/portal/student/check', { token, query: { checkItemId: 3 } });
    expect(checked.body.data).toMatchObject({ checkItemId: 3, status: 1 });
    expect(
      (await api.call('POST', '/portal/student/check', { token, query: { checkItemId: 3 } })).status,
    ).toBe(409);
    const history = (
      await api.call('GET', '/portal/student/checkHistory/course', { token, query: { courseId: 101 } })
    ).body.data as Array<{ checkItemId: number; status: number }>;
    expect(history.map((r) => [r.checkItemId, r.status])).toEqual([
      [3, 1],
      [2, 0],
      [1, 1],
    ]);
    expect(
      (
        (await api.call('GET', '/portal/student/check/item', { token, query: { teachclassId: 1001 } })).body
          .data as unknown[]
      ).length,
    ).toBe(3);
  });

  it('refuses a closed item, a future one and an unknown one', async () => {
    const api = startFakeApi();
    const token = await api.login();
    expect(
      (await api.call('POST', '/portal/student/check', { token, query: { checkItemId: 2 } })).body.respMsg,
    ).toBe('签到已结束或尚未开始');
    expect(
      (await api.call('POST', '/portal/student/check', { token, query: { checkItemId: 5 } })).status,
    ).toBe(400);
    expect(
      (await api.call('POST', '/portal/student/check', { token, query: { checkItemId: 42 } })).status,
    ).toBe(404);
  });
});
