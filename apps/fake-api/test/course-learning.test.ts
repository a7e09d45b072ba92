import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { endpoints, type CourseDetail, type Lesson, type MyCourse } from '@shui/contract';
import { PNG } from './harness';
import { api, token, get, post, data, resourceOf, inCourse, useCourseApi } from './course-helpers';

useCourseApi();

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
    // Homework 9 (lesson 4) is due in a week; course-homework.test.ts has the late ones.
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
