import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  endpoints,
  type HomeworkSubmission,
  type Lesson,
  type LessonResource,
  type TeacherHomeworkList,
} from '@shui/contract';
import { PNG, startFakeApi } from './harness';

/**
 * Homework deadlines and file types (issue 27, point 3), over the seed of fixtures/seed/course.json:
 * in course 101, homework 4 (lesson 2) was due a week ago, homework 9 (lesson 4) is due in a week; both
 * take PDF, Word or image files, as their prompts say.
 */

type Api = ReturnType<typeof startFakeApi>;
let api: Api;
let token: string;
beforeEach(async () => {
  api = startFakeApi();
  token = await api.login();
});

const DAY_MS = 24 * 3600_000;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const submit = (resourceId: number, name: string, bytes: Buffer) =>
  request(api.app)
    .post(endpoints.homeworkSubmit.path)
    .query({ resourceId })
    .set('Authorization', `Bearer ${token}`)
    .attach('file', bytes, { filename: name, contentType: 'application/octet-stream' });
const homeworkOf = async (lessonId: number) => {
  const res = await api.call('GET', endpoints.lessonDetail.path, { query: { lessonId }, token });
  const lesson = res.body.data as Lesson;
  return lesson.resources.find((r) => r.type === 1) as Extract<LessonResource, { type: 1 }>;
};
const allowed = 'PDF、Word 或图片文件（.pdf、.doc、.docx、.png、.jpg、.jpeg、.gif、.webp）';

describe('a homework past its deadline', () => {
  it('says so in the lesson before anything is handed in', async () => {
    expect(await homeworkOf(2)).toMatchObject({ resourceId: 4, overdue: true, submission: null });
    expect(await homeworkOf(4)).toMatchObject({ resourceId: 9, overdue: false });
    // A week and a day later, homework 9 is past its deadline too.
    api.clock.advance(8 * DAY_MS);
    token = await api.login(); // the session ran out meanwhile
    expect((await homeworkOf(4)).overdue).toBe(true);
  });

  it('is taken, marked late for the student and for the teacher; one in time is not', async () => {
    const late = await submit(4, '信息的表示.pdf', pdf);
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({
      respCode: 20000,
      respMsg: '提交成功，已过截止时间，记为逾期提交',
      data: { fileName: '信息的表示.pdf', late: true },
    });
    expect((await homeworkOf(2)).submission).toMatchObject({ late: true });
    expect(api.store.data.homeworkSubmissions.find((s) => s.resourceId === 4)?.late).toBe(true);

    const onTime = await submit(9, '组成.png', PNG);
    expect(onTime.body).toMatchObject({ respMsg: '提交成功', data: { late: false } });

    const teacher = await api.login('teacher');
    const res = await api.call('GET', endpoints.teacherHomework.path, {
      query: { courseId: 101 },
      token: teacher,
    });
    expect(res.status).toBe(200);
    const list = res.body.data as TeacherHomeworkList;
    expect(list.map((h) => h.resourceId)).toEqual([4, 9, 14]);
    const four = list[0]!;
    expect(four).toMatchObject({ title: '作业：信息的表示', lessonTitle: expect.any(String) as string });
    expect(four.fileKinds).toEqual(['pdf', 'word', 'image']);
    expect(four.submissions).toHaveLength(1);
    expect(four.submissions[0]).toMatchObject({
      studentName: '李同学',
      fileName: '信息的表示.pdf',
      late: true,
    } satisfies Partial<HomeworkSubmission & { studentName: string }>);
    expect(list[1]!.submissions[0]).toMatchObject({ late: false });
    // Only the course's teacher sees them.
    const student = await api.call('GET', endpoints.teacherHomework.path, {
      query: { courseId: 101 },
      token,
    });
    expect(student.status).toBe(403);
  });
});

describe('the file types a homework takes', () => {
  it("names them in the lesson and refuses any other, listing them (script.exe's text included)", async () => {
    expect((await homeworkOf(2)).fileKinds).toEqual(['pdf', 'word', 'image']);
    for (const name of ['script.exe', 'notes.txt', 'slides.pptx', 'answer']) {
      const res = await submit(9, name, Buffer.from('echo 你好\n'));
      expect(res.status, name).toBe(415);
      expect(res.body, name).toEqual({
        respCode: 41501,
        respMsg: `不支持该文件类型：本作业只接受 ${allowed}`,
        data: null,
      });
    }
    expect(api.store.data.homeworkSubmissions).toEqual([]);
  });

  it('refuses a file whose bytes are not what its extension says', async () => {
    const renamed = await submit(9, 'script.pdf', Buffer.from('echo hi\n'));
    expect([renamed.status, renamed.body.respCode, renamed.body.respMsg]).toEqual([
      415,
      41501,
      `文件内容与扩展名 .pdf 不符：本作业只接受 ${allowed}`,
    ]);
    const program = await submit(9, 'photo.PNG', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]));
    expect(program.body.respCode).toBe(41501);
    // Upper-case extensions are the same type.
    expect((await submit(9, 'photo.PNG', PNG)).body).toMatchObject({ respCode: 20000 });
  });

  it('takes every kind from a homework that names none', async () => {
    api.store.data.courseResources.find((r) => r.resourceId === 9)!.fileKinds = null;
    expect((await homeworkOf(4)).fileKinds).toEqual(['pdf', 'word', 'ppt', 'zip', 'text', 'image']);
    const text = await submit(9, 'answer.md', Buffer.from('# 冯·诺依曼结构\n'));
    expect(text.body).toMatchObject({ respCode: 20000, data: { fileName: 'answer.md' } });
    expect((await submit(9, 'script.exe', Buffer.from('echo hi'))).status).toBe(415);
  });
});
