import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  adminEndpoints,
  endpoints,
  fakeStateSchema,
  type CourseDetail,
  type CourseList,
  type Lesson,
  type LessonResource,
  type MyCourse,
} from '@shui/contract';
import { readStateFile } from '../src/state/persistence';
import { createFakeApi } from '../src/setup';
import { PNG, startFakeApi } from './harness';

/**
 * The course domain over the seed of fixtures/seed/course-hall.json: the student takes 101, 102, 3, 104
 * and 105 (joined in that order, 105 last), not 103; in 101, lesson 2 holds video 3, homework 4 and
 * test 5 (questions 1-3, right answers B, B, B); course 104 and lesson 3 are favourites.
 */

type Api = ReturnType<typeof startFakeApi>;
let api: Api;
let token: string;
beforeEach(async () => {
  api = startFakeApi();
  token = await api.login();
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, query?: Record<string, string | number>, as: string | null = token) =>
  api.call('GET', path, { query, token: as ?? undefined });
const post = (path: string, query?: Record<string, string | number>, body?: unknown) =>
  api.call('POST', path, { query, body, token });
const data = <T>(res: { body: { data: unknown } }) => res.body.data as T;
const resourceOf = <T extends LessonResource['type']>(lesson: Lesson, type: T) =>
  lesson.resources.find((r) => r.type === type) as Extract<LessonResource, { type: T }>;
const inCourse = (courseId: number, type: number) =>
  api.store.data.courseResources.find((r) => r.courseId === courseId && r.type === type)!.resourceId;

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

describe('a lesson and its resources', () => {
  it('answers each resource by type; a test shows no right answer before an attempt', async () => {
    const lesson = data<Lesson>(await get(endpoints.lessonDetail.path, { lessonId: 4 }));
    expect(lesson).toMatchObject({
      courseName: '计算机科学导论',
      chapterTitle: '第二章 计算机组成',
      favorite: false,
    });
    const video = resourceOf(lesson, 2);
    expect(video).toMatchObject({
      url: '/course-files/media/lesson-clip.webm',
      durationSeconds: 12,
      watchedSeconds: 5,
      done: false,
    });
    const test = resourceOf(lesson, 4);
    expect(test.attempt).toBeNull();
    expect(test.questions).toHaveLength(3);
    expect(JSON.stringify(test.questions)).not.toContain('right');
    const homework = resourceOf(lesson, 1);
    expect(homework).toMatchObject({ submission: null });
    expect(homework.deadline).toMatch(/23:59:59$/);
    const first = data<Lesson>(await get(endpoints.lessonDetail.path, { lessonId: 1 }));
    expect(resourceOf(first, 3)).toMatchObject({
      url: '/course-files/courseware/101-1.html',
      pages: 4,
      done: true,
    });
    expect((await get(endpoints.lessonDetail.path, { lessonId: 9999 })).body.respMsg).toBe('课时不存在');
    expect((await get(endpoints.lessonDetail.path, { lessonId: -1 })).status).toBe(400);
  });

  it('records video progress: done at 90 %, never backwards; a courseware is done once opened', async () => {
    const videoId = resourceOf(
      data<Lesson>(await get(endpoints.lessonDetail.path, { lessonId: 4 })),
      2,
    ).resourceId;
    const progress = (body: unknown) => post(endpoints.lessonProgress.path, undefined, body);
    const partway = data<{ done: boolean; watchedSeconds: number; courseProgress: number }>(
      await progress({ resourceId: videoId, watchedSeconds: 10 }),
    );
    expect(partway).toMatchObject({ done: false, watchedSeconds: 10, courseProgress: 50 });
    const nearly = data<{ done: boolean; courseProgress: number }>(
      await progress({ resourceId: videoId, watchedSeconds: 11 }),
    );
    expect(nearly).toMatchObject({ done: true, courseProgress: 63 });
    const back = data<{ done: boolean; watchedSeconds: number }>(
      await progress({ resourceId: videoId, watchedSeconds: 2 }),
    );
    expect(back).toMatchObject({ done: true, watchedSeconds: 11 });
    const capped = data<{ watchedSeconds: number }>(
      await progress({ resourceId: videoId, watchedSeconds: 5000 }),
    );
    expect(capped.watchedSeconds).toBe(12);

    const coursewareId = inCourse(102, 3) + 0;
    const later = api.store.data.courseResources.find(
      (r) => r.courseId === 102 && r.type === 3 && r.resourceId !== coursewareId,
    )!;
    expect(
      data<{ done: boolean; watchedSeconds: null }>(await progress({ resourceId: later.resourceId })),
    ).toMatchObject({
      done: true,
      watchedSeconds: null,
    });
    const homework = await progress({ resourceId: 4 });
    expect([homework.status, homework.body.respMsg]).toEqual([400, '该资源不记录学习进度']);
    expect((await progress({ resourceId: inCourse(103, 2), watchedSeconds: 3 })).status).toBe(403);
    expect((await progress({ resourceId: 'three' })).status).toBe(400);
  });
});

describe('homework', () => {
  const submit = (resourceId: number, file: { name: string; bytes: Buffer }, text?: string) => {
    let req = request(api.app)
      .post(endpoints.homeworkSubmit.path)
      .query({ resourceId })
      .set('Authorization', `Bearer ${token}`)
      .attach('file', file.bytes, { filename: file.name, contentType: 'application/octet-stream' });
    if (text !== undefined) req = req.field('text', text);
    return req;
  };
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

  it('keeps a submission with its file, served as a download; a new one replaces it', async () => {
    // Homework 9 (lesson 4) is due in a week; course-hall-homework.test.ts has the late ones.
    const res = await submit(9, { name: '第一章作业.pdf', bytes: pdf }, '见附件第 2 页');
    expect(res.body).toMatchObject({
      respCode: 20000,
      respMsg: '提交成功',
      data: { fileName: '第一章作业.pdf', text: '见附件第 2 页' },
    });
    const file = await request(api.app).get(res.body.data.fileUrl);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''%E7%AC%AC");
    expect(Buffer.from(file.body as Buffer).equals(pdf)).toBe(true);

    const lesson = data<Lesson>(await get(endpoints.lessonDetail.path, { lessonId: 4 }));
    expect(resourceOf(lesson, 1)).toMatchObject({ done: true, submission: { fileName: '第一章作业.pdf' } });
    const second = await submit(9, { name: 'answer.png', bytes: PNG });
    expect(second.body.data).toMatchObject({ fileName: 'answer.png', text: '' });
    expect(
      api.store.data.homeworkSubmissions.filter((s) => s.userId === 1 && s.resourceId === 9),
    ).toHaveLength(1);
    expect(
      data<CourseDetail>(await get(endpoints.courseDetail.path, { courseId: 101 })).progress.homeworkTimes,
    ).toBe(1);
  });

  it('refuses a file that is too big, of no accepted kind, or missing, and other courses', async () => {
    const big = await submit(4, {
      name: 'big.pdf',
      bytes: Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]),
    });
    expect(big.status).toBe(413);
    const exe = await submit(4, { name: 'virus.exe', bytes: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]) });
    expect([exe.status, exe.body.respCode]).toEqual([415, 41501]);
    const nothing = await request(api.app)
      .post(endpoints.homeworkSubmit.path)
      .query({ resourceId: 4 })
      .set('Authorization', `Bearer ${token}`)
      .field('text', '忘了附件');
    expect([nothing.status, nothing.body.respMsg]).toEqual([400, '请选择要上传的文件']);
    expect((await submit(inCourse(103, 1), { name: 'a.pdf', bytes: pdf })).status).toBe(403);
    expect((await submit(5, { name: 'a.pdf', bytes: pdf })).body.respMsg).toBe('该资源不是作业');
    expect((await submit(4, { name: 'a.png', bytes: PNG }, '长'.repeat(2001))).body.respMsg).toBe(
      '说明文字不能超过 2000 字',
    );
    expect(api.store.data.homeworkSubmissions.some((s) => s.userId === 1)).toBe(false);
    expect((await request(api.app).get('/course-files/homework/homework-unknown.pdf')).status).toBe(404);
  });
});

