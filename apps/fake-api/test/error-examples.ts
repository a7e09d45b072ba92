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
  tickets: { body: { clientId: 'gpt_assistant' } },
  assistantAvailable: undefined,
  assistantQa: { body: { type: 1, key: '什么是补码？' } },
  onCampus: undefined,
};

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
  tickets: [{ code: 'badRequest', options: { body: { clientId: 'another-service' } } }],
  assistantQa: [
    {
      code: 'forbidden',
      options: (api) => (api.store.updateSettings({ examPeriod: true }), { body: { type: 1, key: '补码' } }),
    },
  ],
};
