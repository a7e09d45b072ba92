import { get, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adminEndpoints,
  adminEventSchemas,
  ADMIN_EVENTS_HEARTBEAT_SECONDS,
  journalDetailSchema,
  type AdminEventName,
  type Scenario,
} from '@shui/contract';
import { adminCall } from '@shui/contract/admin-client';
import { createFakeApi, type FakeApiOptions } from '../src/setup';

/** An event as the stream sent it: its name and its parsed data (or a comment line). */
interface Received {
  event: string;
  data: unknown;
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A fake API listening on a free port, closed after the test. */
async function listening(options: FakeApiOptions = {}) {
  const api = createFakeApi(options);
  const server: Server = api.app.listen(0, '127.0.0.1');
  await new Promise<void>((done) => server.once('listening', done));
  const { port } = server.address() as { port: number };
  cleanups.push(
    () =>
      new Promise<void>((done) => {
        api.app.events.closeAll();
        server.close(() => done());
        server.closeAllConnections();
      }),
  );
  return { ...api, origin: `http://127.0.0.1:${port}`, port };
}

/** Reads GET /__admin/events as a browser's EventSource would, keeping every event in order. */
async function openStream(port: number, headers: Record<string, string> = {}) {
  const res = await new Promise<IncomingMessage>((done, fail) => {
    const req = get({ host: '127.0.0.1', port, path: adminEndpoints.events.path, headers }, done);
    req.once('error', fail);
  });
  const received: Received[] = [];
  let buffer = '';
  res.setEncoding('utf8').on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      let data = '';
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) received.push({ event: 'comment', data: line.slice(1).trim() });
        else if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data += line.slice(6);
      }
      if (data) received.push({ event, data: JSON.parse(data) });
    }
  });
  const close = () => void res.destroy();
  cleanups.push(close);
  /** The first event of that name (after `from` events) for which `match` holds, once it arrives. */
  const next = async (event: string, match: (data: never) => boolean = () => true, from = 0) => {
    let found: Received | undefined;
    await vi.waitFor(
      () => {
        found = received.slice(from).find((r) => r.event === event && match(r.data as never));
        if (!found) throw new Error(`no ${event} event yet; got ${JSON.stringify(received)}`);
      },
      { timeout: 5_000, interval: 5 },
    );
    return found!.data;
  };
  return { res, received, next, close };
}

const scenario: Scenario = {
  name: 'exam-and-500',
  title: 'a scenario of this test',
  catalogue: ['http-500'],
  calls: ['GET /super/company'],
  faults: [{ method: 'GET', path: '/super/company', status: 500 }],
  settings: { examPeriod: true },
  steps: 'none',
  sees: 'nothing',
  test: 'admin-events.test.ts',
};

