import { describe, expect, it } from 'vitest';
import { endpoints, type CourseDetail, type CourseList, type MyCourse } from '@shui/contract';
import { api, get, post, data, useCourseApi } from './course-helpers';

useCourseApi();

describe('the course list', () => {
  it('pages the catalogue, newest first, with the total', async () => {
    const first = data<CourseList>(await get(endpoints.courseList.path, { pageNum: 1, pageSize: 10 }));
    expect(first.total).toBe(12);
    expect(first.list).toHaveLength(10);
    expect(first.list[0]).toMatchObject({ courseId: 111, courseName: '操作系统', teacherName: '王老师' });
    const second = data<CourseList>(await get(endpoints.courseList.path, { pageNum: 2, pageSize: 10 }));
    expect(second).toMatchObject({ total: 12, pageNum: 2, pageSize: 10 });
    expect(second.list.map((c) => c.courseId)).toEqual([102, 101]);
    const ids = [...first.list, ...second.list].map((c) => c.courseId);
    expect(new Set(ids).size).toBe(12);
    const past = data<CourseList>(await get(endpoints.courseList.path, { pageNum: 3, pageSize: 10 }));
    expect(past).toMatchObject({ list: [], total: 12 });
    // Defaults: page 1 of 10.
    expect(data<CourseList>(await get(endpoints.courseList.path)).list).toHaveLength(10);
  });

  it('filters by tag and finds the keyword in the name whatever its case', async () => {
    const featured = data<CourseList>(await get(endpoints.courseList.path, { tag: 3, pageSize: 50 }));
    expect(featured.list.map((c) => c.courseName).sort()).toEqual(
      ['大数据处理技术', '数据可视化', '机器学习'].sort(),
    );
    expect(featured.list.every((c) => c.tag === 3)).toBe(true);
    const python = data<CourseList>(await get(endpoints.courseList.path, { keyword: ' PYTHON ' }));
    expect(python.list.map((c) => c.courseId)).toEqual([3]);
    const none = data<CourseList>(await get(endpoints.courseList.path, { keyword: '天文学' }));
    expect(none).toMatchObject({ list: [], total: 0 });
  });

  it("marks the caller's courses joined, and none without a token", async () => {
    const mine = data<CourseList>(await get(endpoints.courseList.path, { pageSize: 20 }));
    expect(
      mine.list
        .filter((c) => c.joined)
        .map((c) => c.courseId)
        .sort((a, b) => a - b),
    ).toEqual([3, 101, 102, 104, 105]);
    const visitor = data<CourseList>(await get(endpoints.courseList.path, { pageSize: 20 }, null));
    expect(visitor.list.some((c) => c.joined)).toBe(false);
    expect((await get(endpoints.courseList.path, {}, 'expired')).status).toBe(401);
  });

  it('answers 400 for a pager size other than 10/20/30/50, a bad page or tag', async () => {
    const queries: Array<Record<string, string | number>> = [
      { pageSize: 15 },
      { pageNum: 0 },
      { pageNum: 'x' },
      { tag: 5 },
      { tag: 'a' },
    ];
    for (const query of queries) {
      const res = await get(endpoints.courseList.path, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ respCode: 40000, data: null });
    }
  });
});

describe('the school, programmes and colleges', () => {
  it('lists programmes with their college, groups and course cards', async () => {
    const { programmes } = data<{
      programmes: Array<{
        name: string;
        collegeName: string;
        groups: Array<{ name: string; courses: Array<{ courseName: string; joined: boolean }> }>;
      }>;
    }>(await get(endpoints.courseSchool.path));
    expect(programmes.map((p) => p.name)).toEqual(['数据科学与大数据技术', '人工智能', '计算机科学与技术']);
    expect(programmes[0]!.collegeName).toBe('数据科学与工程学院');
    const core = programmes[0]!.groups.find((g) => g.name === '专业核心课')!;
    expect(core.courses.map((c) => c.courseName)).toEqual([
      '数据库系统',
      '数据结构',
      '机器学习',
      '大数据处理技术',
    ]);
    expect(core.courses.map((c) => c.joined)).toEqual([true, false, true, false]);
  });

  it('details a programme and a college; unknown ids are 404, wrong types 400', async () => {
    const programme = data<{ name: string; goals: string[]; introHtml: string; collegeName: string }>(
      await get(endpoints.programDetail.path, { programId: 2 }, null),
    );
    expect(programme).toMatchObject({ name: '人工智能', collegeName: '数据科学与工程学院' });
    expect(programme.goals.length).toBeGreaterThan(1);
    expect(programme.introHtml).toContain('<p>');
    const college = data<{ name: string; programmes: Array<{ name: string; courseCount: number }> }>(
      await get(endpoints.collegeDetail.path, { collegeId: 1 }, null),
    );
    expect(college.name).toBe('数据科学与工程学院');
    expect(college.programmes).toEqual([
      expect.objectContaining({ name: '数据科学与大数据技术', courseCount: 10 }),
      expect.objectContaining({ name: '人工智能', courseCount: 7 }),
    ]);
    const missing = await get(endpoints.programDetail.path, { programId: 42 });
    expect([missing.status, missing.body.respMsg]).toEqual([404, '专业不存在']);
    expect((await get(endpoints.collegeDetail.path, { collegeId: 42 })).body.respMsg).toBe('学院不存在');
    expect((await get(endpoints.collegeDetail.path, { collegeId: 'one' })).status).toBe(400);
  });
});