describe('tests', () => {
  const answer = (answers: Record<string, string>, resourceId = 5) =>
    post(endpoints.testSubmit.path, undefined, { resourceId, answers });

  it('scores at once, keeps the best attempt, and shows the right answers after', async () => {
    const wrong = await answer({ '1': 'A', '2': 'B' });
    expect(wrong.body.data).toMatchObject({
      score: 10,
      total: 30,
      results: [
        { questionId: 1, answer: 'A', correct: false, right: 'B' },
        { questionId: 2, answer: 'B', correct: true, right: 'B' },
        { questionId: 3, answer: null, correct: false, right: 'B' },
      ],
      // The seed's attempt (20) stays the kept one.
      kept: { score: 20 },
    });
    const right = await answer({ '1': 'B', '2': 'B', '3': 'B' });
    expect(right.body.data).toMatchObject({ score: 30, kept: { score: 30 } });
    const lesson = data<Lesson>(await get(endpoints.lessonDetail.path, { lessonId: 2 }));
    expect(resourceOf(lesson, 4).attempt).toMatchObject({ score: 30, total: 30 });
    const results = data<
      Array<{ courseId: number; score: number | null; attempts: Array<{ score: number }> }>
    >(await get(endpoints.learningResults.path));
    expect(results.find((r) => r.courseId === 101)).toMatchObject({ score: 30, attempts: [{ score: 30 }] });
    const unknown = await answer({ '999': 'A' });
    expect([unknown.status, unknown.body.respMsg]).toEqual([400, '题目不属于该测试']);
    expect((await answer({ '1': 'E' })).status).toBe(400);
    expect((await answer({}, 3)).body.respMsg).toBe('该资源不是测试');
    expect((await answer({}, inCourse(103, 4))).status).toBe(403);
  });

  it('learning results give every course taken, its full marks and exam stats', async () => {
    const results = data<
      Array<{
        courseId: number;
        score: number | null;
        fullScore: number;
        scoreStats: unknown;
        progress: number;
      }>
    >(await get(endpoints.learningResults.path));
    expect(results.map((r) => r.courseId)).toEqual([105, 104, 3, 102, 101]);
    expect(results[0]).toMatchObject({ score: null, fullScore: 60, scoreStats: null, progress: 0 });
    expect(results[4]).toMatchObject({ score: 20, fullScore: 100, progress: 50 });
  });

  it('knowledge mastery follows the answers of the kept attempts', async () => {
    type Point = { name: string; mastery: number; children: Point[] };
    const before = data<Point[]>(await get(endpoints.knowledgePoints.path, { courseId: 101 }));
    expect(before.map((p) => p.name)).toEqual(['信息的表示', '计算机组成', '算法与程序']);
    // The seed's attempt at test 5: question 1 (number systems) wrong, 2 and 3 (complement, IEEE 754) right.
    expect(before[0]).toMatchObject({ mastery: 67, children: [{ mastery: 0 }, { mastery: 100 }] });
    expect(before[1]!.mastery).toBe(0);
    await answer({ '1': 'B', '2': 'B', '3': 'B' });
    const after = data<Point[]>(await get(endpoints.knowledgePoints.path, { courseId: 101 }));
    expect(after[0]).toMatchObject({ mastery: 100, children: [{ mastery: 100 }, { mastery: 100 }] });
    expect((await get(endpoints.knowledgePoints.path, { courseId: 103 })).status).toBe(403);
    expect((await get(endpoints.knowledgePoints.path, { courseId: 9999 })).status).toBe(404);
  });
});

