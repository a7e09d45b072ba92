import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminEndpoints, endpoints, type CourseDetail } from '@shui/contract';
import { startFakeApi } from './harness';

/** A course added through the control plane shows its intro as one paragraph of escaped text. */

let api: ReturnType<typeof startFakeApi>;
let token: string;
beforeEach(async () => {
  api = startFakeApi();
  token = await api.login();
});

const introHtmlOf = async (courseId: number): Promise<string> => {
  const res = await api.call('GET', endpoints.courseDetail.path, { query: { courseId }, token });
  expect(res.body.respCode).toBe(20000);
  return (res.body.data as CourseDetail).introHtml;
};

describe("an added course's intro", () => {
  it('is one paragraph, its special characters as numeric references', async () => {
    const added = await request(api.app)
      .post(adminEndpoints.addCourse.path)
      .send({ name: '量子计算', teacher: 'teacher', tag: 4, intro: `Qubits & "gates" <b>'s</b>` });
    expect(added.status).toBe(201);
    expect(await introHtmlOf(added.body.courseId)).toBe(
      '<p>Qubits &#38; &#34;gates&#34; &#60;b&#62;&#39;s&#60;/b&#62;</p>',
    );
  });

  it('is empty without an intro, for one course as for a batch', async () => {
    const one = await request(api.app)
      .post(adminEndpoints.addCourse.path)
      .send({ name: '量子计算', teacher: 'teacher', tag: 4 });
    expect(await introHtmlOf(one.body.courseId)).toBe('');
    const bulk = await request(api.app)
      .post(adminEndpoints.seedCourses.path)
      .send({ courses: [{ name: '密码学', teacher: 'teacher', tag: 4, intro: 'a < b' }] });
    expect(bulk.status).toBe(201);
    expect(await introHtmlOf(bulk.body.firstId)).toBe('<p>a &#60; b</p>');
  });
});
