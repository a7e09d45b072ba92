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
const phoneCode = (query: Record<string, string>) => async (api: Api) => {
  await sendCode(api, { identifier: '13900139000', field: 'phone' });
  return { query: { ...query, code: api.lastCode('13900139000') ?? '' } };
};
const twice =
  (query: Record<string, string>, path?: string): Options =>
  async (api) => {
    await sendCode(api, query, path);
    return { query };
  };

/** One successful request per call. */
export const successes: Record<EndpointName, Options | undefined> = {
  login: { body: { username: 'student', password: 'Shui@2025', checked: true } },
  ssoExchange: (api) => ({
    query: { code: api.store.issueSsoCode(3, 'shuishan-portal', 'http://127.0.0.1:5173/') },
  }),
  currentUser: undefined,
  changePassword: { body: { oldPassword: 'Shui@2025', newPassword: 'Shui@2026' } },
  uploadAvatar: { file: { name: 'me.png', bytes: PNG, type: 'image/png' } },
  sendRegisterCode: { query: { phone: '13700137000' } },
  register: async (api) => {
    await sendCode(api, { phone: '13700137000' }, endpoints.sendRegisterCode.path);
    return { query: { phone: '13700137000', code: api.lastCode('13700137000') ?? '', password: 'abc12345' } };
  },
  sendResetCode: { query: { identifier: 'student@example.com', field: 'mail' } },
  resetByCode: phoneCode({ identifier: '13900139000', username: 'teacher' }),
  sendResetMail: { query: { mail: 'teacher@example.com' } },
  checkPhoneCode: phoneCode({ phone: '13900139000' }),
  checkMailCode: async (api) => {
    await sendCode(api, { identifier: 'student@example.com', field: 'mail' });
    return { query: { mail: 'student@example.com', code: api.lastCode('student@example.com') ?? '' } };
  },
  getMail: { query: { mail: 'student@example.com' } },
  getPhone: { query: { phone: '13800138000' } },
  messages: { query: { receiveUserId: 1 } },
  markRead: { body: [1, 2] },
  currentCompany: { query: { isLogin: 'true' } },
  switchCompany: { query: { companyId: 2 } },
  companies: undefined,
  superCompany: undefined,
  superAssistantOption: undefined,
  feedbackUpload: { file: { name: 'shot.png', bytes: PNG, type: 'image/png' } },
  feedback: {
    form: {
      feedtype: '登录/注册,登录问题',
      title: '无法登录',
      content: '没有反应',
      filepath: '/x.png',
      contact: 'a@b.cn',
    },
  },
  checkCurrent: undefined,
  checkHistory: undefined,
  checkHistoryCourse: { query: { courseId: 101 } },
  checkItems: { query: { teachclassId: 1001 } },
  checkIn: { query: { checkItemId: 3 } },
  liveness: undefined,
  averageScore: undefined,
  studentQa: undefined,
  teacherCourses: undefined,
  dailyLiveness: { query: { courseId: 101, days: 7 } },
  scoreDistribution: { query: { courseId: 3 } },
  tickets: { body: { clientId: 'gpt_assistant' } },
  assistantAvailable: undefined,
  assistantQa: { body: { type: 1, key: '什么是补码？' } },
  onCampus: undefined,
  // course domain (fixtures/seed/course-hall.json: the student takes 101, 102, 3, 104 and 105, not 103;
  // in 101, resource 1 is a video, 4 a homework, 5 a test of questions 1-3; course 104 is a favourite)
  courseList: { query: { pageNum: 1, pageSize: 10, tag: 1, keyword: '数据' } },
  courseSchool: undefined,
  programDetail: { query: { programId: 1 } },
  collegeDetail: { query: { collegeId: 1 } },
  courseDetail: { query: { courseId: 101 } },
  courseJoin: { query: { courseId: 103 } },
  courseLeave: { query: { courseId: 105 } },
  lessonDetail: { query: { lessonId: 2 } },
  lessonProgress: { body: { resourceId: 1, watchedSeconds: 12 } },
  homeworkSubmit: { query: { resourceId: 4 }, file: { name: 'hw.png', bytes: PNG, type: 'image/png' } },
  testSubmit: { body: { resourceId: 5, answers: { '1': 'B', '2': 'B', '3': 'B' } } },
  myCourses: undefined,
  learningResults: undefined,
  challengeQuestions: { query: { pageNum: 1, status: 'wrong' } },
  knowledgePoints: { query: { courseId: 101 } },
  favoriteList: undefined,
  favoriteAdd: { query: { targetType: 'course', targetId: 101 } },
  favoriteRemove: { query: { targetType: 'course', targetId: 104 } },
  // personal centre
  centerRegistrations: { query: { pageNum: 1, pageSize: 10 } },
  centerRegistrationCancel: { query: { registrationId: 5 } },
  centerMeetings: { query: { pageNum: 1 } },
  assistantHistory: { query: { pageSize: 20 } },
  // channel area and institution pages (fixtures/seed/channel.json)
  channelList: undefined,
  channelDetail: { query: { channel: 'nourish' } },
  channelNotices: { query: { channel: 'nourish', pageNum: 1, pageSize: 20 } },
  channelRankings: { query: { channel: 'fintech' } },
  channelDataset: { query: { product: 'edutech' } },
  institutionDetail: { query: { school: 'guet' } },
};

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
    '--hw\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n我的作业\r\n' +
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
      code: 'unsupportedMedia',
      options: { query: { resourceId: 4 }, file: { name: 'a.bin', bytes: Buffer.from([0, 1, 2, 3]) } },
    },
    { code: 'badRequest', options: { query: { resourceId: 4 }, raw: homeworkWithText(2001) } },
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
};