describe('a course', () => {
  it("answers its counts, completion rule, the caller's progress, stats, classes and chapters", async () => {
    const course = data<CourseDetail>(await get(endpoints.courseDetail.path, { courseId: 101 }));
    expect(course).toMatchObject({
      courseName: '计算机科学导论',
      joined: true,
      favorite: false,
      teacher: { truename: '王老师' },
      videoResNums: 6,
      coursewareResNums: 3,
      homeworkResNums: 3,
      testResNums: 3,
      otherResNums: 1,
      practiceResNums: 0,
      completion: { videoTimes: 4, examTimes: 2, homeworkTimes: 2 },
      progress: { videoTimes: 3, examTimes: 1, homeworkTimes: 0 },
    });
    expect(course.scoreStats).toMatchObject({ totalScore: 100 });
    expect(course.scoreStats!.maxScore).toBeGreaterThanOrEqual(course.scoreStats!.avgScore);
    expect(course.teachClasses.map((t) => t.studentCount).reduce((a, b) => a + b)).toBe(course.studentCount);
    expect(course.chapters).toHaveLength(3);
    const lesson2 = course.chapters[0]!.lessons[1]!;
    expect(lesson2.resources.map((r) => [r.type, r.done])).toEqual([
      [2, true],
      [1, false],
      [4, true],
    ]);
    expect(course.introHtml).toContain('<h3>');
  });

  it('shows zeros and no favourite without a token; unknown course 404', async () => {
    const course = data<CourseDetail>(await get(endpoints.courseDetail.path, { courseId: 104 }, null));
    expect(course).toMatchObject({
      joined: false,
      favorite: false,
      progress: { videoTimes: 0, examTimes: 0, homeworkTimes: 0 },
    });
    expect(course.chapters.flatMap((c) => c.lessons.flatMap((l) => l.resources)).some((r) => r.done)).toBe(
      false,
    );
    expect(data<CourseDetail>(await get(endpoints.courseDetail.path, { courseId: 104 })).favorite).toBe(true);
    const missing = await get(endpoints.courseDetail.path, { courseId: 9999 });
    expect([missing.status, missing.body.respCode, missing.body.respMsg]).toEqual([404, 40400, '课程不存在']);
  });
});

describe('joining and leaving', () => {
  it('joins a course: its members, first class, my courses and lessons follow', async () => {
    const lessonId = api.store.data.lessons.find((l) => l.courseId === 103)!.lessonId;
    const before = await get(endpoints.lessonDetail.path, { lessonId });
    expect([before.status, before.body.respMsg]).toEqual([403, '您未加入该课程']);
    const count = data<CourseDetail>(await get(endpoints.courseDetail.path, { courseId: 103 })).studentCount;

    const joined = await post(endpoints.courseJoin.path, { courseId: 103 });
    expect(joined.body).toEqual({ respCode: 20000, respMsg: '加入课程成功', data: null });
    const course = data<CourseDetail>(await get(endpoints.courseDetail.path, { courseId: 103 }));
    expect(course).toMatchObject({ joined: true, studentCount: count + 1 });
    expect(course.teachClasses[0]!.studentCount).toBe(count + 1);
    const mine = data<MyCourse[]>(await get(endpoints.myCourses.path));
    expect(mine[0]).toMatchObject({ courseId: 103, progress: 0 });
    expect(mine[0]!.joinTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await get(endpoints.lessonDetail.path, { lessonId })).status).toBe(200);

    const twice = await post(endpoints.courseJoin.path, { courseId: 103 });
    expect([twice.status, twice.body.respMsg]).toEqual([409, '您已加入该课程']);
  });

  it('leaves a course; leaving one not taken is 400, an unknown one 404, a visitor 401', async () => {
    const left = await post(endpoints.courseLeave.path, { courseId: 105 });
    expect(left.body.respMsg).toBe('已退出课程');
    expect(data<MyCourse[]>(await get(endpoints.myCourses.path)).map((c) => c.courseId)).not.toContain(105);
    expect(api.store.data.courses.find((c) => c.id === 105)!.studentIds).not.toContain(1);
    const again = await post(endpoints.courseLeave.path, { courseId: 105 });
    expect([again.status, again.body.respMsg]).toEqual([400, '您未加入该课程']);
    expect((await post(endpoints.courseLeave.path, { courseId: 9999 })).status).toBe(404);
    expect((await api.call('POST', endpoints.courseJoin.path, { query: { courseId: 103 } })).status).toBe(
      401,
    );
  });
});
