import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  adminEndpoints,
  endpoints,
  errorNotes,
  isSuccessCode,
  noteMatches,
  okMessage,
  respCodes,
  type EndpointDef,
  type EndpointName,
  type ErrorNote,
  type RespCodeName,
} from '@shui/contract';
import { checkAgainstContract, PNG, startFakeApi, type CallOptions } from './harness';

/**
 * Every error a call declares (`endpoints[name].errors`, explained by `errorNotes(name)`) is provoked by
 * an example request, and no request, however odd, gets an error the call does not declare. There are
 * no fault rules, so every answer is the handler's own.
 */

type Api = ReturnType<typeof startFakeApi>;
type Who = 'student' | 'teacher' | 'none' | 'bad token';
type Options = CallOptions | ((api: Api) => CallOptions | Promise<CallOptions>);
interface Example {
  /** The respCode name the answer must carry. */
  code: RespCodeName | 'ok';
  who?: Who;
  options?: Options;
}

const names = Object.keys(endpoints) as EndpointName[];
const heading = (name: EndpointName) => `${endpoints[name].method} ${endpoints[name].path}`;
const byRespCode = new Map(
  (Object.keys(respCodes) as RespCodeName[]).map((n) => [String(respCodes[n].respCode), n]),
);

/** Who calls by default: a teacher for teacher calls, the student for other calls that take a token. */
const callerOf = (def: EndpointDef): Who =>
  def.access === 'teacher' ? 'teacher' : def.access === 'public' ? 'none' : 'student';

function tokenOf(api: Api, who: Who): string | undefined {
  if (who === 'none') return undefined;
  if (who === 'bad token') return 'not-a-token';
  return api.store.issueToken(api.store.findByLogin(who)!.id).token;
}

