import { get, type IncomingMessage } from 'node:http';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { adminEndpoints, endpoints } from '@shui/contract';
import { PNG } from './harness';
import {
  type Answer,
  openApiPath,
  origin,
  api,
  validators,
  operationOf,
  conforms,
  useServedDocument,
} from './openapi-helpers';

useServedDocument();

describe("the fake API's answers conform to the document's schemas", () => {
  it('the portal calls: successes in the envelope, and their errors', async () => {
    const student = await api.login();
    const teacher = await api.login('teacher');
    const call = async (
      name: keyof typeof endpoints,
      options: Parameters<typeof api.call>[2] = {},
      expected = 200,
    ) => {
      const def = endpoints[name];
      const res = await api.call(def.method, def.path, options);
      expect({ name, status: res.status }).toEqual({ name, status: expected });
      conforms(def.method, def.path, res);
      return res;
    };
    await call('currentUser', { token: student });
    await call('messages', { token: student, query: { receiveUserId: 1 } });
    await call('companies', { token: student });
    await call('currentCompany', { query: { isLogin: 'false' } });
    await call('superCompany');
    await call('superAssistantOption');
    await call('checkCurrent', { token: student });
    await call('checkHistory', { token: student });
    await call('liveness', { token: teacher });
    await call('averageScore', { token: student });
    await call('assistantQa', { token: student, body: { type: 1, key: '什么是补码？' } });
    await call('tickets', { token: student, body: { clientId: 'gpt_assistant' } });
    await call('onCampus');
    const upload = await call('feedbackUpload', { file: { name: 'a.png', bytes: PNG, type: 'image/png' } });
    await call('feedback', {
      form: {
        feedtype: '其他',
        title: '标题',
        content: '内容',
        filepath: upload.body.data,
        contact: 'a@b.cn',
      },
    });
    await call('courseList', { token: student, query: { pageNum: 1, pageSize: 20 } });
    await call('courseDetail', { token: student, query: { courseId: 101 } });
    await call('lessonDetail', { token: student, query: { lessonId: 2 } });
    await call('myCourses', { token: student });
    await call('questionSets', { token: student });
    await call('questionDetail', { query: { questionId: 1 } });
    await call('centerMeetings', { token: student });
    await call('teacherCourses', { token: teacher });
    await call('channelList');
    await call('channelDetail', { query: { channel: 'nourish' } });
    await call('workshopProjects', { query: { kind: 'training' } });
    await call('workshopEnvList', { token: student });
    await call('competitionDetail', { query: { key: '2025' } });
    await call('codeParkRepos', { query: { courseId: 3 } });
    await call('codeParkCommits', { query: { repoId: 1 } });
    await call('sendRegisterCode', { query: { phone: '13700137001' } });
    // Errors, each under its status.
    await call('currentUser', {}, 401);
    await call('liveness', { token: student }, 403);
    await call('login', { body: { username: 'student', password: 'wrong-password' } }, 400);
    await call('messages', { token: student }, 400);
    await call('courseDetail', { token: student, query: { courseId: 999999 } }, 404);
    await call('sendRegisterCode', { query: { phone: '13700137001' } }, 429);
    await call('feedbackUpload', { file: { name: 'a.txt', bytes: Buffer.from('not an image') } }, 415);
  });

  it('the check refuses an answer the document does not describe', () => {
    const json = { 'content-type': 'application/json; charset=utf-8' };
    const path = endpoints.currentUser.path;
    const answer =
      (status: number, body: unknown, headers: Answer['headers'] = json) =>
      () =>
        conforms('GET', path, { status, headers, body });
    expect(
      answer(200, {
        respCode: 20000,
        respMsg: '操作成功',
        data: { id: 1, truename: 'x', headImgUrl: '', userNumber: null },
      }),
    ).not.toThrow();
    expect(answer(200, { respCode: 20000, respMsg: '操作成功', data: { id: 'one' } })).toThrow(
      /must be integer|required/,
    );
    expect(answer(200, { respCode: '20000', respMsg: '操作成功', data: null })).toThrow();
    expect(answer(401, { respCode: 40300, respMsg: '无权限', data: null })).toThrow(
      /allowed values|equal to constant/,
    );
    expect(answer(200, '<html></html>', { 'content-type': 'text/html' })).toThrow(/as text\/html/);
  });

  it('the control plane: its answers and its `{ error }` failures', async () => {
    const admin = async (
      name: keyof typeof adminEndpoints,
      send: (r: request.Test) => request.Test = (r) => r,
    ) => {
      const def = adminEndpoints[name];
      const path = def.path.replace(':id', 'no-such-rule').replace(':name', 'no-such-scenario');
      const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      const res = await send(request(api.app)[method](path));
      conforms(def.method, openApiPath(def.path), res);
      return res;
    };
    for (const name of [
      'health',
      'faults',
      'outbox',
      'journal',
      'settings',
      'users',
      'organisations',
      'courses',
      'scenarios',
      'scenarioCatalogue',
      'exportState',
    ] as const)
      expect((await admin(name)).status, name).toBe(200);
    const added = await admin('addFault', (r) => r.send({ path: '/super/company', status: 502, times: 1 }));
    expect(added.status).toBe(201);
    expect((await admin('mintToken', (r) => r.send({ username: 'student' }))).status).toBe(201);
    expect(
      (await admin('addNotification', (r) => r.send({ username: 'student', message: '来自测试的通知' })))
        .status,
    ).toBe(201);
    expect((await admin('removeFault')).status).toBe(404);
    expect((await admin('clearScenario')).status).toBe(404);
    expect((await admin('addFault', (r) => r.send({ status: 401 }))).status).toBe(400);
    expect((await admin('mintToken', (r) => r.send({ username: 'nobody' }))).status).toBe(404);
    expect((await admin('health', (r) => r.set('Origin', 'http://evil.example'))).status).toBe(403);
    expect((await admin('importState', (r) => r.send(api.store.snapshot()))).status).toBe(200);
    expect((await admin('reset')).status).toBe(200);
  }, 30_000);

  it('the pages and files: HTML, images and the 404 envelope', async () => {
    const authorize = await request(api.app).get('/oauth2/authorize').query({
      response_type: 'code',
      client_id: 'shuishan-portal',
      redirect_uri: 'http://127.0.0.1:5173/oauth',
      scope: 'basic',
      state: '12345678',
    });
    expect(authorize.status).toBe(200);
    conforms('GET', '/oauth2/authorize', authorize);
    const refused = await request(api.app).get('/oauth2/authorize').query({ response_type: 'token' });
    expect(refused.status).toBe(400);
    conforms('GET', '/oauth2/authorize', refused);
    const upload = await api.call('POST', endpoints.feedbackUpload.path, {
      file: { name: 'b.png', bytes: PNG, type: 'image/png' },
    });
    const image = await request(api.app).get(upload.body.data as string);
    expect(image.status).toBe(200);
    conforms('GET', '/uploads/{name}', image);
    const none = await request(api.app).get('/uploads/nothing.png');
    expect(none.status).toBe(404);
    conforms('GET', '/uploads/{name}', none);
    const cover = await request(api.app).get('/course-files/covers/101.svg');
    expect(cover.status).toBe(200);
    conforms('GET', '/course-files/covers/{name}', cover);
    for (const path of ['/__services/help', '/__services/assistant', '/__services/meeting']) {
      const res = await request(api.app).get(path);
      conforms('GET', path, res);
    }
  });

  it("the event stream: text/event-stream, its first event matches the document's event schema", async () => {
    const def = adminEndpoints.events;
    const res = await new Promise<IncomingMessage>((done, fail) =>
      get(`${origin}${def.path}`, done).once('error', fail),
    );
    expect(res.statusCode).toBe(200);
    const media = operationOf(def.method, def.path).responses['200']!.content!;
    expect(Object.keys(media)).toEqual([String(res.headers['content-type']).split(';')[0]]);
    // The first complete block that names an event (a `retry:` line or a comment may come first).
    const block = await new Promise<string>((done) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
        const blocks = text.split('\n\n').slice(0, -1);
        const first = blocks.find((b) => /^event:/m.test(b));
        if (first !== undefined) done(first);
      });
    });
    res.destroy();
    const event = /^event: (.*)$/m.exec(block)![1];
    const data = JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as unknown;
    const validate = validators(media['text/event-stream']!['x-itemSchema']!);
    expect(validate({ event, data }), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ event: 'hello', data: { nothing: true } })).toBe(false);
  });
});
