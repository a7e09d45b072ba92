import { connect } from 'node:net';
import type { Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_BASE,
  adminCommonErrors,
  adminEndpoints,
  adminPath,
  respCodes,
  type AdminEndpointDef,
  type AdminJsonName,
  type AdminName,
  type RespCodeName,
  type Scenario,
} from '@shui/contract';
import type { AppDeps } from '../src/deps';
import { adminRouter } from '../src/control/admin';
import { startFakeApi } from './harness';

type Api = ReturnType<typeof startFakeApi>;
interface Input {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
}
/** A request to a route; `prepare` runs first on the fresh fake API and may answer the input. */
type Example = Input | ((api: Api) => Input | Promise<Input>);

const names = Object.keys(adminEndpoints) as AdminName[];
/** The routes answering one JSON value; the event stream has its own tests (admin-events.test.ts). */
const jsonNames = names.filter(
  (name) => !(adminEndpoints[name] as AdminEndpointDef).stream,
) as AdminJsonName[];
const call = (name: AdminName) => {
  const def: AdminEndpointDef = adminEndpoints[name];
  return `${def.method} ${def.path}`;
};

/** A route's request, built from its entry in the table. */
function send(api: Api, name: AdminName, input: Input) {
  const def: AdminEndpointDef = adminEndpoints[name];
  const method = def.method.toLowerCase() as Lowercase<AdminEndpointDef['method']>;
  let req = request(api.app)[method](adminPath(def.path, input.params));
  if (input.query) req = req.query(input.query);
  return input.body === undefined ? req : req.send(input.body as object);
}

async function run(name: AdminName, example: Example) {
  const api = startFakeApi();
  const input = typeof example === 'function' ? await example(api) : example;
  return send(api, name, input);
}

const scenario: Scenario = {
  name: 'contract-check',
  title: 'a scenario of this test',
  catalogue: ['http-500'],
  calls: ['GET /super/company'],
  faults: [{ path: '/super/company', status: 500 }],
  steps: 'none',
  sees: 'nothing',
  test: 'admin-contract.test.ts',
};
const addedFault = async (api: Api) =>
  (await request(api.app).post('/__admin/faults').send({ path: '/x', status: 500 })).body.id as string;
const someQuestion = {
  setId: 1,
  type: 'fill',
  title: '幂运算 3 ** 4',
  difficulty: 1,
  tags: ['运算符'],
  statementHtml: '<p><code>3 ** 4</code> 的值是 ____。</p>',
  answers: ['81'],
};
const someNotification = { username: 'student', message: 'x', status: 0, minutesAgo: 1, courseId: null };

/** One successful request per route. */
const successes: Record<AdminJsonName, Example> = {
  health: {},
  openapi: {},
  reset: {},
  faults: async (api) => (await addedFault(api), {}),
  addFault: { body: { method: 'GET', path: '/resource/message', status: 401, times: 1 } },
  clearFaults: async (api) => (await addedFault(api), {}),
  removeFault: async (api) => ({ params: { id: await addedFault(api) } }),
  outbox: async (api) => {
    await api.call('POST', '/portal/reset/sendPhone', { query: { phone: '13700137000' } });
    return { query: { to: '13700137000' } };
  },
  journal: async (api) => (await api.call('GET', '/super/company'), { query: { path: '/super', limit: 5 } }),
  journalEntry: async (api) => {
    await api.call('GET', '/super/company');
    return { params: { id: String(api.journal.list().at(-1)!.id) } };
  },
  clearJournal: {},
  exportState: {},
  importState: (api) => ({ body: api.store.snapshot() }),
  settings: {},
  updateSettings: { body: { examPeriod: true } },
  mintToken: { body: { username: 'student', ttlSeconds: 60 } },
  users: { query: { search: 'stu', limit: 10, offset: 0 } },
  addUser: { body: { username: 'alice', phone: '13900000001', organisations: [1] } },
  addNotification: { body: { username: 'student', message: '新作业', courseId: 101, status: 1 } },
  organisations: {},
  addOrganisation: { body: { companyName: '水杉实验学校' } },
  assignOrganisation: { body: { username: 'teacher', organisation: 3, current: true } },
  seed: { body: { organisations: ['批量组织'], users: [{ username: 'bulk1' }], notifications: [] } },
  courses: { query: { keyword: '数据', tag: 1 } },
  addCourse: { body: { name: '数据挖掘', teacher: 'zhaolin', tag: 3, intro: '从数据中发现知识' } },
  seedCourses: {
    body: {
      courses: [
        { name: '课程甲', teacher: 'teacher' },
        { name: '课程乙', teacher: 'chenjing', tag: 2 },
      ],
    },
  },
  seedQuestions: { body: { questions: [someQuestion] } },
  scenarios: async (api) => (await send(api, 'applyScenario', { body: { scenario } }), {}),
  scenarioCatalogue: {},
  applyScenario: { body: { scenario, times: 1 } },
  clearScenarios: async (api) => (await send(api, 'applyScenario', { body: { scenario } }), {}),
  clearScenario: async (api) => {
    await send(api, 'applyScenario', { body: { scenario } });
    return { params: { name: scenario.name } };
  },
};

