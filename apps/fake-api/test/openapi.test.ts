import { get, type IncomingMessage, type Server } from 'node:http';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints, endpoints } from '@shui/contract';
import { buildOpenApi, type OpenApiDocument } from '@shui/contract/docs';
import { PNG, startFakeApi } from './harness';

type Json = Record<string, unknown>;
interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: Json; 'x-itemSchema'?: Json }> }>;
}
interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  text?: string;
}

/** `/uploads/:name` (Express) -> `/uploads/{name}` (OpenAPI). */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Paths the control panel's middleware answers (apps/fake-api/src/control-panel.ts), not a route. */
const PANEL_PATHS = ['GET /__admin/', 'GET /__admin/ui/{route}', 'GET /__admin/assets/{file}'];

/**
 * The middleware of the app that is not a route, in order (`name mount`). A new one may answer paths
 * no route lists: describe what it serves in the OpenAPI document (packages/contract/src/page-routes.ts)
 * and add it here.
 */
const KNOWN_MIDDLEWARE = [
  '<anonymous> /', // observe: the journal and the log line
  '<anonymous> /__admin', // adminGuard: refuses other origins and bodies that are not JSON
  '<anonymous> /__admin', // the control panel's page and files: PANEL_PATHS
  'jsonParser /__admin', // the control plane's JSON body
  '<anonymous> /__admin', // the control plane's 404 { error }
  '<anonymous> /', // cors
  '<anonymous> /', // the fault rules
  '<anonymous> /', // the contract's calls, for requests the fast path leaves to Express
  '<anonymous> /', // the 404 envelope of unknown paths
  '<anonymous> /', // the error handler
];

let server: Server;
let origin: string;
let api: ReturnType<typeof startFakeApi>;
let served: OpenApiDocument;
let validators: ReturnType<typeof compile>;

beforeAll(async () => {
  api = startFakeApi();
  server = api.app.listen(0, '127.0.0.1');
  await new Promise<void>((done) => server.once('listening', done));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const res = await fetch(`${origin}/__admin/openapi.json`);
  expect(res.status).toBe(200);
  served = (await res.json()) as OpenApiDocument;
  validators = compile(served);
}, 60_000);

afterAll(() => {
  api.app.events.closeAll();
  server.close();
  server.closeAllConnections();
});

/**
 * JSON Schema validators for the document's answers: the components become one schema (`$defs`) that
 * the answers' schemas refer to. Strict: a keyword or format ajv does not know fails the compile.
 */
function compile(doc: OpenApiDocument) {
  const ajv = new Ajv2020({
    strict: true,
    // zod writes a record with enum keys as `propertyNames` + `required` (valid, but not strict-style).
    strictRequired: false,
    strictTypes: false,
    allErrors: true,
  });
  addFormats.default(ajv);
  const toDefs = (json: unknown) =>
    JSON.parse(JSON.stringify(json).replaceAll('"#/components/schemas/', '"components#/$defs/')) as Json;
  ajv.addSchema({ $id: 'components', $defs: toDefs((doc.components as Json).schemas) });
  const cache = new Map<Json, ValidateFunction>();
  return (schema: Json) => {
    let validate = cache.get(schema);
    if (!validate) cache.set(schema, (validate = ajv.compile(toDefs(schema))));
    return validate;
  };
}

/** The document's operation for `method path` (the template, `{name}` for a parameter). */
function operationOf(method: string, template: string): Operation {
  const op = (served.paths[template] as Record<string, Operation> | undefined)?.[method.toLowerCase()];
  if (!op) throw new Error(`the document has no ${method} ${template}`);
  return op;
}

/** Checks an answer against the document: its status, media type, and (JSON) its body's schema. */
function conforms(method: string, template: string, res: Answer): void {
  const op = operationOf(method, template);
  const what = `${method} ${template} answered ${res.status}`;
  const response = op.responses[String(res.status)] ?? op.responses.default;
  expect(response, `${what}, a status the document does not list`).toBeDefined();
  const type = String(res.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  const media = Object.entries(response!.content ?? {}).find(
    ([range]) => range === type || (range.endsWith('/*') && type.startsWith(range.slice(0, -1))),
  );
  if (!media && Object.keys(response!.content ?? {}).includes('application/octet-stream')) return;
  expect(media, `${what} as ${type}, not ${Object.keys(response!.content ?? {}).join(', ')}`).toBeDefined();
  const [range, { schema }] = media!;
  if (range !== 'application/json') return;
  const validate = validators(schema!);
  const valid = validate(res.body);
  expect(
    valid,
    `${what}: ${JSON.stringify(validate.errors?.slice(0, 3))}\n${JSON.stringify(res.body).slice(0, 500)}`,
  ).toBe(true);
}

/** Routes served but not documented, and operations documented but not served. */
function compare(routes: readonly string[], doc: OpenApiDocument) {
  const servedOps = routes.map((r) => {
    const [method, path] = r.split(' ');
    return `${method} ${openApiPath(path!)}`;
  });
  const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
  return {
    undocumented: servedOps.filter((r) => !documented.includes(r)),
    unserved: documented.filter((r) => !servedOps.includes(r) && !PANEL_PATHS.includes(r)),
    twice: servedOps.filter((r, i) => servedOps.indexOf(r) !== i),
  };
}

describe('the OpenAPI document names every route the fake API serves', () => {
  it('each route of the running app (its routers and the contract fast path) is an operation, and each operation is served', () => {
    const { routes, middleware } = api.app.served();
    expect(routes.length).toBeGreaterThan(Object.keys(endpoints).length + Object.keys(adminEndpoints).length);
    expect(compare(routes, served)).toEqual({ undocumented: [], unserved: [], twice: [] });
    expect(middleware, 'middleware the document may not cover').toEqual(KNOWN_MIDDLEWARE);
  });

  it('a route served without an entry in the contract, or an entry not served, is caught', () => {
    const { routes } = api.app.served();
    const login = `${endpoints.login.method} ${endpoints.login.path}`;
    expect(compare([...routes.filter((r) => r !== login), 'GET /__admin/debug/:id'], served)).toEqual({
      undocumented: ['GET /__admin/debug/{id}'],
      unserved: [login],
      twice: [],
    });
  });

  it("the control panel's paths are answered by the panel, not the control plane's 404", async () => {
    for (const path of ['/__admin/', '/__admin/ui/journal']) {
      const res = await request(api.app).get(path);
      expect({ path, status: [200, 503].includes(res.status), type: res.type }).toEqual({
        path,
        status: true,
        type: 'text/html',
      });
      conforms('GET', path === '/__admin/' ? '/__admin/' : '/__admin/ui/{route}', res);
    }
    const missing = await request(api.app).get('/__admin/assets/no-such-file.js');
    conforms('GET', '/__admin/assets/{file}', missing);
  });
});

describe('GET /__admin/openapi.json', () => {
  it("answers the contract's document with this fake API's origin as its server", () => {
    const { servers, ...rest } = served;
    expect(servers).toEqual([{ url: origin, description: 'this fake API' }]);
    const { servers: _none, ...built } = buildOpenApi();
    expect(rest).toEqual(built);
  }, 30_000);

  it('conforms to its own entry (an OpenAPI 3.1 document, as JSON)', async () => {
    const res = await request(api.app).get(adminEndpoints.openapi.path);
    conforms('GET', adminEndpoints.openapi.path, res);
    expect(res.body.openapi).toBe('3.1.0');
  });
});

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