describe('GET /__admin/events', () => {
  it('is a Server-Sent Events stream that starts with hello and the health snapshot', async () => {
    const api = await listening();
    const stream = await openStream(api.port);
    expect(stream.res.statusCode).toBe(200);
    expect(stream.res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.res.headers['cache-control']).toBe('no-store');
    expect(stream.res.headers['access-control-allow-origin']).toBeUndefined();
    const hello = adminEventSchemas.hello.parse(await stream.next('hello'));
    expect(hello).toMatchObject({ status: 'ok', state: 'memory', users: api.store.userCount, scenarios: [] });
    expect(api.app.events.clientCount).toBe(1);
  });

  it('sends each portal request as a journal entry, whose bodies the journal then answers', async () => {
    const api = await listening();
    const stream = await openStream(api.port);
    await stream.next('hello');
    const login = await fetch(`${api.origin}/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'student', password: 'Shui@2025', checked: true }),
    });
    expect(login.status).toBe(200);
    const entry = adminEventSchemas.journal.parse(
      await stream.next('journal', (e: { path: string }) => e.path === '/sys/login'),
    );
    expect(entry).toMatchObject({ method: 'POST', status: 200, respCode: 20000, fault: null });

    const detail = journalDetailSchema.parse(
      await adminCall(api.origin, 'journalEntry', { params: { id: String(entry.id) } }),
    );
    expect(JSON.parse(detail.requestBody!)).toEqual({
      username: 'student',
      password: 'Shui@2025',
      checked: true,
    });
    expect(JSON.parse(detail.responseBody!)).toMatchObject({
      respCode: 20000,
      data: { access_token: expect.any(String) },
    });
    expect(detail.truncated).toBe(false);
    // The control plane's own requests are not in the journal.
    expect(stream.received.filter((r) => r.event === 'journal')).toHaveLength(1);
  });

  it('sends a code sent as an outbox event, the one the outbox lists', async () => {
    const api = await listening();
    const stream = await openStream(api.port);
    await stream.next('hello');
    const sent = await fetch(`${api.origin}/portal/reset/sendPhone?phone=13700137000`, { method: 'POST' });
    expect(sent.status).toBe(200);
    const event = adminEventSchemas.outbox.parse(await stream.next('outbox'));
    const [listed] = await adminCall(api.origin, 'outbox', { query: { to: '13700137000' } });
    expect(event).toEqual(listed);
    expect(event).toMatchObject({ channel: 'phone', to: '13700137000', purpose: 'register' });
  });

  it('says which part changed: faults, scenarios, settings, state, journal', async () => {
    const api = await listening();
    const stream = await openStream(api.port);
    await stream.next('hello');
    const changed = (part: string, from: number) =>
      stream.next('changed', (d: { part: string }) => d.part === part, from);

    let from = stream.received.length;
    await adminCall(api.origin, 'addFault', { body: { path: '/x', status: 500 } });
    await changed('faults', from);

    from = stream.received.length;
    await adminCall(api.origin, 'applyScenario', { body: { scenario } });
    await Promise.all([changed('scenarios', from), changed('settings', from), changed('faults', from)]);

    // A fault rule hit by a portal call changes its count.
    from = stream.received.length;
    expect((await fetch(`${api.origin}/super/company`)).status).toBe(500);
    await changed('faults', from);

    from = stream.received.length;
    await adminCall(api.origin, 'addUser', { body: { username: 'alice' } });
    await changed('state', from);

    from = stream.received.length;
    await adminCall(api.origin, 'clearJournal');
    await changed('journal', from);

    from = stream.received.length;
    await adminCall(api.origin, 'reset');
    await Promise.all(
      ['faults', 'scenarios', 'settings', 'state', 'journal'].map((part) => changed(part, from)),
    );
    // One event per part for all that one reset changed.
    const after = stream.received.slice(from).filter((r) => r.event === 'changed');
    expect(after.map((r) => (r.data as { part: string }).part).sort()).toEqual(
      ['faults', 'journal', 'scenarios', 'settings', 'state'].sort(),
    );
  });

  it('every event parses against the contract', async () => {
    const api = await listening();
    const stream = await openStream(api.port);
    await stream.next('hello');
    await fetch(`${api.origin}/portal/reset/sendPhone?phone=13700137001`, { method: 'POST' });
    await adminCall(api.origin, 'addFault', { body: { path: '/x', status: 500 } });
    await stream.next('outbox');
    await stream.next('changed', (d: { part: string }) => d.part === 'faults');
    for (const { event, data } of stream.received) {
      const schema = adminEventSchemas[event as AdminEventName];
      expect(schema, event).toBeDefined();
      expect(schema.safeParse(data).success, `${event} ${JSON.stringify(data)}`).toBe(true);
    }
  });

  it('is not held while the state file is written (decision 33): events flow with --state FILE', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shui-events-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const api = await listening({ state: join(dir, 'state.json') });
    const stream = await openStream(api.port);
    await stream.next('hello');
    const from = stream.received.length;
    // Changes while the stream is open: each would hold an answer that ended, not this one.
    await adminCall(api.origin, 'addUser', { body: { username: 'bob' } });
    await adminCall(api.origin, 'addOrganisation', { body: { companyName: '流式组织' } });
    await stream.next('changed', (d: { part: string }) => d.part === 'state', from);
    expect((await fetch(`${api.origin}/super/company`)).status).toBe(200);
    await stream.next('journal', (e: { path: string }) => e.path === '/super/company');
    await api.writer!.drain();
  });

  it('refuses another origin (403) and serves the fake API own pages', async () => {
    const api = await listening();
    const refused = await fetch(`${api.origin}${adminEndpoints.events.path}`, {
      headers: { Origin: 'http://evil.localhost:5173' },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: expect.stringContaining('other origins') });
    const own = await openStream(api.port, { Origin: api.origin });
    expect(own.res.statusCode).toBe(200);
    await own.next('hello');
  });

  it('forgets a client that goes, and watches nothing once none is left', async () => {
    const api = await listening();
    const first = await openStream(api.port);
    const second = await openStream(api.port);
    await Promise.all([first.next('hello'), second.next('hello')]);
    expect(api.app.events.clientCount).toBe(2);
    first.close();
    await vi.waitFor(() => expect(api.app.events.clientCount).toBe(1));
    // The other one still gets events.
    await fetch(`${api.origin}/super/company`);
    await second.next('journal');
    second.close();
    await vi.waitFor(() => expect(api.app.events.clientCount).toBe(0));
    expect(api.journal.watcher).toBeUndefined();
    expect(api.faults.watcher).toBeUndefined();
  });

  it(`sends a heartbeat comment every ${ADMIN_EVENTS_HEARTBEAT_SECONDS} s`, async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    cleanups.push(() => void vi.useRealTimers());
    const api = await listening();
    const stream = await openStream(api.port);
    await stream.next('hello');
    expect(stream.received.filter((r) => r.event === 'comment')).toEqual([]);
    vi.advanceTimersByTime(ADMIN_EVENTS_HEARTBEAT_SECONDS * 1000);
    expect(await stream.next('comment')).toBe('heartbeat');
  });

  it('is the only route adminCall refuses to call (it is a stream)', async () => {
    await expect(adminCall('http://127.0.0.1:1', 'events')).rejects.toThrow(
      /is a stream \(text\/event-stream\)/,
    );
  });
});