describe('my courses', () => {
  it('lists the courses taken, latest joined first, with progress and completion', async () => {
    const mine = data<MyCourse[]>(await get(endpoints.myCourses.path));
    expect(mine.map((c) => [c.courseId, c.progress])).toEqual([
      [105, 0],
      [104, 0],
      [3, 25],
      [102, 17],
      [101, 50],
    ]);
    expect(mine.at(-1)).toMatchObject({
      completion: { videoTimes: 4, examTimes: 2, homeworkTimes: 2 },
      done: { videoTimes: 3, examTimes: 1, homeworkTimes: 0 },
      joined: true,
    });
    expect((await get(endpoints.myCourses.path, {}, null)).status).toBe(401);
  });
});

describe('favourites', () => {
  it('adds idempotently, lists newest first with titles, removes, and 404s a missing one', async () => {
    expect((await post(endpoints.favoriteAdd.path, { targetType: 'lesson', targetId: 2 })).body.respMsg).toBe(
      '收藏成功',
    );
    await post(endpoints.favoriteAdd.path, { targetType: 'lesson', targetId: 2 });
    const list = data<Array<{ targetType: string; targetId: number; title: string; courseId: number }>>(
      await get(endpoints.favoriteList.path),
    );
    expect(list.filter((f) => f.targetType === 'lesson' && f.targetId === 2)).toHaveLength(1);
    expect(list[0]).toMatchObject({
      targetType: 'lesson',
      targetId: 2,
      title: '1.2 补码与浮点数',
      courseId: 101,
    });
    expect(data<Lesson>(await get(endpoints.lessonDetail.path, { lessonId: 2 })).favorite).toBe(true);

    expect(
      (await post(endpoints.favoriteRemove.path, { targetType: 'course', targetId: 104 })).body.respMsg,
    ).toBe('已取消收藏');
    const again = await post(endpoints.favoriteRemove.path, { targetType: 'course', targetId: 104 });
    expect([again.status, again.body.respMsg]).toEqual([404, '收藏不存在']);
    expect((await post(endpoints.favoriteAdd.path, { targetType: 'course', targetId: 9999 })).status).toBe(
      404,
    );
    expect((await post(endpoints.favoriteAdd.path, { targetType: 'teacher', targetId: 2 })).status).toBe(400);
    const teacherToken = await api.login('teacher');
    const theirs = await api.call('GET', endpoints.favoriteList.path, { token: teacherToken });
    expect(theirs.body.data).toEqual([]);
  });
});

