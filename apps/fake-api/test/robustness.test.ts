import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { endpoints, errorEnvelopeSchema } from '@shui/contract';
import { startFakeApi } from './harness';

type Bad = { what: string; send: (r: request.Test) => request.Test };

const badInputs: Bad[] = [
  { what: 'invalid JSON', send: (r) => r.set('Content-Type', 'application/json').send('{"a":') },
  { what: 'a JSON string', send: (r) => r.set('Content-Type', 'application/json').send('"text"') },
  { what: 'a JSON number', send: (r) => r.set('Content-Type', 'application/json').send('42') },
  { what: 'JSON null', send: (r) => r.set('Content-Type', 'application/json').send('null') },
  {
    what: 'nested objects',
    send: (r) => r.send({ username: { $gt: '' }, password: ['a'], key: { a: 1 }, clientId: 5 }),
  },
  { what: 'plain text', send: (r) => r.set('Content-Type', 'text/plain').send('hello') },
  {
    what: 'a broken multipart body',
    send: (r) =>
      r
        .set('Content-Type', 'multipart/form-data; boundary=xyz')
        .send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'),
  },
  {
    what: 'multipart without boundary',
    send: (r) => r.set('Content-Type', 'multipart/form-data').send('abc'),
  },
  {
    what: 'repeated query parameters',
    send: (r) =>
      r.query(
        'phone=1&phone=2&code=1&code=2&receiveUserId=1&receiveUserId=2&companyId=1&companyId=2&checkItemId=1&checkItemId=3',
      ),
  },
  {
    what: 'huge query values',
    send: (r) =>
      r.query({
        phone: '1'.repeat(5000),
        identifier: 'x'.repeat(5000),
        code: '9'.repeat(5000),
        receiveUserId: '9'.repeat(400),
      }),
  },
  { what: 'bracket query syntax', send: (r) => r.query('phone[a]=1&identifier[]=x&field[0]=mail') },
  { what: 'a 2 MB JSON body', send: (r) => r.send({ blob: 'x'.repeat(2 * 1024 * 1024) }) },
];

describe('bad input is never a 500', () => {
  const api = startFakeApi();
  const cases = Object.entries(endpoints).flatMap(([name, def]) =>
    badInputs.map((bad) => [name, bad.what, def, bad] as const),
  );

  it.each(cases)(
    '%s with %s answers a clear envelope error or success, never 5xx',
    async (_name, _what, def, bad) => {
      const token = (
        await request(api.app)
          .post('/__admin/tokens')
          .send({ username: def.access === 'teacher' ? 'teacher' : 'student' })
      ).body.access_token as string;
      let req = request(api.app)
        [def.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](def.path)
        .set('Authorization', `Bearer ${token}`);
      req = bad.send(req);
      const res = await req;
      expect(res.status).toBeLessThan(500);
      if (res.status >= 400) expect(errorEnvelopeSchema.safeParse(res.body).success).toBe(true);
    },
  );

  it('an unknown path answers a 404 envelope', async () => {
    const res = await request(api.app).get('/no/such/path');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ respCode: 40400, respMsg: '请求的资源不存在：GET /no/such/path', data: null });
  });

  it('a preflight from the portal origin is answered with CORS headers; another origin gets none', async () => {
    const ok = await request(api.app)
      .options('/sys/login')
      .set('Origin', 'http://cn.localhost:5173')
      .set('Access-Control-Request-Method', 'POST');
    expect(ok.status).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('http://cn.localhost:5173');
    expect(ok.headers['access-control-allow-headers']).toMatch(/Authorization/);
    const evil = await request(api.app).get('/super/company').set('Origin', 'https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});
