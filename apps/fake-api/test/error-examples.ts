import request from 'supertest';
import { expect } from 'vitest';
import {
  adminEndpoints,
  endpoints,
  respCodes,
  type EndpointDef,
  type EndpointName,
  type RespCodeName,
} from '@shui/contract';
import { exampleRequest } from './examples';
import { PNG, type CallOptions, type startFakeApi } from './harness';

/**
 * The example requests of errors.test.ts: one success per call (`successes`) and the requests that
 * provoke each error a handler declares (`handlerErrors`), with the callers and the runner they use.
 */

export type Api = ReturnType<typeof startFakeApi>;
export type Who = 'student' | 'teacher' | 'none' | 'bad token';
export type Options = CallOptions | ((api: Api) => CallOptions | Promise<CallOptions>);
export interface Example {
  /** The respCode name the answer must carry. */
  code: RespCodeName | 'ok';
  who?: Who;
  options?: Options;
}

export const names = Object.keys(endpoints) as EndpointName[];
export const heading = (name: EndpointName) => `${endpoints[name].method} ${endpoints[name].path}`;
export const byRespCode = new Map(
  (Object.keys(respCodes) as RespCodeName[]).map((n) => [String(respCodes[n].respCode), n]),
);

/** Who calls by default: a teacher for teacher calls, the student for other calls that take a token. */
export const callerOf = (def: EndpointDef): Who =>
  def.access === 'teacher' ? 'teacher' : def.access === 'public' ? 'none' : 'student';

export function tokenOf(api: Api, who: Who): string | undefined {
  if (who === 'none') return undefined;
  if (who === 'bad token') return 'not-a-token';
  return api.store.issueToken(api.store.findByLogin(who)!.id).token;
}

/** Runs an example on the seed state (the fake API reset first); the harness checks the answer. */
export async function run(api: Api, name: EndpointName, example: Pick<Example, 'who' | 'options'>) {
  expect((await request(api.app).post(adminEndpoints.reset.path)).status).toBe(200);
  const def = endpoints[name];
  const who = example.who ?? callerOf(def);
  const token = tokenOf(api, who);
  const options = typeof example.options === 'function' ? await example.options(api) : example.options;
  return api.call(def.method, def.path, { ...options, token });
}

const sendCode = async (
  api: Api,
  query: Record<string, string>,
  path: string = endpoints.sendResetCode.path,
) => expect((await api.call('POST', path, { query })).body.respCode).toBe(20000);
const twice =
  (query: Record<string, string>, path?: string): Options =>
  async (api) => {
    await sendCode(api, query, path);
    return { query };
  };

/**
 * One successful request per call: its entry's example (packages/contract/src/<domain>/endpoints.ts),
 * after the call it names in `before`, made by the call's default caller.
 */
export const successes = Object.fromEntries(
  names.map((name) => {
    const options: Options = (api) => exampleRequest(api, name, tokenOf(api, callerOf(endpoints[name])));
    return [name, options];
  }),
) as Record<EndpointName, Options>;

/** The student's team of the seed (数据漫游者, led by 李同学), changed by `patch`. */
function studentTeam(patch: Record<string, unknown> = {}) {
  return {
    teamName: '数据漫游者',
    track: 'analytics',
    members: [{ name: '李同学', role: 'leader' }],
    institution: '华东师范大学',
    phone: '13800138000',
    email: 'student@example.com',
    agreement: true,
    ...patch,
  };
}

/** The 2025 competition's registration closed: its event's deadline moved into the past. */
function closeCompetition(api: Api): void {
  const event = api.store.data.centerEvents.find((e) => e.eventId === 1);
  if (!event) throw new Error('no event 1 in the seed');
  event.signupEnd = '2000-01-01 00:00:00';
}

/** The student's new environment of `projectId` (starting): its id. */
async function createdEnvironment(api: Api, projectId: number): Promise<number> {
  const res = await api.call('POST', endpoints.workshopEnvCreate.path, {
    token: tokenOf(api, 'student'),
    query: { projectId },
  });
  expect(res.body.respCode).toBe(20000);
  return res.body.data.envId as number;
}

/** The workshop's quota set to one environment, taken by a new environment of project 200. */
async function quotaTaken(api: Api): Promise<void> {
  api.store.updateSettings({ environmentQuota: 1 });
  await createdEnvironment(api, 200);
}

