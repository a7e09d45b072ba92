import { createServer } from 'node:http';
import request from 'supertest';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeStateSchema, faultSchema, journalEntrySchema, outboxEntrySchema } from '@shui/contract';
import { startFakeApi } from './harness';
import { until } from './until';

describe('/__admin', () => {
  it('health answers ok', async () => {
    const api = startFakeApi();
    const res = await request(api.app).get('/__admin/health');
    expect(res.body).toMatchObject({ status: 'ok', users: 31, faults: 0, state: 'memory' });
  });

  it('tokens: mints a working token for a user, 404 for an unknown one, 400 for a bad body', async () => {
    const api = startFakeApi();
    const res = await request(api.app).post('/__admin/tokens').send({ username: 'teacher' });
    expect(res.status).toBe(201);
    const me = await api.call('GET', '/sys/users/current', { token: res.body.access_token });
    expect(me.body.data.truename).toBe('王老师');
    expect((await request(api.app).post('/__admin/tokens').send({ username: 'ghost' })).status).toBe(404);
    const bad = await request(api.app).post('/__admin/tokens').send({ user: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/username/);
  });

  it('reset brings back the seed and clears faults and the journal', async () => {
    const api = startFakeApi();
    const token = await api.login();
    await api.call('POST', '/resource/message/marked', { token, body: [1, 2, 3, 4] });
    await request(api.app).post('/__admin/faults').send({ path: '/x' });
    const reset = await request(api.app).post('/__admin/reset');
    expect(reset.body).toEqual({ status: 'ok', users: 31 });
    expect((await request(api.app).get('/__admin/faults')).body).toEqual([]);
    expect((await api.call('GET', '/sys/users/current', { token })).status).toBe(401);
    const fresh = await api.login();
    const list = (await api.call('GET', '/resource/message', { token: fresh, query: { receiveUserId: 1 } }))
      .body.data as Array<{ status: number }>;
    expect(list.filter((n) => n.status === 0)).toHaveLength(4);
  });

  it('settings can be read and patched, and refuse unknown or wrong fields', async () => {
    const api = startFakeApi();
    expect(
      (await request(api.app).patch('/__admin/settings').send({ examPeriod: true })).body.examPeriod,
    ).toBe(true);
    expect((await request(api.app).patch('/__admin/settings').send({ exam: true })).status).toBe(400);
    expect((await request(api.app).patch('/__admin/settings').send({ onCampus: 'yes' })).status).toBe(400);
    expect((await request(api.app).get('/__admin/settings')).body.examPeriod).toBe(true);
  });

  it('unknown admin routes answer 404 in plain JSON', async () => {
    const api = startFakeApi();
    const res = await request(api.app).get('/__admin/nothing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'no such admin route' });
  });

  it('outbox entries parse against the contract', async () => {
    const api = startFakeApi();
    await api.call('POST', '/portal/reset/sendCode', {
      query: { identifier: 'student@example.com', field: 'mail' },
    });
    const res = await request(api.app).get('/__admin/outbox').query({ to: 'student@example.com' });
    expect(res.body).toHaveLength(1);
    expect(() => outboxEntrySchema.array().parse(res.body)).not.toThrow();
  });
});

describe('faults', () => {
  it('GET /resource/message -> 401 once: answered once, then normal service returns', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const added = await request(api.app)
      .post('/__admin/faults')
      .send({ method: 'GET', path: '/resource/message', status: 401, times: 1 });
    expect(added.status).toBe(201);
    expect(added.body.id).toMatch(/^[0-9a-f]{12}$/);
    const first = await request(api.app)
      .get('/resource/message')
      .query({ receiveUserId: 1 })
      .set('Authorization', `Bearer ${token}`);
    expect(first.status).toBe(401);
    const second = await api.call('GET', '/resource/message', { token, query: { receiveUserId: 1 } });
    expect(second.status).toBe(200);
    expect((await request(api.app).get('/__admin/faults')).body).toEqual([]);
  });

  it('a respCode fault keeps the envelope with HTTP 200, until removed', async () => {
    const api = startFakeApi();
    const { body } = await request(api.app)
      .post('/__admin/faults')
      .send({ path: '/super/company', respCode: 50000, respMsg: '服务繁忙' });
    for (let i = 0; i < 3; i += 1) {
      const res = await request(api.app).get('/super/company');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ respCode: 50000, respMsg: '服务繁忙', data: null });
    }
    const listed = (await request(api.app).get('/__admin/faults')).body as unknown[];
    expect(faultSchema.array().parse(listed)[0]).toMatchObject({ hits: 3, remaining: null });
    expect((await request(api.app).delete(`/__admin/faults/${body.id as string}`)).body).toEqual({
      removed: 1,
    });
    expect((await request(api.app).get('/super/company')).body.respCode).toBe(20000);
    expect((await request(api.app).delete(`/__admin/faults/${body.id as string}`)).status).toBe(404);
  });

  it('a status without a message answers like a gateway: plain text, no envelope', async () => {
    const api = startFakeApi();
    await request(api.app).post('/__admin/faults').send({ path: '/super/company', status: 502 });
    const res = await request(api.app).get('/super/company');
    expect(res.status).toBe(502);
    expect(res.text).toBe('Bad Gateway');
  });

  it('a status with a respMsg answers the envelope with that status', async () => {
    const api = startFakeApi();
    await request(api.app)
      .post('/__admin/faults')
      .send({ path: '/super/company', status: 403, respMsg: '没有权限' });
    const res = await request(api.app).get('/super/company');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ respCode: 40300, respMsg: '没有权限', data: null });
  });

  it('a delay fault delays and then lets the real answer through', async () => {
    const api = startFakeApi();
    await request(api.app).post('/__admin/faults').send({ path: '/super/company', delayMs: 300, times: 1 });
    // The delay is the fault's timer, run on fake time: held at 299 ms, answered at 300 ms.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const answer = request(api.app)
      .get('/super/company')
      .then((res) => res);
    await until(() => vi.getTimerCount() > 0, 1);
    vi.advanceTimersByTime(299);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(vi.getTimerCount()).toBe(0);
    expect((await answer).body.respCode).toBe(20000);
  });

  it('a malformed-body fault sends invalid JSON', async () => {
    const api = startFakeApi();
    await request(api.app).post('/__admin/faults').send({ path: '/super/company', malformed: true });
    const res = await request(api.app)
      .get('/super/company')
      .buffer(true)
      .parse((r, cb) => {
        let text = '';
        r.on('data', (c: Buffer) => (text += c.toString()));
        r.on('end', () => cb(null, text));
      });
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(() => JSON.parse(res.body as string)).toThrow();
  });

  it('a drop fault closes the connection without an answer', async () => {
    const api = startFakeApi();
    await request(api.app).post('/__admin/faults').send({ path: '/super/company', drop: true });
    const server = createServer(api.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await expect(fetch(`http://127.0.0.1:${port}/super/company`)).rejects.toThrow();
    server.close();
  });

  it('matches the method and the query when given, and counts times', async () => {
    const api = startFakeApi();
    await request(api.app)
      .post('/__admin/faults')
      .send({
        method: 'POST',
        path: '/portal/reset/sendCode',
        query: { field: 'mail' },
        respCode: 50001,
        respMsg: 'x',
        times: 2,
      });
    const phone = await api.call('POST', '/portal/reset/sendCode', {
      query: { identifier: '13800138000', field: 'phone' },
    });
    expect(phone.body.respCode).toBe(20000);
    for (let i = 0; i < 2; i += 1) {
      expect(
        (
          await api.call('POST', '/portal/reset/sendCode', {
            query: { identifier: 'student@example.com', field: 'mail' },
          })
        ).body.respCode,
      ).toBe(50001);
    }
    expect(
      (
        await api.call('POST', '/portal/reset/sendCode', {
          query: { identifier: 'student@example.com', field: 'mail' },
        })
      ).body.respCode,
    ).toBe(20000);
  });

  it('refuses a bad rule and clears all', async () => {
    const api = startFakeApi();
    expect((await request(api.app).post('/__admin/faults').send({ status: 401 })).status).toBe(400);
    expect((await request(api.app).post('/__admin/faults').send({ path: 'no-slash' })).status).toBe(400);
    expect((await request(api.app).post('/__admin/faults').send({ path: '/x', status: 99 })).status).toBe(
      400,
    );
    expect((await request(api.app).post('/__admin/faults').send({ path: '/x', times: 0 })).status).toBe(400);
    expect((await request(api.app).post('/__admin/faults').send({ path: '/x', colour: 'red' })).status).toBe(
      400,
    );
    await request(api.app).post('/__admin/faults').send({ path: '/a' });
    await request(api.app).post('/__admin/faults').send({ path: '/b' });
    expect((await request(api.app).delete('/__admin/faults')).body).toEqual({ removed: 2 });
  });

  it('answers CORS headers on a faulted answer, so the portal sees the status', async () => {
    const api = startFakeApi();
    await request(api.app)
      .post('/__admin/faults')
      .send({ path: '/super/company', status: 500, respMsg: '服务器错误' });
    const res = await request(api.app).get('/super/company').set('Origin', 'http://127.0.0.1:5173');
    expect(res.status).toBe(500);
    expect(res.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
  });
});

