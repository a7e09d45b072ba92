import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { adminEndpoints, endpoints, fakeStateSchema, LIVENESS_MAX_DAYS } from '@shui/contract';
import { manualClock } from '../src/state/clock';
import { startFakeApi } from './harness';

const DAY = 86_400_000;

/**
 * At noon China time, so that "N minutes ago" of the seed stays on the same day whenever the tests run
 * (the seed is built relative to start-up).
 */
function atNoon() {
  const clock = manualClock(Date.UTC(2026, 10, 25, 4, 0, 0));
  return { api: startFakeApi({ clock }), clock };
}

const get = async (
  api: ReturnType<typeof startFakeApi>,
  path: string,
  token: string | undefined,
  query?: Record<string, string | number>,
) => api.call('GET', path, { token, query });

describe('teacher and statistics', () => {
  it("the teacher sees liveness over the last 7 days and the students' questions", async () => {
    const { api, clock } = atNoon();
    const token = await api.login('teacher');
    const courses = (await get(api, endpoints.teacherCourses.path, token)).body.data as Array<{
      studentCount: number;
    }>;
    const liveness = (await get(api, endpoints.liveness.path, token)).body.data;
    expect(liveness.courseCount).toBe(courses.length);
    expect(liveness.studentCount).toBeGreaterThanOrEqual(24);
    expect(liveness.activeStudents).toBe(26);
    expect(liveness.liveness).toBe(Math.round((26 / liveness.studentCount) * 100) / 100);

    // Eight days on, nothing the seed holds is within the last seven days.
    clock.advance(8 * DAY);
    const later = await api.login('teacher');
    expect((await get(api, endpoints.liveness.path, later)).body.data).toMatchObject({
      activeStudents: 0,
      liveness: 0,
    });

    const qa = (await get(api, endpoints.studentQa.path, later)).body.data as Array<{
      studentName: string;
      courseId: number;
      answer: string | null;
    }>;
    expect(qa.slice(0, 2).map((q) => q.studentName)).toEqual(['李同学', '张合作']);
    expect(qa.filter((q) => [101, 102, 3].includes(q.courseId))).toHaveLength(13);
    expect(qa.filter((q) => q.answer === null)).toHaveLength(6);
  });

  it('averageScore gives the exam statistics of the courses', async () => {
    const api = startFakeApi();
    const res = await get(api, endpoints.averageScore.path, await api.login());
    expect(res.body.data).toEqual({ maxScore: 100, minScore: 39, avgScore: 74.05, totalScore: 4443 });
  });

  it("lists the teacher's courses with their number of students", async () => {
    const api = startFakeApi();
    const res = await get(api, endpoints.teacherCourses.path, await api.login('teacher'));
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        { courseId: 101, courseName: '计算机科学导论', studentCount: 24 },
        { courseId: 102, courseName: '数据库系统', studentCount: 16 },
        { courseId: 3, courseName: 'Python 程序设计', studentCount: 20 },
      ]),
    );
  });

  it("gives a course's activity day by day, oldest first, today (China time) last", async () => {
    const { api } = atNoon();
    const token = await api.login('teacher');
    const res = await get(api, endpoints.dailyLiveness.path, token, { courseId: 101, days: 7 });
    expect(res.body.data).toEqual({
      courseId: 101,
      courseName: '计算机科学导论',
      studentCount: 24,
      activeStudents: 22,
      liveness: 0.92,
      days: [
        { date: '2026-11-19', activeStudents: 6, actions: 22 },
        { date: '2026-11-20', activeStudents: 7, actions: 28 },
        { date: '2026-11-21', activeStudents: 8, actions: 32 },
        { date: '2026-11-22', activeStudents: 14, actions: 42 },
        { date: '2026-11-23', activeStudents: 9, actions: 37 },
        { date: '2026-11-24', activeStudents: 13, actions: 44 },
        { date: '2026-11-25', activeStudents: 10, actions: 28 },
      ],
    });
    const month = (await get(api, endpoints.dailyLiveness.path, token, { courseId: 3, days: 30 })).body.data;
    expect(month.days).toHaveLength(30);
    expect(month.days.at(-1).date).toBe('2026-11-25');
    expect(month.days[0].date).toBe('2026-10-27');
    expect(month.days.every((d: { activeStudents: number }) => d.activeStudents <= 20)).toBe(true);
  });

  it("counts a check-in made now in today's activity", async () => {
    const { api } = atNoon();
    const teacher = await api.login('teacher');
    const today = async () =>
      (await get(api, endpoints.dailyLiveness.path, teacher, { courseId: 101, days: 1 })).body.data.days[0];
    const before = await today();
    // A student of the course with nothing on record today.
    const course = api.store.data.courses.find((c) => c.id === 101)!;
    const busy = new Set(
      api.store.data.learningActivity
        .filter((a) => a.courseId === 101 && a.date === '2026-11-25')
        .map((a) => a.userId),
    );
    const idle = course.studentIds.find((id) => !busy.has(id))!;
    const student = api.store.issueToken(idle).token;
    const checkIn = await api.call('POST', endpoints.checkIn.path, {
      token: student,
      query: { checkItemId: 3 },
    });
    expect(checkIn.body.respCode).toBe(20000);
    expect(await today()).toEqual({
      ...before,
      activeStudents: before.activeStudents + 1,
      actions: before.actions + 1,
    });
  });

  it("gives a course's score distribution over its students", async () => {
    const api = startFakeApi();
    const token = await api.login('teacher');
    const res = await get(api, endpoints.scoreDistribution.path, token, { courseId: 102 });
    expect(res.body.data).toEqual({
      courseId: 102,
      courseName: '数据库系统',
      studentCount: 16,
      scoredCount: 16,
      avgScore: 71.13,
      maxScore: 89,
      minScore: 39,
      bands: [
        { min: 0, max: 59, count: 3 },
        { min: 60, max: 69, count: 3 },
        { min: 70, max: 79, count: 4 },
        { min: 80, max: 89, count: 6 },
        { min: 90, max: 100, count: 0 },
      ],
    });
    // A course without scores: zeros and empty bands, not an error.
    const empty = {
      id: 990,
      name: '软件工程',
      teacherId: api.store.findByLogin('teacher')!.id,
      studentIds: [1],
    };
    api.store.data.courses.push(empty);
    const none = (await get(api, endpoints.scoreDistribution.path, token, { courseId: 990 })).body.data;
    expect(none).toMatchObject({ studentCount: 1, scoredCount: 0, avgScore: 0, maxScore: 0, minScore: 0 });
    expect(none.bands.map((b: { count: number }) => b.count)).toEqual([0, 0, 0, 0, 0]);
  });

  it("refuses students, unknown courses, other teachers' courses and bad periods with the envelope", async () => {
    const api = startFakeApi();
    const teacher = await api.login('teacher');
    const student = await api.login();
    api.store.data.courses.push({ id: 991, name: '编译原理', teacherId: null, studentIds: [] });
    const cases: Array<
      [string, string | undefined, Record<string, string | number>, number, number, string]
    > = [
      [endpoints.teacherCourses.path, student, {}, 403, 40300, '仅教师可以访问'],
      [endpoints.dailyLiveness.path, student, { courseId: 101, days: 7 }, 403, 40300, '仅教师可以访问'],
      [endpoints.scoreDistribution.path, undefined, { courseId: 101 }, 401, 40100, '登录过期，请重新登录'],
      [endpoints.dailyLiveness.path, teacher, { courseId: 4242, days: 7 }, 404, 40400, '课程不存在'],
      [endpoints.scoreDistribution.path, teacher, { courseId: 4242 }, 404, 40400, '课程不存在'],
      [
        endpoints.dailyLiveness.path,
        teacher,
        { courseId: 991, days: 7 },
        403,
        40300,
        '您不是该课程的任课教师',
      ],
      [endpoints.scoreDistribution.path, teacher, { courseId: 991 }, 403, 40300, '您不是该课程的任课教师'],
      [endpoints.dailyLiveness.path, teacher, { courseId: 101, days: 0 }, 400, 40000, '请求参数错误：days'],
      [
        endpoints.dailyLiveness.path,
        teacher,
        { courseId: 101, days: LIVENESS_MAX_DAYS + 1 },
        400,
        40000,
        '请求参数错误：days',
      ],
      [
        endpoints.dailyLiveness.path,
        teacher,
        { courseId: 'abc', days: 7 },
        400,
        40000,
        '请求参数错误：courseId',
      ],
      [endpoints.scoreDistribution.path, teacher, {}, 400, 40000, "Required String parameter 'courseId'"],
    ];
    for (const [path, token, query, status, respCode, respMsg] of cases) {
      const res = await get(api, path, token, query);
      expect({ path, query, status: res.status, respCode: res.body.respCode }).toEqual({
        path,
        query,
        status,
        respCode,
      });
      expect(res.body.respMsg).toContain(respMsg);
    }
  });

  it('keeps the activity through a state file, reset goes back to the seed, an older file still loads', async () => {
    const api = startFakeApi();
    const seeded = api.store.data.learningActivity.length;
    expect(seeded).toBeGreaterThan(100);
    api.store.data.learningActivity.length = 0;
    await request(api.app).post(adminEndpoints.reset.path).expect(200);
    expect(api.store.data.learningActivity).toHaveLength(seeded);

    const older: Record<string, unknown> = { ...api.store.snapshot() };
    delete older.learningActivity;
    expect(fakeStateSchema.parse(older).learningActivity).toEqual([]);
  });
});