/** Requests that provoke each of a route's own errors. */
const failures: { [N in AdminName]?: Array<{ code: RespCodeName; example: Example }> } = {
  addFault: [{ code: 'badRequest', example: { body: { status: 401 } } }],
  removeFault: [{ code: 'notFound', example: { params: { id: 'nope' } } }],
  journal: [{ code: 'badRequest', example: { query: { limit: 'x' } } }],
  journalEntry: [{ code: 'notFound', example: { params: { id: '999999' } } }],
  importState: [{ code: 'badRequest', example: { body: { version: 2 } } }],
  updateSettings: [{ code: 'badRequest', example: { body: { exam: true } } }],
  mintToken: [
    { code: 'badRequest', example: { body: { user: 'student' } } },
    { code: 'notFound', example: { body: { username: 'ghost' } } },
  ],
  users: [{ code: 'badRequest', example: { query: { limit: 0 } } }],
  addUser: [
    { code: 'badRequest', example: { body: { username: 'bob', phone: '12345' } } },
    { code: 'conflict', example: { body: { username: 'student' } } },
    { code: 'notFound', example: { body: { username: 'bob', organisations: ['不存在'] } } },
  ],
  addNotification: [
    { code: 'badRequest', example: { body: { username: 'student' } } },
    { code: 'notFound', example: { body: { username: 'ghost', message: 'x' } } },
  ],
  addOrganisation: [
    { code: 'badRequest', example: { body: {} } },
    { code: 'conflict', example: { body: { companyName: '东南大学计算机学院' } } },
  ],
  assignOrganisation: [
    { code: 'badRequest', example: { body: { username: 'student' } } },
    { code: 'notFound', example: { body: { username: 'student', organisation: 99 } } },
  ],
  seed: [
    { code: 'badRequest', example: { body: { users: 'many' } } },
    { code: 'conflict', example: { body: { users: [{ username: 'teacher' }] } } },
    { code: 'notFound', example: { body: { notifications: [{ ...someNotification, username: 'ghost' }] } } },
  ],
  courses: [{ code: 'badRequest', example: { query: { tag: 7 } } }],
  addCourse: [
    { code: 'badRequest', example: { body: { name: '', teacher: 'teacher' } } },
    { code: 'badRequest', example: { body: { name: '数据挖掘', teacher: 'student' } } },
    { code: 'notFound', example: { body: { name: '数据挖掘', teacher: 'ghost' } } },
  ],
  seedCourses: [
    { code: 'badRequest', example: { body: { courses: [] } } },
    {
      code: 'notFound',
      example: {
        body: {
          courses: [
            { name: '甲', teacher: 'teacher' },
            { name: '乙', teacher: 'ghost' },
          ],
        },
      },
    },
  ],
  seedQuestions: [
    { code: 'badRequest', example: { body: { questions: [] } } },
    { code: 'badRequest', example: { body: { questions: [{ ...someQuestion, setId: 99 }] } } },
  ],
  applyScenario: [{ code: 'badRequest', example: { body: { scenario: { ...scenario, name: 'Bad Name' } } } }],
  clearScenario: [{ code: 'notFound', example: { params: { name: 'never-applied' } } }],
};

/** Method and path of every route the router serves, read from the router itself. */
function servedRoutes(router: Router): { routes: string[]; others: string[] } {
  const routes: string[] = [];
  const others: string[] = [];
  for (const layer of router.stack) {
    const route = layer.route as { path: string; methods: Record<string, boolean> } | undefined;
    if (!route) {
      others.push(layer.name);
      continue;
    }
    for (const method of Object.keys(route.methods))
      routes.push(`${method === '_all' ? 'ALL' : method.toUpperCase()} ${ADMIN_BASE}${route.path}`);
  }
  return { routes, others };
}

describe('/__admin serves adminEndpoints, no more and no less', () => {
  it('the router has a route for each entry of the table and none besides', () => {
    // The routes are registered without touching the dependencies, which only the handlers use.
    const { routes, others } = servedRoutes(adminRouter({} as AppDeps));
    expect(routes.sort()).toEqual(names.map(call).sort());
    // Besides the routes: the JSON reader first and the 404 answer last, nothing that could answer a path.
    expect(others).toEqual(['jsonParser', '<anonymous>']);
  });

  it.each(jsonNames)('%s answers through the app, not the 404 of unknown admin routes', async (name) => {
    const res = await run(name, successes[name]);
    expect(res.body).not.toEqual({ error: 'no such admin route' });
  });

  it('a path or method the table does not list answers 404 { error }', async () => {
    const api = startFakeApi();
    for (const [method, path] of [
      ['get', '/__admin/tokens'],
      ['put', '/__admin/faults'],
      ['post', '/__admin/health'],
      ['get', '/__admin/faults/x/y'],
    ] as const) {
      const res = await request(api.app)[method](path);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 404,
        body: { error: 'no such admin route' },
      });
    }
  });
});