describe('the course files', () => {
  it('serves covers (drawn for a course without a file), the clip with ranges, and courseware', async () => {
    const cover = await request(api.app).get('/course-files/covers/101.svg');
    expect(cover.status).toBe(200);
    expect(cover.headers['content-type']).toContain('image/svg+xml');
    expect(cover.headers['x-content-type-options']).toBe('nosniff');
    expect(String(cover.body)).toContain('计算机科学导论');
    const added = await request(api.app)
      .post(adminEndpoints.addCourse.path)
      .send({ name: '量子计算 <初探>', teacher: 'teacher', tag: 4 });
    const drawn = await request(api.app).get(`/course-files/covers/${added.body.courseId}.svg`);
    expect(drawn.status).toBe(200);
    expect(String(drawn.body)).toContain('量子计算 &#60;初探&#62;');
    expect((await request(api.app).get('/course-files/covers/424242.svg')).body.respCode).toBe(40400);

    const clip = await request(api.app)
      .get('/course-files/media/lesson-clip.webm')
      .set('Range', 'bytes=0-99');
    expect([clip.status, clip.headers['content-type'], clip.headers['content-length']]).toEqual([
      206,
      'video/webm',
      '100',
    ]);
    const slides = await request(api.app).get('/course-files/courseware/101-1.html');
    expect(slides.status).toBe(200);
    expect(slides.headers['content-security-policy']).toContain('sandbox');
    expect(slides.text.match(/<section>/g)).toHaveLength(4);
    expect((await request(api.app).get('/course-files/courseware/..%2Fseed%2Fusers.json')).status).toBe(404);
  });
});

