import { beforeEach, describe, expect, it } from 'vitest';
import {
  endpoints,
  type CourseDetail,
  type CourseList,
  type CourseSchool,
  type LessonBrief,
  type MyQuestion,
  type Notification,
} from '@shui/contract';
import { startFakeApi } from './harness';

/**
 * The teacher in the course hall and the students' questions (issue 27, points 4 and 7), over the seed:
 * 王老师 (teacher) teaches 101, 102, 3 and 111; the student (李同学) takes 101, 102, 3, 104 and 105, not
 * 103, and asked question 1 in 101 (unanswered) and question 7 in 102 (answered).
 */

type Api = ReturnType<typeof startFakeApi>;
let api: Api;
let student: string;
let teacher: string;
beforeEach(async () => {
  api = startFakeApi();
  student = await api.login();
  teacher = await api.login('teacher');
});

const call = (token: string | undefined, name: keyof typeof endpoints, options: object = {}) =>
  api.call(endpoints[name].method, endpoints[name].path, { ...options, token });

describe('a teacher on his own course', () => {
  it('is told he teaches it, and cannot join it', async () => {
    const detail = (await call(teacher, 'courseDetail', { query: { courseId: 101 } })).body
      .data as CourseDetail;
    expect(detail).toMatchObject({ teaching: true, joined: false });
    const mine = (await call(student, 'courseDetail', { query: { courseId: 101 } })).body
      .data as CourseDetail;
    expect(mine).toMatchObject({ teaching: false, joined: true });
    const visitor = (await call(undefined, 'courseDetail', { query: { courseId: 101 } })).body
      .data as CourseDetail;
    expect(visitor.teaching).toBe(false);

    const join = await call(teacher, 'courseJoin', { query: { courseId: 101 } });
    expect([join.status, join.body.respCode, join.body.respMsg]).toEqual([
      409,
      40900,
      '您是该课程的任课教师，无需加入',
    ]);
    expect(api.store.data.courses.find((c) => c.id === 101)!.studentIds).not.toContain(2);
  });
});

describe('the course cards a teacher sees', () => {
  it('mark the courses he teaches, for him only', async () => {
    const list = async (token: string | undefined) =>
      (await call(token, 'courseList', { query: { pageSize: 50 } })).body.data as CourseList;
    const taught = (cards: CourseList['list']) =>
      cards
        .filter((c) => c.teaching)
        .map((c) => c.courseId)
        .sort((a, b) => a - b);
    expect(taught((await list(teacher)).list)).toEqual([3, 101, 102, 111]);
    expect(taught((await list(student)).list)).toEqual([]);
    expect(taught((await list(undefined)).list)).toEqual([]);

    const school = (await call(teacher, 'courseSchool')).body.data as CourseSchool;
    const cards = school.programmes.flatMap((p) => p.groups.flatMap((g) => g.courses));
    expect(cards.find((c) => c.courseId === 101)?.teaching).toBe(true);
    expect(cards.filter((c) => c.teaching).every((c) => [3, 101, 102, 111].includes(c.courseId))).toBe(true);
  });
});

describe("the students' questions", () => {
  it('are answered by the teacher; the student reads the answer in the course and is notified', async () => {
    const before = (await call(student, 'myQuestions', { query: { courseId: 101 } })).body
      .data as MyQuestion[];
    expect(before).toEqual([expect.objectContaining({ id: 1, answer: null })]);

    const res = await call(teacher, 'answerQuestion', { body: { id: 1, answer: '  先取反，再加一。 ' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      respCode: 20000,
      respMsg: '回答成功',
      data: { id: 1, studentName: '李同学', courseId: 101, answer: '先取反，再加一。' },
    });

    const after = (await call(student, 'myQuestions', { query: { courseId: 101 } })).body
      .data as MyQuestion[];
    expect(after[0]).toMatchObject({ id: 1, answer: '先取反，再加一。' });
    const qa = (await call(teacher, 'studentQa')).body.data as Array<{ id: number; answer: string | null }>;
    expect(qa.find((q) => q.id === 1)?.answer).toBe('先取反，再加一。');

    const inbox = (await call(student, 'messages', { query: { receiveUserId: 1 } })).body
      .data as Notification[];
    expect(inbox[0]).toMatchObject({
      message: '《计算机科学导论》的老师回答了你的提问',
      courseId: 101,
      status: 0,
    });
  });

  it('refuses an empty answer, a student answering, and a question of a course he does not teach', async () => {
    expect((await call(teacher, 'answerQuestion', { body: { id: 1, answer: '   ' } })).status).toBe(400);
    expect((await call(student, 'answerQuestion', { body: { id: 1, answer: '好' } })).status).toBe(403);
    expect((await call(teacher, 'answerQuestion', { body: { id: 999, answer: '好' } })).body.respMsg).toBe(
      '问题不存在',
    );
    api.store.data.studentQa.push({
      id: 500,
      userId: 1,
      courseId: 104,
      question: '机器学习的问题',
      answer: null,
      createTime: '2026-01-01 10:00:00',
    });
    const other = await call(teacher, 'answerQuestion', { body: { id: 500, answer: '好' } });
    expect([other.status, other.body.respMsg]).toEqual([403, '该问题不属于您任教的课程']);
  });

  it("are asked by a student of the course and reach the teacher's list", async () => {
    const asked = await call(student, 'askQuestion', {
      query: { courseId: 102 },
      body: { question: '外键可以为空吗？' },
    });
    expect(asked.body).toMatchObject({
      respMsg: '提问成功',
      data: { question: '外键可以为空吗？', answer: null },
    });
    const id = (asked.body.data as MyQuestion).id;
    const mine = (await call(student, 'myQuestions', { query: { courseId: 102 } })).body.data as MyQuestion[];
    expect(mine.map((q) => q.id)).toEqual([id, 7]);
    const qa = (await call(teacher, 'studentQa')).body.data as Array<{ id: number; answer: string | null }>;
    expect(qa.find((q) => q.id === id)).toMatchObject({ answer: null });
    const outsider = await call(student, 'askQuestion', {
      query: { courseId: 103 },
      body: { question: '在吗' },
    });
    expect([outsider.status, outsider.body.respMsg]).toEqual([403, '您未加入该课程']);
  });
});

describe('where a lesson sits', () => {
  it('is told to anyone, with whether the caller may open it', async () => {
    const brief = (id: number, token?: string) =>
      call(token, 'lessonBrief', { query: { lessonId: id } }).then((r) => r.body.data as LessonBrief);
    expect(await brief(20, student)).toEqual({
      lessonId: 20,
      title: expect.any(String) as string,
      chapterTitle: expect.any(String) as string,
      courseId: 103,
      courseName: '数据结构',
      member: false,
    });
    expect((await brief(2, student)).member).toBe(true);
    expect((await brief(2, teacher)).member).toBe(true);
    expect((await brief(2)).member).toBe(false);
    expect((await call(student, 'lessonBrief', { query: { lessonId: 9999 } })).status).toBe(404);
  });
});
