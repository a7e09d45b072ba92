import { describe, expect, it } from 'vitest';
import { PNG, startFakeApi } from './harness';

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

describe('organisations', () => {
  it("answers 'visitor' for a visitor and for a user with none", async () => {
    const api = startFakeApi();
    expect(
      (await api.call('GET', '/portal/current_company', { query: { isLogin: 'false' } })).body.data,
    ).toEqual({ id: null, companyName: 'visitor' });
    const partner = await api.login('10215501001', '10215501001');
    expect(
      (await api.call('GET', '/portal/current_company', { token: partner, query: { isLogin: 'true' } })).body
        .data.companyName,
    ).toBe('visitor');
  });

  it('isLogin=true without a token answers 401', async () => {
    const api = startFakeApi();
    expect((await api.call('GET', '/portal/current_company', { query: { isLogin: 'true' } })).status).toBe(
      401,
    );
  });

  it('lists the two organisations of the student and switches between them', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const list = (await api.call('GET', '/portal/companies', { token })).body.data as Array<{
      id: number;
      companyName: string;
    }>;
    expect(list.map((o) => o.companyName)).toEqual([
      '华东师范大学数据科学与工程学院',
      '水杉在线开放课程联盟',
    ]);
    const switched = await api.call('POST', '/portal/current_company', { token, query: { companyId: 2 } });
    expect(switched.body.data.companyName).toBe('水杉在线开放课程联盟');
    expect(
      (await api.call('GET', '/portal/current_company', { token, query: { isLogin: 'true' } })).body.data.id,
    ).toBe(2);
  });

  it('refuses to switch to an organisation the user is not in, or one that does not exist', async () => {
    const api = startFakeApi();
    const token = await api.login();
    expect(
      (await api.call('POST', '/portal/current_company', { token, query: { companyId: 3 } })).status,
    ).toBe(403);
    expect(
      (await api.call('POST', '/portal/current_company', { token, query: { companyId: 99 } })).status,
    ).toBe(404);
  });

  it('/super/company lists every organisation with its member count', async () => {
    const api = startFakeApi();
    const res = await api.call('GET', '/super/company');
    expect(res.body.data).toContainEqual({
      id: 1,
      companyName: '华东师范大学数据科学与工程学院',
      memberCount: 2,
    });
  });
});

describe('feedback', () => {
  it('uploads one screenshot and submits the form as form data', async () => {
    const api = startFakeApi();
    const upload = await api.call('POST', '/portal/feedback/upload', {
      file: { name: 'shot.png', bytes: PNG, type: 'image/png' },
    });
    expect(upload.body).toMatchObject({
      respCode: 20000,
      data: expect.stringMatching(/^\/uploads\/feedback-/),
    });
    const res = await api.call('POST', '/portal/feedback', {
      form: {
        feedtype: '课堂,视频播放,课件',
        title: '视频卡顿',
        content: '第三章视频无法播放',
        filepath: upload.body.data as string,
        contact: 'a@b.cn',
      },
    });
    expect(res.body).toMatchObject({
      respCode: 20000,
      respMsg: '反馈已收到，请等待邮件回复',
      data: { id: 1 },
    });
  });

  it('accepts the form as JSON too', async () => {
    const api = startFakeApi();
    const res = await api.call('POST', '/portal/feedback', {
      body: {
        feedtype: '其他问题或建议',
        title: 't',
        content: 'c',
        filepath: '/uploads/x.png',
        contact: 'a@b.cn',
      },
    });
    expect(res.body.respCode).toBe(20000);
  });

  it.each(['feedtype', 'title', 'content', 'filepath'])('refuses a form without %s', async (field) => {
    const api = startFakeApi();
    const form: Record<string, string> = {
      feedtype: '其他问题或建议',
      title: 't',
      content: 'c',
      filepath: '/uploads/x.png',
      contact: 'a@b.cn',
    };
    delete form[field];
    const res = await api.call('POST', '/portal/feedback', { form });
    expect(res.status).toBe(400);
    expect(res.body.respMsg).toContain(field);
  });

  it('refuses two files, a non-image and an image over 5 MB', async () => {
    const api = startFakeApi();
    const two = await api.call('POST', '/portal/feedback/upload', {
      files: [
        { name: 'a.png', bytes: PNG, type: 'image/png' },
        { name: 'b.png', bytes: PNG, type: 'image/png' },
      ],
    });
    expect(two.body).toMatchObject({ respCode: 40000, respMsg: '只能上传1张图片' });
    const text = await api.call('POST', '/portal/feedback/upload', {
      file: { name: 'a.txt', bytes: Buffer.from('hello'), type: 'text/plain' },
    });
    expect(text.status).toBe(415);
    const big = await api.call('POST', '/portal/feedback/upload', {
      file: {
        name: 'big.png',
        bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
        type: 'image/png',
      },
    });
    expect(big.status).toBe(413);
  });
});

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

