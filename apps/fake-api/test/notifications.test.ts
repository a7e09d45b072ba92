import { describe, expect, it } from 'vitest';
import { startFakeApi } from './harness';

describe('notifications', () => {
  it("lists the user's notifications, newest first, with read and unread", async () => {
    const api = startFakeApi();
    const res = await api.call('GET', '/resource/message', {
      token: await api.login(),
      query: { receiveUserId: 1 },
    });
    const list = res.body.data as Array<{
      id: number;
      status: number;
      createTime: string;
      courseId: number | null;
    }>;
    expect(list).toHaveLength(7);
    expect(list.map((n) => n.createTime)).toEqual([...list.map((n) => n.createTime)].sort().reverse());
    expect(list.some((n) => n.status === 0) && list.some((n) => n.status === 1)).toBe(true);
    expect(list.some((n) => n.courseId === null)).toBe(true);
  });

  it("refuses someone else's notifications", async () => {
    const api = startFakeApi();
    const res = await api.call('GET', '/resource/message', {
      token: await api.login(),
      query: { receiveUserId: 2 },
    });
    expect(res.status).toBe(403);
  });

  it.each([[{}], [{ receiveUserId: 'abc' }], [{ receiveUserId: -1 }]])(
    'refuses the query %j',
    async (query) => {
      const api = startFakeApi();
      const res = await api.call('GET', '/resource/message', { token: await api.login(), query });
      expect(res.status).toBe(400);
    },
  );

  it("marks the listed notifications read, and only the caller's", async () => {
    const api = startFakeApi();
    const token = await api.login();
    const marked = await api.call('POST', '/resource/message/marked', { token, body: [1, 2, 3, 4, 8] });
    expect(marked.body.respCode).toBe(20000);
    const mine = (await api.call('GET', '/resource/message', { token, query: { receiveUserId: 1 } })).body
      .data as Array<{ status: number }>;
    expect(mine.every((n) => n.status === 1)).toBe(true);
    const teacher = await api.login('teacher');
    const theirs = (
      await api.call('GET', '/resource/message', { token: teacher, query: { receiveUserId: 2 } })
    ).body.data as Array<{ id: number; status: number }>;
    expect(theirs.find((n) => n.id === 8)?.status).toBe(0);
  });

  it.each([[{ ids: [1] }], [['1']], [null]])('mark-read refuses the body %j', async (body) => {
    const api = startFakeApi();
    const res = await api.call('POST', '/resource/message/marked', { token: await api.login(), body });
    expect(res.status).toBe(400);
  });
});
