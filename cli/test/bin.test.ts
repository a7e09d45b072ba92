import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadApi } from './helpers';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = resolve(ROOT, 'cli/bin/shui.mjs');
const SERVER = resolve(ROOT, 'apps/fake-api/scripts/start.mjs');

let fakeApi: ReturnType<typeof spawn>;
let url = '';

/** The fake API as e2e/fixtures.ts starts it: its start script on a free port, state in memory. */
beforeAll(async () => {
  fakeApi = spawn(process.execPath, [SERVER, '--port', '0', '--state', 'memory', '--quiet'], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  fakeApi.stderr!.resume();
  url = await new Promise<string>((done, fail) => {
    createInterface({ input: fakeApi.stdout! }).on('line', (line) => {
      const found = /fake API ready on (http:\/\/\S+)/.exec(line)?.[1];
      if (found) done(found);
    });
    fakeApi.once('exit', (code) => fail(new Error(`fake API exited with ${code}`)));
  });
}, 60_000);

afterAll(() => {
  fakeApi.kill('SIGTERM');
});

/** Runs the real `shui` bin, as a user's shell would (SHUI_ENV unset unless given). */
function shui(args: string[], env: Record<string, string> = {}) {
  const { SHUI_ENV: _ignored, ...inherited } = process.env;
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    env: { ...inherited, SHUI_API: url, NO_COLOR: '1', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('the shui bin against a running fake API', () => {
  it('status answers 0 and describes the fake API', () => {
    const result = shui(['status']);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain(`fake API up at ${url}`);
  });

  it('takes --api and --json before the command too', async () => {
    const dead = await deadApi();
    const result = shui(['--api', url, '--json', 'status'], { SHUI_API: dead });
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.out)).toMatchObject({ status: 'ok' });
    expect(shui([`--api=${url}`, 'scenario', 'list', '--json'], { SHUI_API: dead }).code).toBe(0);
  });

  it('seed then token: the seeded user gets a token the portal calls accept', async () => {
    const seeded = shui(['seed', '--users', '100', '--notifications', '1000', '--seed', '5', '--json']);
    expect(seeded.code).toBe(0);
    expect(JSON.parse(seeded.out)).toMatchObject({ added: { users: 100, notifications: 1000 } });
    const token = shui(['token', 'u5_00100']).out.trim();
    const me = await fetch(`${url}/sys/users/current`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
  });

  it('exit 3 with a clear message when the fake API is not running', async () => {
    const dead = await deadApi();
    const result = shui(['reset'], { SHUI_API: dead });
    expect(result.code).toBe(3);
    expect(result.err).toContain(`shui: the fake API is not running at ${dead}`);
  });

  it('exit 2 for a wrong argument, an unknown option or command', () => {
    const bad = shui(['seed', '--users', 'many']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--users: expected a whole number');
    const option = shui(['status', '--bogus']);
    expect(option.code).toBe(2);
    expect(option.err).toContain("unknown option '--bogus'");
    expect(shui(['frobnicate']).code).toBe(2);
  });

  it('a misspelt scenario: exit 2 and the closest name, from apply (checked here) and clear (the fake API 404)', () => {
    const apply = shui(['scenario', 'apply', 'sesion-expired']);
    expect(apply.code).toBe(2);
    expect(apply.out).toBe('');
    expect(apply.err).toBe(
      'shui: unknown scenario "sesion-expired". Did you mean "session-expired"?\n' +
        'See `shui scenario list` for all of them.\n',
    );
    const clear = shui(['scenario', 'clear', 'sesion-expired', '--json']);
    expect(clear.code).toBe(2);
    expect(clear.out).toBe('');
    expect(JSON.parse(clear.err)).toMatchObject({
      error: { exitCode: 2, kind: 'scenario', given: 'sesion-expired', suggestions: ['session-expired'] },
    });
  });

  it('env reset forgets env use: the defaults again, and a second reset is fine', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'shui-bin-')), 'env.json');
    const env = { SHUI_ENV_FILE: file };
    expect(shui(['env', 'use', 'tset'], env).err).toContain('Did you mean "test"?');
    expect(shui(['env', 'use', 'test'], env).code).toBe(0);
    const reset = shui(['env', 'reset'], env);
    expect(reset.err).toBe('');
    expect(reset.code).toBe(0);
    expect(reset.out).toContain('environment choice removed');
    expect(reset.out).toContain('pnpm dev:   local (default)\npnpm build: prod (default)');
    expect(existsSync(file)).toBe(false);
    const again = shui(['env', 'reset', '--json'], env);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.out)).toMatchObject({
      removed: false,
      dev: { name: 'local' },
      build: { name: 'prod' },
    });
    expect(shui(['env', 'reset', '--help'], env).out).toContain('Examples:\n  shui env reset');
  });

  it('exit 4 for an invalid state file, and nothing changes', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'shui-bin-')), 'state.json');
    writeFileSync(file, JSON.stringify({ version: 2 }));
    const result = shui(['state', 'import', file]);
    expect(result.code).toBe(4);
    expect(result.err).toContain('is not a fake API state');
    expect(shui(['status', '--json']).out).toContain('"users"');
  });

  it('--help of every command shows an example and exits 0', () => {
    const result = shui(['--help']);
    expect(result.code).toBe(0);
    expect(result.out).toContain('Examples:');
    expect(result.out).toContain('scenario');
  });

  it('outbox --follow prints a code as it is sent, until Ctrl-C', async () => {
    // The follower starts after the codes already sent: the code is sent once the fake API has answered
    // its first list (seen through a pass-through proxy), never after a guessed delay.
    const proxy = await outboxWatcher(url);
    const child = spawn(process.execPath, [BIN, 'outbox', '--follow', '--json'], {
      cwd: ROOT,
      env: { ...process.env, SHUI_API: proxy.url, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const lines = createInterface({ input: child.stdout });
      const first = new Promise<string>((done) => lines.once('line', done));
      await fetch(`${url}/__admin/settings`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: '{"codeResendSeconds":0}',
      });
      await proxy.listed;
      const sent = await fetch(`${url}/portal/reset/sendCode?identifier=student%40example.com&field=mail`, {
        method: 'POST',
      });
      expect(sent.status).toBe(200);
      expect(JSON.parse(await first)).toMatchObject({
        channel: 'mail',
        to: 'student@example.com',
        purpose: 'reset',
      });
      const exited = new Promise<number | null>((done) => child.once('exit', done));
      child.kill('SIGINT');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      await proxy.close();
    }
  });

  it('serve starts the fake API with the flags of pnpm fake-api and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--state', 'memory', '--quiet'], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stderr.resume();
    const served = await new Promise<string>((done) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        const found = /fake API ready on (http:\/\/\S+)/.exec(line)?.[1];
        if (found) done(found);
      });
    });
    expect(shui(['status', '--json'], { SHUI_API: served }).out).toContain('"state": "memory"');
    const exited = new Promise<number | null>((done) => child.once('exit', done));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(shui(['status'], { SHUI_API: served }).code).toBe(3);
  });
});

/**
 * A pass-through proxy to the fake API at `target`; `listed` resolves once the fake API has answered a
 * GET /__admin/outbox through it (the answer read to its end).
 */
async function outboxWatcher(target: string) {
  const upstream = new URL(target);
  let onListed: () => void = () => undefined;
  const listed = new Promise<void>((done) => (onListed = done));
  const server = createServer((req, res) => {
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('end', () => {
          if (req.method === 'GET' && req.url?.startsWith('/__admin/outbox')) onListed();
        });
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    listed,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
