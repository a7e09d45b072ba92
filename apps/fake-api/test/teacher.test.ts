import { describe, expect, it } from 'vitest';
import { startFakeApi } from './harness';

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