describe('journal', () => {
  it('records portal calls with status and respCode, not admin calls, and stays bounded', async () => {
    const api = startFakeApi({ journalSize: 5 });
    for (let i = 0; i < 8; i += 1) await request(api.app).get('/super/company');
    await request(api.app).post('/sys/login').send({ username: 'student', password: 'bad' });
    const res = await request(api.app).get('/__admin/journal');
    const entries = journalEntrySchema.array().parse(res.body);
    expect(entries).toHaveLength(5);
    expect(entries.at(-1)).toMatchObject({
      method: 'POST',
      path: '/sys/login',
      status: 400,
      respCode: 40001,
    });
    expect(entries.every((e) => !e.path.startsWith('/__admin'))).toBe(true);
    const filtered = (await request(api.app).get('/__admin/journal').query({ path: '/sys', limit: 1 }))
      .body as unknown[];
    expect(filtered).toHaveLength(1);
    expect((await request(api.app).get('/__admin/journal').query({ limit: 'x' })).status).toBe(400);
    await request(api.app).delete('/__admin/journal');
    expect((await request(api.app).get('/__admin/journal')).body).toEqual([]);
  });
});

describe('state export and import', () => {
  it('exports a state that parses, and imports it back into another instance', async () => {
    const one = startFakeApi();
    await one.call('POST', '/resource/message/marked', { token: await one.login(), body: [1] });
    const exported = (await request(one.app).get('/__admin/state')).body as unknown;
    expect(() => fakeStateSchema.parse(exported)).not.toThrow();
    const two = startFakeApi();
    expect(
      (
        await request(two.app)
          .put('/__admin/state')
          .send(exported as object)
      ).body,
    ).toEqual({ status: 'ok', users: 31 });
    const list = (
      await two.call('GET', '/resource/message', { token: await two.login(), query: { receiveUserId: 1 } })
    ).body.data as Array<{ id: number; status: number }>;
    expect(list.find((n) => n.id === 1)?.status).toBe(1);
  });

  it('refuses an invalid state and changes nothing', async () => {
    const api = startFakeApi();
    const exported = (await request(api.app).get('/__admin/state')).body as {
      users: Array<Record<string, unknown>>;
    };
    exported.users[0]!.passwordHash = 'plain-text';
    const res = await request(api.app).put('/__admin/state').send(exported);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/users\.0\.passwordHash/);
    expect(await api.login()).toBeTruthy();
  });
});