describe('/__admin answers what the table says', () => {
  it('has a successful example for every route', () => {
    expect(Object.keys(successes).sort()).toEqual([...jsonNames].sort());
  });

  it.each(jsonNames)(
    '%s succeeds with its status and a response that parses against the table',
    async (name) => {
      const def: AdminEndpointDef = adminEndpoints[name];
      const res = await run(name, successes[name]);
      expect(res.status, JSON.stringify(res.body)).toBe(def.status ?? 200);
      const parsed = def.response.safeParse(res.body);
      expect(parsed.success, `${call(name)}: ${parsed.error?.message}`).toBe(true);
    },
  );
});

const statusOf = (code: RespCodeName): number => respCodes[code].status;
const errorsOf = (name: AdminName): readonly RespCodeName[] => adminEndpoints[name].errors;
const declaredStatuses = (name: AdminName) =>
  new Set([...errorsOf(name), ...adminCommonErrors].map(statusOf));

describe('/__admin errors are the declared ones', () => {
  const own = names.flatMap((name) =>
    errorsOf(name).map((code) => [name, code] as [AdminName, RespCodeName]),
  );

  it.each(own)('%s answers its declared %s', async (name, code) => {
    const examples = (failures[name] ?? []).filter((f) => f.code === code);
    expect(examples, `no example provokes ${code} on ${call(name)}`).not.toEqual([]);
    for (const { example } of examples) {
      const res = await run(name, example);
      expect(res.status).toBe(statusOf(code));
      expect(res.body).toEqual({ error: expect.any(String) });
    }
  });

  it('every example of an error belongs to a declared error of its route', () => {
    const undeclared = names.flatMap((name) =>
      (failures[name] ?? [])
        .filter((f) => !errorsOf(name).includes(f.code))
        .map((f) => `${call(name)} ${f.code}`),
    );
    expect(undeclared).toEqual([]);
  });

  it.each(names)('%s refuses malformed JSON (400) and a charset it cannot read (415)', async (name) => {
    const def: AdminEndpointDef = adminEndpoints[name];
    const api = startFakeApi();
    const path = adminPath(def.path, { id: 'x', name: 'x' });
    const method = def.method.toLowerCase() as Lowercase<AdminEndpointDef['method']>;
    const bad = await request(api.app)[method](path).set('Content-Type', 'application/json').send('{"a":');
    expect([bad.status, bad.body]).toEqual([statusOf('badRequest'), { error: expect.any(String) }]);
    const latin = await request(api.app)
      [method](path)
      .set('Content-Type', 'application/json; charset=latin1')
      .send('{}');
    expect([latin.status, latin.body]).toEqual([statusOf('unsupportedMedia'), { error: expect.any(String) }]);
  });

  it('refuses a body over 200 MB (413), once it has read it', async () => {
    const api = startFakeApi();
    const server = api.app.listen(0, '127.0.0.1');
    await new Promise<void>((done) => server.once('listening', done));
    const { port } = server.address() as { port: number };
    const megabyte = Buffer.alloc(1024 * 1024, ' ');
    const megabytes = 201;
    const answer = await new Promise<string>((done, fail) => {
      const socket = connect(port, '127.0.0.1', async () => {
        socket.write(
          `PUT ${adminEndpoints.importState.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${megabytes * megabyte.length}\r\nConnection: close\r\n\r\n`,
        );
        for (let i = 0; i < megabytes; i += 1)
          if (!socket.write(megabyte)) await new Promise((drained) => socket.once('drain', drained));
      });
      let text = '';
      socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => done(text));
      socket.on('error', fail);
    });
    server.close();
    expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${statusOf('tooLarge')} `));
    expect(answer).toContain('{"error":');
  });

  it.each(jsonNames)('%s answers no error it does not declare, whatever the input', async (name) => {
    const odd: Input[] = [
      {},
      { body: {} },
      { body: [] },
      { body: 'text' },
      { body: { username: 'ghost', path: '/x', companyName: '' } },
      { query: { limit: -1, offset: 'x', search: 'x'.repeat(300), to: '' } },
    ];
    const examples: Example[] = [
      successes[name],
      ...(failures[name] ?? []).map((f) => f.example),
      ...odd.map((input) => ({ params: { id: 'none', name: 'none' }, ...input })),
    ];
    const declared = declaredStatuses(name);
    for (const example of examples) {
      const res = await run(name, example);
      if (res.status < 400) continue;
      expect(
        declared.has(res.status),
        `${call(name)} answered ${res.status} ${JSON.stringify(res.body)}`,
      ).toBe(true);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
  });
});
