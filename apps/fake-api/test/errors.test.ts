import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  endpoints,
  errorNotes,
  isSuccessCode,
  noteMatches,
  okMessage,
  respCodes,
  type EndpointDef,
  type EndpointName,
  type ErrorNote,
} from '@shui/contract';
import {
  byRespCode,
  callerOf,
  heading,
  names,
  run,
  successes,
  tokenOf,
  type Api,
  type Example,
  type Who,
} from './error-examples';
import { handlerErrors } from './handler-errors';
import { expectAnswers } from './examples';
import { checkAgainstContract, PNG, startFakeApi } from './harness';

/**
 * Every error a call declares (`endpoints[name].errors`, explained by `errorNotes(name)`) is provoked by
 * an example request, and no request, however odd, gets an error the call does not declare. There are
 * no fault rules, so every answer is the handler's own.
 */

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
      if (example.code === 'ok') expectAnswers(name, res.body.data);
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