describe('teacher and statistics', () => {
  it("the teacher sees liveness and students' questions", async () => {
    const api = startFakeApi();
    const token = await api.login('teacher');
    expect((await api.call('GET', '/teacher/course/sum_liveness', { token })).body.data).toEqual({
      courseCount: 3,
      studentCount: 2,
      activeStudents: 2,
      liveness: 1,
    });
    const qa = (await api.call('GET', '/teacher/teacher_admin/question/student/QA', { token })).body
      .data as Array<{ studentName: string }>;
    expect(qa.map((q) => q.studentName)).toEqual(['李同学', '张合作']);
  });

  it('averageScore gives the exam statistics of the courses', async () => {
    const api = startFakeApi();
    const res = await api.call('GET', '/portal/huhang/averageScore', { token: await api.login() });
    expect(res.body.data).toEqual({ maxScore: 92, minScore: 78, avgScore: 85, totalScore: 255 });
  });
});

describe('assistant and campus', () => {
  it("answers 'true' outside exams and 'false' during an exam period", async () => {
    const api = startFakeApi();
    const token = await api.login();
    expect((await api.call('GET', '/portal/assistant/available', { token })).body.data).toBe('true');
    api.store.updateSettings({ examPeriod: true });
    expect((await api.call('GET', '/portal/assistant/available', { token })).body.data).toBe('false');
    expect((await api.call('GET', '/super/option/assistant')).body.data.examPeriod).toBe(true);
    expect(
      (await api.call('POST', '/portal/assistant/qa', { token, body: { type: 1, key: '你好' } })).status,
    ).toBe(403);
  });

  it("answers a question with respCode '20000' as a string, and CS101 has its own assistant", async () => {
    const api = startFakeApi();
    const token = await api.login();
    const res = await api.call('POST', '/portal/assistant/qa', {
      token,
      body: { type: 1, key: '什么是补码？' },
    });
    expect(res.body.respCode).toBe('20000');
    expect(res.body.data).toContain('什么是补码？');
    const cs101 = await api.call('POST', '/portal/assistant/qa', {
      token,
      body: { type: 1, key: '作业', courseId: 101 },
    });
    expect(cs101.body.data).toMatch(/^CS101 课程助教/);
  });

  it.each([[{ type: 2, key: 'x' }], [{ type: 1, key: '   ' }], [{ type: 1 }]])(
    'Q&A refuses %j',
    async (body) => {
      const api = startFakeApi();
      expect(
        (await api.call('POST', '/portal/assistant/qa', { token: await api.login(), body })).status,
      ).toBe(400);
    },
  );

  it('answers the on-campus setting', async () => {
    const api = startFakeApi();
    expect((await api.call('GET', '/portal/network/onCampus')).body.data).toBe('true');
    api.store.updateSettings({ onCampus: false });
    expect((await api.call('GET', '/portal/network/onCampus')).body.data).toBe('false');
  });
});