/** A course someone else teaches, added to the state: the teacher view's calls refuse it. */
function othersCourse(api: Api): number {
  const id = 999_001;
  api.store.data.courses.push({ id, name: '操作系统', teacherId: null, studentIds: [] });
  return id;
}

/** The first resource of this type in a course of the seed (103: a course the student does not take). */
function resourceIn(api: Api, courseId: number, type: number): number {
  const found = api.store.data.courseResources.find((r) => r.courseId === courseId && r.type === type);
  if (!found) throw new Error(`no resource of type ${type} in course ${courseId}`);
  return found.resourceId;
}

/** A multipart body with a text homework file and a `text` field of this length. */
const homeworkWithText = (length: number): CallOptions['raw'] => ({
  type: 'multipart/form-data; boundary=hw',
  data:
    '--hw\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n' +
    `--hw\r\nContent-Disposition: form-data; name="text"\r\n\r\n${'字'.repeat(length)}\r\n--hw--\r\n`,
});

/** Requests that provoke what each handler adds (endpointNotes). */
export const handlerErrors: { [N in EndpointName]?: Example[] } = {
  login: [{ code: 'wrongCredentials', options: { body: { username: 'student', password: 'wrong' } } }],
  ssoExchange: [{ code: 'badAuthorizationCode', options: { query: { code: 'used-or-unknown' } } }],
  changePassword: [
    { code: 'badRequest', options: { body: { oldPassword: 'Shui@2025', newPassword: '12345678' } } },
    { code: 'badRequest', options: { body: { oldPassword: 'wrong', newPassword: 'Shui@2026' } } },
  ],
  uploadAvatar: [
    { code: 'badRequest', options: {} },
    { code: 'unsupportedMedia', options: { file: { name: 'a.png', bytes: Buffer.from('not an image') } } },
  ],
  sendRegisterCode: [
    { code: 'badRequest', options: { query: { phone: '12345' } } },
    { code: 'tooManyRequests', options: twice({ phone: '13700137000' }, endpoints.sendRegisterCode.path) },
  ],
  register: [
    { code: 'badRequest', options: { query: { phone: '123', code: '123456', password: 'abc12345' } } },
    {
      code: 'badRequest',
      options: { query: { phone: '13700137000', code: '123456', password: '12345678' } },
    },
    { code: 'conflict', options: { query: { phone: '13800138000', code: '123456', password: 'abc12345' } } },
    { code: 'badCode', options: { query: { phone: '13700137000', code: '000000', password: 'abc12345' } } },
  ],
  sendResetCode: [
    { code: 'badRequest', options: { query: { identifier: '123', field: 'phone' } } },
    { code: 'badRequest', options: { query: { identifier: 'not-mail', field: 'mail' } } },
    { code: 'badRequest', options: { query: { identifier: '13700137000', field: 'phone' } } },
    { code: 'tooManyRequests', options: twice({ identifier: 'student@example.com', field: 'mail' }) },
  ],
  resetByCode: [
    {
      code: 'badRequest',
      options: { query: { identifier: '13800138000', code: '123456', username: 'teacher' } },
    },
    {
      code: 'badCode',
      options: { query: { identifier: '13800138000', code: '000000', username: 'student' } },
    },
  ],
  sendResetMail: [
    { code: 'badRequest', options: { query: { mail: 'not-mail' } } },
    { code: 'badRequest', options: { query: { mail: 'nobody@example.com' } } },
    {
      code: 'tooManyRequests',
      options: twice({ mail: 'teacher@example.com' }, endpoints.sendResetMail.path),
    },
  ],
  checkPhoneCode: [{ code: 'badCode', options: { query: { phone: '13800138000', code: '000000' } } }],
  checkMailCode: [{ code: 'badCode', options: { query: { mail: 'student@example.com', code: '000000' } } }],
  getMail: [{ code: 'badRequest', options: { query: { mail: 'nobody@example.com' } } }],
  getPhone: [{ code: 'badRequest', options: { query: { phone: '13700137000' } } }],
  messages: [{ code: 'forbidden', options: { query: { receiveUserId: 2 } } }],
  currentCompany: [{ code: 'unauthorized', who: 'none', options: { query: { isLogin: 'true' } } }],
  switchCompany: [
    { code: 'notFound', options: { query: { companyId: 99 } } },
    { code: 'forbidden', options: { query: { companyId: 3 } } },
  ],
  feedbackUpload: [
    { code: 'badRequest', options: {} },
    { code: 'unsupportedMedia', options: { file: { name: 'a.png', bytes: Buffer.from('not an image') } } },
  ],
  checkIn: [
    { code: 'notFound', options: { query: { checkItemId: 999 } } },
    { code: 'badRequest', options: { query: { checkItemId: 1 } } },
    {
      code: 'conflict',
      options: async (api) => {
        const token = tokenOf(api, 'student');
        await api.call('POST', endpoints.checkIn.path, { token, query: { checkItemId: 3 } });
        return { query: { checkItemId: 3 } };
      },
    },
  ],
  dailyLiveness: [
    { code: 'notFound', options: { query: { courseId: 999_999, days: 7 } } },
    { code: 'forbidden', options: (api) => ({ query: { courseId: othersCourse(api), days: 7 } }) },
  ],
  scoreDistribution: [
    { code: 'notFound', options: { query: { courseId: 999_999 } } },
    { code: 'forbidden', options: (api) => ({ query: { courseId: othersCourse(api) } }) },
  ],
  tickets: [{ code: 'badRequest', options: { body: { clientId: 'another-service' } } }],
  // channel area and institution pages: keys the seed does not have
  channelDetail: [{ code: 'notFound', options: { query: { channel: 'no-such-channel' } } }],
  channelNotices: [{ code: 'notFound', options: { query: { channel: 'no-such-channel' } } }],
  channelRankings: [{ code: 'notFound', options: { query: { channel: 'no-such-channel' } } }],
  channelDataset: [{ code: 'notFound', options: { query: { product: 'no-such-product' } } }],
  institutionDetail: [{ code: 'notFound', options: { query: { school: 'mit' } } }],
  // workshop: environment 1 (project 202) is the student's, stopped
  workshopProject: [{ code: 'notFound', options: { query: { projectId: 999 } } }],
  workshopEnvCreate: [
    { code: 'notFound', options: { query: { projectId: 999 } } },
    { code: 'conflict', options: { query: { projectId: 202 } } },
    { code: 'quotaExceeded', options: async (api) => (await quotaTaken(api), { query: { projectId: 201 } }) },
  ],
  workshopEnvStart: [
    { code: 'notFound', options: { query: { envId: 999 } } },
    { code: 'notFound', who: 'teacher', options: { query: { envId: 1 } } },
    {
      code: 'conflict',
      options: async (api) => ({ query: { envId: await createdEnvironment(api, 200) } }),
    },
    { code: 'quotaExceeded', options: async (api) => (await quotaTaken(api), { query: { envId: 1 } }) },
  ],
  workshopEnvStop: [
    { code: 'notFound', options: { query: { envId: 999 } } },
    { code: 'conflict', options: { query: { envId: 1 } } },
  ],
  workshopEnvDelete: [{ code: 'notFound', options: { query: { envId: 999 } } }],
  // code park: ids, branches and paths the seed does not have
  codeParkRepos: [{ code: 'notFound', options: { query: { courseId: 9999 } } }],
  codeParkTree: [
    { code: 'notFound', options: { query: { repoId: 999 } } },
    { code: 'notFound', options: { query: { repoId: 1, ref: 'develop' } } },
  ],
  codeParkFile: [
    { code: 'notFound', options: { query: { repoId: 999, path: 'README.md' } } },
    { code: 'notFound', options: { query: { repoId: 1, path: 'README.md', ref: 'develop' } } },
    { code: 'notFound', options: { query: { repoId: 1, path: 'src/missing.py' } } },
    { code: 'notFound', options: { query: { repoId: 1, path: 'src' } } },
    { code: 'badRequest', options: { query: { repoId: 1, path: '../sql-exercises/schema.sql' } } },
  ],
  codeParkCommits: [
    { code: 'notFound', options: { query: { repoId: 999 } } },
    { code: 'notFound', options: { query: { repoId: 1, ref: 'develop' } } },
  ],
  codeParkCommit: [
    {
      code: 'notFound',
      options: { query: { repoId: 999, hash: 'c9dd1dd73c2be7265507e130a5db072e91e4f923' } },
    },
    {
      code: 'notFound',
      options: { query: { repoId: 1, hash: 'c9dd1dd73c2be7265507e130a5db072e91e4f923', ref: 'develop' } },
    },
    // A commit of another repository is not this one's.
    { code: 'notFound', options: { query: { repoId: 2, hash: 'c9dd1dd73c2be7265507e130a5db072e91e4f923' } } },
    { code: 'badRequest', options: { query: { repoId: 1, hash: 'c9dd1dd7' } } },
  ],
  // competition (/2025): 王老师 (teacher) has no registration, the student has 数据漫游者
  competitionDetail: [{ code: 'notFound', options: { query: { key: '2099' } } }],
  competitionRegistration: [{ code: 'notFound', options: { query: { key: '2099' } } }],
  competitionRegister: [
    { code: 'badRequest', options: { query: { key: '2025' } } },
    { code: 'badRequest', options: { query: { key: '2025' }, body: studentTeam({ phone: '123' }) } },
    { code: 'notFound', options: { query: { key: '2099' }, body: studentTeam() } },
    {
      code: 'badRequest',
      options: (api) => (closeCompetition(api), { query: { key: '2025' }, body: studentTeam() }),
    },
    { code: 'conflict', options: { query: { key: '2025' }, body: studentTeam() } },
    {
      code: 'badRequest',
      who: 'teacher',
      options: { query: { key: '2025' }, body: studentTeam({ track: 'robotics' }) },
    },
    { code: 'badRequest', who: 'teacher', options: { query: { key: '2025' }, body: studentTeam() } },
    {
      code: 'conflict',
      who: 'teacher',
      options: {
        query: { key: '2025' },
        body: studentTeam({ members: [{ name: '王老师', role: 'leader' }] }),
      },
    },
  ],
  competitionRegistrationUpdate: [
    { code: 'badRequest', options: { query: { key: '2025' } } },
    { code: 'badRequest', options: { query: { key: '2025' }, body: studentTeam({ members: [] }) } },
    { code: 'notFound', options: { query: { key: '2099' }, body: studentTeam() } },
    {
      code: 'badRequest',
      options: (api) => (closeCompetition(api), { query: { key: '2025' }, body: studentTeam() }),
    },
    { code: 'notFound', who: 'teacher', options: { query: { key: '2025' }, body: studentTeam() } },
    { code: 'badRequest', options: { query: { key: '2025' }, body: studentTeam({ track: 'robotics' }) } },
    {
      code: 'badRequest',
      options: {
        query: { key: '2025' },
        body: studentTeam({ members: [{ name: '王老师', role: 'leader' }] }),
      },
    },
    {
      code: 'conflict',
      options: { query: { key: '2025' }, body: studentTeam({ teamName: 'Data Wizards' }) },
    },
  ],
  // personal centre (fixtures/seed/center.json: registration 5 is open, 4 cancelled, 3's sign-up closed,
  // 6 someone else's)
  centerRegistrationCancel: [
    { code: 'notFound', options: { query: { registrationId: 999 } } },
    { code: 'notFound', options: { query: { registrationId: 6 } } },
    { code: 'conflict', options: { query: { registrationId: 4 } } },
    { code: 'badRequest', options: { query: { registrationId: 3 } } },
  ],
  // course domain
  programDetail: [{ code: 'notFound', options: { query: { programId: 99 } } }],
  collegeDetail: [{ code: 'notFound', options: { query: { collegeId: 99 } } }],
  courseDetail: [{ code: 'notFound', options: { query: { courseId: 9999 } } }],
  courseJoin: [
    { code: 'notFound', options: { query: { courseId: 9999 } } },
    { code: 'conflict', options: { query: { courseId: 101 } } },
    { code: 'conflict', who: 'teacher', options: { query: { courseId: 101 } } },
  ],
  courseLeave: [
    { code: 'notFound', options: { query: { courseId: 9999 } } },
    { code: 'badRequest', options: { query: { courseId: 103 } } },
  ],
  lessonDetail: [
    { code: 'notFound', options: { query: { lessonId: 9999 } } },
    {
      code: 'forbidden',
      options: (api) => ({
        query: { lessonId: api.store.data.lessons.find((l) => l.courseId === 103)?.lessonId ?? 0 },
      }),
    },
  ],
  lessonProgress: [
    { code: 'notFound', options: { body: { resourceId: 9999 } } },
    { code: 'forbidden', options: (api) => ({ body: { resourceId: resourceIn(api, 103, 2) } }) },
    { code: 'badRequest', options: { body: { resourceId: 4 } } },
  ],
  homeworkSubmit: [
    { code: 'notFound', options: { query: { resourceId: 9999 }, file: { name: 'a.png', bytes: PNG } } },
    {
      code: 'forbidden',
      options: (api) => ({
        query: { resourceId: resourceIn(api, 103, 1) },
        file: { name: 'a.png', bytes: PNG },
      }),
    },
    { code: 'badRequest', options: { query: { resourceId: 1 }, file: { name: 'a.png', bytes: PNG } } },
    { code: 'badRequest', options: { query: { resourceId: 4 } } },
    {
      code: 'fileTypeNotAllowed',
      options: { query: { resourceId: 4 }, file: { name: 'script.exe', bytes: Buffer.from('echo hi') } },
    },
    {
      code: 'fileTypeNotAllowed',
      options: { query: { resourceId: 4 }, file: { name: 'a.pdf', bytes: Buffer.from([0, 1, 2, 3]) } },
    },
    { code: 'badRequest', options: { query: { resourceId: 4 }, raw: homeworkWithText(2001) } },
  ],
  lessonBrief: [{ code: 'notFound', options: { query: { lessonId: 9999 } } }],
  myQuestions: [{ code: 'notFound', options: { query: { courseId: 9999 } } }],
  askQuestion: [
    { code: 'badRequest', options: { query: { courseId: 101 } } },
    { code: 'notFound', options: { query: { courseId: 9999 }, body: { question: '在吗？' } } },
    { code: 'forbidden', options: { query: { courseId: 103 }, body: { question: '在吗？' } } },
  ],
  answerQuestion: [
    { code: 'notFound', options: { body: { id: 9999, answer: '好的' } } },
    {
      code: 'forbidden',
      options: (api) => {
        const courseId = othersCourse(api);
        api.store.data.studentQa.push({
          id: 9001,
          userId: 1,
          courseId,
          question: '别的老师的课',
          answer: null,
          createTime: '2026-01-01 10:00:00',
        });
        return { body: { id: 9001, answer: '好的' } };
      },
    },
  ],
  teacherHomework: [
    { code: 'notFound', options: { query: { courseId: 9999 } } },
    { code: 'forbidden', options: (api) => ({ query: { courseId: othersCourse(api) } }) },
  ],
  testSubmit: [
    { code: 'notFound', options: { body: { resourceId: 9999, answers: {} } } },
    {
      code: 'forbidden',
      options: (api) => ({ body: { resourceId: resourceIn(api, 103, 4), answers: {} } }),
    },
    { code: 'badRequest', options: { body: { resourceId: 1, answers: {} } } },
    { code: 'badRequest', options: { body: { resourceId: 5, answers: { '999': 'A' } } } },
  ],
  knowledgePoints: [
    { code: 'notFound', options: { query: { courseId: 9999 } } },
    { code: 'forbidden', options: { query: { courseId: 103 } } },
  ],
  favoriteAdd: [
    { code: 'notFound', options: { query: { targetType: 'course', targetId: 9999 } } },
    { code: 'notFound', options: { query: { targetType: 'lesson', targetId: 9999 } } },
  ],
  favoriteRemove: [{ code: 'notFound', options: { query: { targetType: 'course', targetId: 101 } } }],
  assistantQa: [
    {
      code: 'forbidden',
      options: (api) => (api.store.updateSettings({ examPeriod: true }), { body: { type: 1, key: '补码' } }),
    },
  ],
  questionList: [{ code: 'badRequest', who: 'none', options: { query: { status: 'solved' } } }],
  questionDetail: [{ code: 'notFound', options: { query: { questionId: 9999 } } }],
  questionSubmit: [
    { code: 'notFound', options: { body: { questionId: 9999, answer: 'A' } } },
    { code: 'badRequest', options: { body: { questionId: 4 } } },
    { code: 'badRequest', options: { body: { questionId: 1, code: '  \n ' } } },
    { code: 'badRequest', options: { body: { questionId: 4, answer: 'E' } } },
    {
      code: 'tooManyRequests',
      options: async (api) => {
        api.store.updateSettings({ judgeDelayMs: 60_000 });
        const token = tokenOf(api, 'student');
        for (let i = 0; i < 2; i += 1)
          await api.call('POST', endpoints.questionSubmit.path, {
            token,
            body: { questionId: 24, code: 'SELECT 1' },
          });
        return { body: { questionId: 24, code: 'SELECT 1' } };
      },
    },
    {
      code: 'unavailable',
      options: (api) => (
        api.store.updateSettings({ judgeAvailable: false }),
        { body: { questionId: 1, code: 'print(1)' } }
      ),
    },
  ],
  questionSubmission: [{ code: 'notFound', options: { query: { submissionId: 9999 } } }],
  questionSubmissions: [{ code: 'notFound', options: { query: { questionId: 9999 } } }],
};
