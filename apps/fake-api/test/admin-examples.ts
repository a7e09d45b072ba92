import type { Router } from 'express';
import request from 'supertest';
import {
  ADMIN_BASE,
  adminEndpoints,
  adminPath,
  type AdminEndpointDef,
  type AdminJsonName,
  type AdminName,
  type RespCodeName,
  type Scenario,
} from '@shui/contract';
import { startFakeApi } from './harness';

export type Api = ReturnType<typeof startFakeApi>;
export interface Input {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
}
/** A request to a route; `prepare` runs first on the fresh fake API and may answer the input. */
export type Example = Input | ((api: Api) => Input | Promise<Input>);

export const names = Object.keys(adminEndpoints) as AdminName[];
/** The routes answering one JSON value; the event stream has its own tests (admin-events.test.ts). */
export const jsonNames = names.filter(
  (name) => !(adminEndpoints[name] as AdminEndpointDef).stream,
) as AdminJsonName[];
export const call = (name: AdminName) => {
  const def: AdminEndpointDef = adminEndpoints[name];
  return `${def.method} ${def.path}`;
};

/** A route's request, built from its entry in the table. */
export function send(api: Api, name: AdminName, input: Input) {
  const def: AdminEndpointDef = adminEndpoints[name];
  const method = def.method.toLowerCase() as Lowercase<AdminEndpointDef['method']>;
  let req = request(api.app)[method](adminPath(def.path, input.params));
  if (input.query) req = req.query(input.query);
  return input.body === undefined ? req : req.send(input.body as object);
}

export async function run(name: AdminName, example: Example) {
  const api = startFakeApi();
  const input = typeof example === 'function' ? await example(api) : example;
  return send(api, name, input);
}

export const scenario: Scenario = {
  name: 'contract-check',
  title: 'a scenario of this test',
  catalogue: ['http-500'],
  calls: ['GET /super/company'],
  faults: [{ path: '/super/company', status: 500 }],
  steps: 'none',
  sees: 'nothing',
  test: 'admin-contract.test.ts',
};
export const addedFault = async (api: Api) =>
  (await request(api.app).post('/__admin/faults').send({ path: '/x', status: 500 })).body.id as string;
export const someQuestion = {
  setId: 1,
  type: 'fill',
  title: '幂运算 3 ** 4',
  difficulty: 1,
  tags: ['运算符'],
  statementHtml: '<p><code>3 ** 4</code> 的值是 ____。</p>',
  answers: ['81'],
};
export const someNotification = {
  username: 'student',
  message: 'x',
  status: 0,
  minutesAgo: 1,
  courseId: null,
};

/** One successful request per route. */
export const successes: Record<AdminJsonName, Example> = {
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
export const failures: { [N in AdminName]?: Array<{ code: RespCodeName; example: Example }> } = {
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
export function servedRoutes(router: Router): { routes: string[]; others: string[] } {
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
