import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  adminEndpoints,
  endpoints,
  fakeStateSchema,
  type CourseList,
  type Lesson,
  type MyCourse,
} from '@shui/contract';
import { readStateFile } from '../src/state/persistence';
import { createFakeApi } from '../src/setup';
import { PNG, startFakeApi } from './harness';
import { api, dirs, get, data, resourceOf, useCourseApi } from './course-helpers';

useCourseApi();

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