/** Runs an example on the seed state (the fake API reset first); the harness checks the answer. */
async function run(api: Api, name: EndpointName, example: Pick<Example, 'who' | 'options'>) {
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
const successes: Record<EndpointName, Options | undefined> = {
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
const handlerErrors: { [N in EndpointName]?: Example[] } = {
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

const multipart = (parts: string) => ({
  type: 'multipart/form-data; boundary=xyz',
  data: `${parts}--xyz--\r\n`,
});
const brokenMultipart = multipart('--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nab');
const field = (name: string) => `--xyz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nv\r\n`;

/** Requests that provoke the errors of a call's shape (shapeErrorNotes), built from its success. */
function shapeErrors(name: EndpointName): Example[] {
  const def: EndpointDef = endpoints[name];
  const success = successes[name];
  const valid = async (api: Api) => (typeof success === 'function' ? await success(api) : (success ?? {}));
  const examples: Example[] = [];
  if (def.access === 'user' || def.access === 'teacher') examples.push({ code: 'unauthorized', who: 'none' });
  if (def.access !== 'public') examples.push({ code: 'unauthorized', who: 'bad token' });
  if (def.access === 'teacher') examples.push({ code: 'forbidden', who: 'student' });
  if (def.bodyKind === 'file') {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    examples.push(
      { code: 'tooLarge', options: { file: { name: 'big.png', bytes: big } } },
      { code: 'badRequest', options: { files: [1, 2].map((n) => ({ name: `${n}.png`, bytes: PNG })) } },
      {
        code: 'badRequest',
        options: { raw: multipart(Array.from({ length: 21 }, (_, i) => field(`f${i}`)).join('')) },
      },
    );
  }
  if (def.bodyKind === 'form')
    examples.push({ code: 'badRequest', options: { file: { name: 'a.png', bytes: PNG } } });
  if (def.bodyKind === 'file' || def.bodyKind === 'form')
    examples.push({ code: 'badRequest', options: { raw: brokenMultipart } });
  if (def.bodyKind === 'json' || def.bodyKind === 'form') {
    examples.push(
      { code: 'badRequest', options: { raw: { type: 'application/json', data: '{"a":' } } },
      { code: 'tooLarge', options: { body: { blob: 'x'.repeat(1024 * 1024) } } },
      {
        code: 'unsupportedMedia',
        options: { raw: { type: 'application/json; charset=latin1', data: '{}' } },
      },
    );
  }
  if (def.bodyKind === 'form') {
    const type = 'application/x-www-form-urlencoded; charset=koi8-r';
    examples.push({ code: 'unsupportedMedia', options: { raw: { type, data: 'a=b' } } });
  }
  if (def.query) {
    const schema = def.query.toJSONSchema() as { properties?: object; required?: string[] };
    for (const key of Object.keys(schema.properties ?? {})) {
      const without = async (api: Api) => {
        const options = await valid(api);
        const { [key]: _dropped, ...query } = options.query ?? {};
        return { ...options, query };
      };
      const broken = async (api: Api) => {
        const options = await valid(api);
        return { ...options, query: { ...options.query, [key]: 'x'.repeat(300) } };
      };
      examples.push({ code: 'badRequest', options: broken });
      if (schema.required?.includes(key)) examples.push({ code: 'badRequest', options: without });
    }
  }
  if (def.body)
    examples.push({ code: 'badRequest', options: {} }, { code: 'badRequest', options: { body: {} } });
  return examples;
}

const rowKey = (row: ErrorNote) => `${row.code} ${row.msg} (${row.when})`;

/** The declared rows an error answer fits: its respCode, its HTTP status and its message. */
function rowsOf(name: EndpointName, status: number, body: { respCode?: unknown; respMsg?: string }) {
  const code = byRespCode.get(String(body.respCode));
  const rows = errorNotes(name).filter(
    (row) =>
      row.code === code && respCodes[row.code].status === status && noteMatches(row, body.respMsg ?? ''),
  );
  return { code, rows };
}

/**
 * An answer is a success with the call's message, or an error the call declares and its notes explain;
 * answers the rows it fits (several where their messages overlap, as "请求参数错误：{reason}" does).
 */
function checkDeclared(name: EndpointName, status: number, body: { respCode?: unknown; respMsg?: string }) {
  const what = `${heading(name)} answered ${status} ${JSON.stringify(body)}`;
  if (status === 200 && isSuccessCode(body.respCode as number)) {
    expect(body.respMsg, what).toBe(okMessage(name));
    return [];
  }
  const { code, rows } = rowsOf(name, status, body);
  const declared = endpoints[name].errors as readonly string[];
  expect(code !== undefined && declared.includes(code), `${what}: undeclared respCode`).toBe(true);
  expect(rows, `${what}: no row of errorNotes('${name}') has this message`).not.toEqual([]);
  return rows;
}

/** Odd requests of every kind, sent with the caller a call wants (and without). */
const oddRequests: Array<{ what: string; send: (r: request.Test) => request.Test }> = [
  { what: 'nothing', send: (r) => r },
  { what: 'a JSON null', send: (r) => r.set('Content-Type', 'application/json').send('null') },
  { what: 'a JSON array of objects', send: (r) => r.send([{ id: 1 }, { id: 'x' }]) },
  {
    what: 'JSON of wrong types',
    send: (r) => r.send({ username: 1, password: true, type: '1', clientId: [] }),
  },
  { what: 'a URL-encoded form', send: (r) => r.type('form').send('feedtype=a&title=b&checkItemId=3') },
  { what: 'XML', send: (r) => r.set('Content-Type', 'application/xml').send('<a/>') },
  {
    what: 'an empty multipart form',
    send: (r) => r.set('Content-Type', 'multipart/form-data; boundary=z').send('--z--\r\n'),
  },
  { what: 'a gzip body that is not gzip', send: (r) => r.set('Content-Encoding', 'gzip').send({ a: 1 }) },
  {
    what: 'an empty query',
    send: (r) => r.query('phone=&code=&identifier=&field=&receiveUserId=&companyId='),
  },
  {
    what: 'a repeated query',
    send: (r) => r.query('mail=a@b.cn&mail=c@d.cn&courseId=1&courseId=2&isLogin=true&isLogin=false'),
  },
  { what: 'a query of objects', send: (r) => r.query('teachclassId[a]=1&checkItemId[]=3&code[0]=1') },
];

async function sendOdd(api: Api, name: EndpointName, who: Who, odd: (typeof oddRequests)[number]) {
  const def = endpoints[name];
  const token = tokenOf(api, who);
  let req = request(api.app)[def.method.toLowerCase() as 'get' | 'post' | 'put'](def.path);
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  const res = await odd.send(req);
  checkAgainstContract(def.method, def.path, res.status, res.body);
  return res;
}

describe('the errors of each call are the ones it declares', () => {
  it('notes only the codes each call declares, and every code it declares', () => {
    const mismatched = names.filter((name) => {
      const noted = new Set(errorNotes(name).map((row) => row.code));
      const declared = new Set<string>(endpoints[name].errors);
      return noted.size !== declared.size || [...noted].some((code) => !declared.has(code));
    });
    expect(mismatched).toEqual([]);
  });

  it.each(names)('%s: each declared error and row is provoked; odd requests get no other', async (name) => {
    const api = startFakeApi();
    const reached = new Set<string>();
    const examples: Example[] = [
      { code: 'ok', options: successes[name] },
      ...shapeErrors(name),
      ...(handlerErrors[name] ?? []),
    ];
    for (const example of examples) {
      const res = await run(api, name, example);
      const code = byRespCode.get(String(res.body.respCode));
      expect(`${code} (HTTP ${res.status})`, `${heading(name)}: ${JSON.stringify(res.body)}`).toBe(
        `${example.code} (HTTP ${respCodes[example.code].status})`,
      );
      for (const row of checkDeclared(name, res.status, res.body)) reached.add(rowKey(row));
    }
    // No reset between these: what one of them changes (a check-in, say) only makes another answer
    // differently, and every answer is checked the same way.
    for (const odd of oddRequests) {
      for (const who of ['none', callerOf(endpoints[name])] as const) {
        const res = await sendOdd(api, name, who, odd);
        for (const row of checkDeclared(name, res.status, res.body)) reached.add(rowKey(row));
      }
    }
    const unreached = errorNotes(name).filter((row) => !reached.has(rowKey(row)));
    expect(
      unreached.map((row) => `${row.code} ${row.msg}`),
      `rows of ${heading(name)} that no request reaches`,
    ).toEqual([]);
  });
});
