import { describe, expect, it } from 'vitest';
import { PNG, startFakeApi, type CallOptions } from './harness';

/**
 * POST /portal/student/check takes checkItemId as Spring's @RequestParam does (query string, URL-encoded
 * or multipart form) and, in the fake API, from a JSON body as well. Item 3 is open for the student.
 */
const CHECK = '/portal/student/check';
const MISSING = "Required String parameter 'checkItemId' is not present";
const FORM = 'application/x-www-form-urlencoded';

const ways: Array<{ how: string; send: CallOptions }> = [
  { how: 'the query string', send: { query: { checkItemId: 3 } } },
  { how: 'a URL-encoded form', send: { raw: { type: FORM, data: 'checkItemId=3' } } },
  { how: 'a multipart form', send: { form: { checkItemId: '3' } } },
  { how: 'a JSON body', send: { body: { checkItemId: 3 } } },
  { how: 'a JSON body, as text', send: { body: { checkItemId: '3' } } },
];

const without: Array<{ how: string; send: CallOptions }> = [
  { how: 'no query and no body', send: {} },
  { how: 'a URL-encoded form', send: { raw: { type: FORM, data: 'itemId=3' } } },
  { how: 'a multipart form', send: { form: { itemId: '3' } } },
  { how: 'a JSON body', send: { body: { itemId: 3 } } },
  { how: 'a JSON body with null', send: { body: { checkItemId: null } } },
];

async function checkIn(send: CallOptions) {
  const api = startFakeApi();
  const token = await api.login();
  return api.call('POST', CHECK, { token, ...send });
}

describe('POST /portal/student/check reads checkItemId from the query, a form or JSON', () => {
  it.each(ways)('checks in with checkItemId in $how', async ({ send }) => {
    const res = await checkIn(send);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      respCode: 20000,
      respMsg: '操作成功',
      data: { checkItemId: 3, courseName: '计算机科学导论', status: 1 },
    });
  });

  it.each(without)('answers 400 with the missing-parameter text for $how without it', async ({ send }) => {
    const res = await checkIn(send);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ respCode: 40000, respMsg: MISSING, data: null });
  });

  it('counts checkItemId in both the query and the body as given twice', async () => {
    const res = await checkIn({ query: { checkItemId: 3 }, raw: { type: FORM, data: 'checkItemId=3' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      respCode: 40000,
      respMsg: '请求参数错误：checkItemId 只能出现一次',
      data: null,
    });
  });

  it('refuses a value that is not a positive integer, or not a single value', async () => {
    for (const body of [{ checkItemId: 'abc' }, { checkItemId: [3] }, { checkItemId: { id: 3 } }]) {
      const res = await checkIn({ body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.respCode).toBe(40000);
      expect(res.body.respMsg).toMatch(/^请求参数错误：checkItemId /);
    }
  });

  it('refuses a file in the form', async () => {
    const res = await checkIn({ file: { name: 'a.png', bytes: PNG, type: 'image/png' } });
    expect(res.status).toBe(400);
    expect(res.body.respMsg).toBe('请求参数错误：该接口不接受文件');
  });

  it('answers 401 without a token, whatever the body', async () => {
    const api = startFakeApi();
    const res = await api.call('POST', CHECK, { body: { checkItemId: 3 } });
    expect(res.status).toBe(401);
  });
});