describe('the course state', () => {
  it('survives a restart with --state FILE, homework files included; reset returns to the seed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shui-course-'));
    dirs.push(dir);
    const file = join(dir, 'state.json');
    const first = startFakeApi({ state: file });
    const t = await first.login();
    await first.call('POST', endpoints.courseJoin.path, { token: t, query: { courseId: 103 } });
    await first.call('POST', endpoints.testSubmit.path, {
      token: t,
      body: { resourceId: 5, answers: { '1': 'B', '2': 'B', '3': 'B' } },
    });
    await first.call('POST', endpoints.favoriteAdd.path, {
      token: t,
      query: { targetType: 'course', targetId: 103 },
    });
    const upload = await first.call('POST', endpoints.homeworkSubmit.path, {
      token: t,
      query: { resourceId: 4 },
      file: { name: 'hw.png', bytes: PNG },
    });

    const second = createFakeApi({ state: file });
    expect(second.restoredFromFile).toBe(true);
    const ask = (path: string, query?: Record<string, string | number>) =>
      request(second.app)
        .get(path)
        .query(query ?? {})
        .set('Authorization', `Bearer ${t}`);
    expect((await ask(endpoints.myCourses.path)).body.data[0].courseId).toBe(103);
    expect((await ask(endpoints.favoriteList.path)).body.data[0]).toMatchObject({ targetId: 103 });
    const lesson = (await ask(endpoints.lessonDetail.path, { lessonId: 2 })).body.data as Lesson;
    expect(resourceOf(lesson, 4).attempt).toMatchObject({ score: 30 });
    expect(resourceOf(lesson, 1).submission).toMatchObject({ fileName: 'hw.png' });
    const bytes = await request(second.app).get(upload.body.data.fileUrl);
    expect(Buffer.from(bytes.body as Buffer).equals(PNG)).toBe(true);

    expect((await request(second.app).post(adminEndpoints.reset.path)).status).toBe(200);
    // Reset drops the tokens too: log in again.
    const fresh = second.store.issueToken(1).token;
    const reset = (
      await request(second.app).get(endpoints.myCourses.path).set('Authorization', `Bearer ${fresh}`)
    ).body.data as MyCourse[];
    expect(reset.map((c) => c.courseId)).toEqual([105, 104, 3, 102, 101]);
    expect(reset.map((c) => c.courseId)).not.toContain(103);
    expect(readStateFile(file)).toBeDefined();
  });

  it('loads a state file written before the course collections', () => {
    const old = structuredClone(api.store.snapshot()) as Record<string, unknown>;
    for (const key of [
      'courseCatalogue',
      'chapters',
      'lessons',
      'courseResources',
      'favorites',
      'testAttempts',
      'courseJoins',
      'teachClasses',
      'resourceProgress',
      'homeworkSubmissions',
      'knowledgePoints',
      'colleges',
      'programmes',
      'courseGroups',
    ])
      delete old[key];
    const parsed = fakeStateSchema.parse(old);
    expect(parsed.courseCatalogue).toEqual([]);
    api.store.replace(parsed);
    const list = api.store.data.courses.length;
    expect(list).toBe(12);
  });

  it('answers a list from a state without a catalogue with default cards', async () => {
    api.store.replace(fakeStateSchema.parse({ ...api.store.snapshot(), courseCatalogue: [], lessons: [] }));
    const page = data<CourseList>(await get(endpoints.courseList.path, { pageSize: 50 }));
    expect(page.total).toBe(12);
    expect(page.list[0]).toMatchObject({
      courseId: 111,
      tag: 1,
      intro: '',
      lessonCount: 0,
      cover: '/course-files/covers/111.svg',
    });
  });
});
