import { execFile } from 'node:child_process';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@shui/fake-api/setup';
import { scenarioCommand } from '../src/commands/scenario';
import { waitCommand } from '../src/commands/wait';
import { deadApi, run, startApi } from './helpers';

// What a pipeline runs: `shui wait` before its tests, `scenario apply --for N` in them (docs/ci.md).

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = resolve(ROOT, 'cli/bin/shui.mjs');

let api: Awaited<ReturnType<typeof startApi>>;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A server on a free port of 127.0.0.1, closed after the test. */
async function listen(server: Server | ReturnType<typeof createNetServer>, sockets: Set<Socket> = new Set()) {
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  closers.push(
    () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An HTTP server that answers every request with `answer(n)`, n counting from 1. */
function stub(answer: (n: number) => { status: number; type?: string; body: string }) {
  let count = 0;
  const server = createHttpServer((_req, res) => {
    count += 1;
    const { status, type = 'application/json', body } = answer(count);
    res.writeHead(status, { 'content-type': type }).end(body);
  });
  return { server, requests: () => count };
}

describe('shui wait', () => {
  it('answers 0 at once when the fake API is up, in text and JSON', async () => {
    const text = await run(waitCommand, ['--api', api.url]);
    expect(text.code).toBe(0);
    expect(text.err).toBe(`waiting up to 30 s for the fake API at ${api.url}\n`);
    expect(text.out).toMatch(
      new RegExp(`^fake API up at ${api.url} after \\d+(\\.\\d)? s: 31 users, state: memory\\n$`),
    );
    const json = await run(waitCommand, ['--api', api.url, '--json', '--timeout', '5']);
    expect(json.code).toBe(0);
    expect(json.err).toBe('');
    expect(json.json()).toMatchObject({
      api: api.url,
      attempts: 1,
      status: 'ok',
      users: 31,
      state: 'memory',
    });
  });

  it('keeps asking while nothing listens, and answers 0 once the fake API starts', async () => {
    const url = await deadApi();
    const port = Number(new URL(url).port);
    // The fake API starts only after the first try was refused: no guess at how long anything takes.
    const fetchOnce = globalThis.fetch;
    let refused!: () => void;
    const firstRefusal = new Promise<void>((done) => (refused = done));
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args) => {
      try {
        return await fetchOnce(...args);
      } catch (error) {
        refused();
        throw error;
      }
    });
    const waiting = run(waitCommand, ['--api', url, '--timeout', '60']);
    await firstRefusal;
    const late = createFakeApi({ state: 'memory' });
    const server = late.app.listen(port, '127.0.0.1');
    closers.push(
      () =>
        new Promise<void>((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
    );
    const result = await waiting;
    expect(result.code).toBe(0);
    expect(result.err).toContain(`  not up yet: ECONNREFUSED (`);
    expect(result.out).toContain(`fake API up at ${url} after `);
  });

  it('keeps asking through a gateway’s 503 until the fake API answers behind it', async () => {
    const health = await (await fetch(`${api.url}/__admin/health`)).text();
    const gateway = stub((n) =>
      n <= 2
        ? { status: 503, type: 'text/html', body: '<h1>503 Service Unavailable</h1>' }
        : { status: 200, body: health },
    );
    const url = await listen(gateway.server);
    const result = await run(waitCommand, ['--api', url, '--json']);
    expect(result.code).toBe(0);
    expect(result.json()).toMatchObject({ api: url, attempts: 3, users: 31 });
    expect(gateway.requests()).toBe(3);
    const text = await run(waitCommand, ['--api', url]);
    expect(text.code).toBe(0);
  });

  it('a fake API that never starts: exit 3 after the timeout, with the last reason and what to do', async () => {
    const dead = await deadApi();
    const result = await run(waitCommand, ['--api', dead, '--timeout', '0.5']);
    expect(result.code).toBe(3);
    expect(result.err).toContain(
      `waiting up to 0.5 s for the fake API at ${dead}\n  not up yet: ECONNREFUSED (`,
    );
    expect(result.err).toMatch(
      new RegExp(
        `shui: the fake API at ${dead} was not up within 0\\.5 s \\(\\d+ tries; last: ECONNREFUSED\\)\\.\\n`,
      ),
    );
    expect(result.err).toContain('pnpm fake-api --state memory &');
    expect(result.err).toContain('--timeout');
    expect(result.out).toBe('');

    const json = await run(waitCommand, ['--api', dead, '--timeout', '0.5', '--json']);
    expect(json.code).toBe(3);
    expect(json.errorJson()).toEqual({
      error: {
        message: expect.stringContaining('was not up within 0.5 s'),
        hint: expect.stringContaining('--timeout'),
        exitCode: 3,
        api: dead,
        timeoutSeconds: 0.5,
        attempts: expect.any(Number),
        last: 'ECONNREFUSED',
      },
    });
  });

  it('a server that accepts and never answers: exit 3 at the timeout, not when the connection gives up', async () => {
    const silent = createNetServer(() => {});
    const url = await listen(silent);
    const result = await run(waitCommand, ['--api', url, '--timeout', '0.5', '--json']);
    expect(result.code).toBe(3);
    expect(result.errorJson().error).toMatchObject({
      attempts: 1,
      last: expect.stringMatching(/^no answer in [\d.]+ s$/),
    });
  });

  it('something else at the address: exit 1 at once, since waiting would not change it', async () => {
    const portal = stub(() => ({
      status: 200,
      type: 'text/html',
      body: '<!doctype html><title>portal</title>',
    }));
    const portalUrl = await listen(portal.server);
    const notJson = await run(waitCommand, ['--api', portalUrl, '--timeout', '60']);
    expect(notJson.code).toBe(1);
    expect(notJson.err).toContain(
      `shui: ${portalUrl} answered GET /__admin/health with HTTP 200 and no JSON: is it the fake API?`,
    );
    expect(portal.requests()).toBe(1);

    const refusing = stub(() => ({
      status: 403,
      body: JSON.stringify({ error: 'Host "fake-api:4100" is not allowed: ... --allowed-host' }),
    }));
    const refusingUrl = await listen(refusing.server);
    const refused = await run(waitCommand, ['--api', refusingUrl, '--timeout', '60']);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('shui: the fake API refused: Host "fake-api:4100" is not allowed');
  });

  it('a bad --timeout is exit 2 naming the flag, before anything is asked', async () => {
    const gateway = stub(() => ({ status: 503, body: '' }));
    const url = await listen(gateway.server);
    const cases: [string, string][] = [
      ['soon', '--timeout: expected a number of seconds, such as 30'],
      ['30s', '--timeout: expected a number of seconds, such as 30'],
      ['0', '--timeout: must be more than 0 seconds'],
      ['36000', '--timeout: must be at most 3,600 seconds (an hour)'],
    ];
    for (const [value, message] of cases) {
      const result = await run(waitCommand, ['--api', url, '--timeout', value]);
      expect(result.code, value).toBe(2);
      expect(result.err, value).toBe(`shui: ${message}\n`);
    }
    expect(gateway.requests()).toBe(0);
  });

  it('the real bin exits 0 when the fake API is up and 3 when it is not', async () => {
    const shui = (args: string[]) =>
      new Promise<{ code: number | null; out: string; err: string }>((done) => {
        execFile(
          process.execPath,
          [BIN, ...args],
          { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' }, timeout: 60_000 },
          (error, out, err) => done({ code: error ? (error.code as number | null) : 0, out, err }),
        );
      });
    const up = await shui(['wait', '--api', api.url, '--timeout', '10']);
    expect(up.err).toBe(`waiting up to 10 s for the fake API at ${api.url}\n`);
    expect(up.code).toBe(0);
    const dead = await deadApi();
    const down = await shui(['wait', '--api', dead, '--timeout', '0.3']);
    expect(down.code).toBe(3);
    expect(down.err).toContain(`shui: the fake API at ${dead} was not up within 0.3 s`);
  });
});

describe('shui scenario apply --for', () => {
  it('is --times under another name: each fault answers the next n calls', async () => {
    await run(scenarioCommand, ['clear', '--api', api.url]);
    const result = await run(scenarioCommand, ['apply', 'http-500', '--for', '2', '--api', api.url]);
    expect(result.code).toBe(0);
    expect(result.out).toContain('each of its faults answers the next 2 matching calls, then stops');
    expect(api.faults.list()).toMatchObject([{ path: '/sys/login', status: 500, remaining: 2 }]);
    await run(scenarioCommand, ['clear', '--api', api.url]);
  });

  it('refuses --for with --times, and a count that is not a whole number from 1', async () => {
    const both = await run(scenarioCommand, [
      'apply',
      'http-500',
      '--for',
      '2',
      '--times',
      '3',
      '--api',
      api.url,
    ]);
    expect(both.code).toBe(2);
    expect(both.err).toContain("option '--for <n>' cannot be used with option '--times <n>'");
    const zero = await run(scenarioCommand, ['apply', 'http-500', '--for', '0', '--api', api.url]);
    expect(zero.code).toBe(2);
    expect(zero.err).toBe('shui: --for: must be at least 1\n');
    expect(api.faults.size).toBe(0);
  });
});
