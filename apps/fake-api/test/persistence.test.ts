import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readStateFile } from '../src/state/persistence';
import { createFakeApi } from '../src/setup';
import { startFakeApi } from './harness';
import { runServerToExit, startServer, type RunningServer, post } from './spawn';
import { until } from './until';

const dirs: string[] = [];
const servers: RunningServer[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'shui-state-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop('SIGKILL')));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('state file', () => {
  it('survives a restart: changes and tokens are still there', async () => {
    const file = join(tempDir(), 'state.json');
    const first = startFakeApi({ state: file });
    const token = await first.login();
    // Answered once on disk: nothing to wait for.
    await first.call('POST', '/resource/message/marked', { token, body: [1] });

    const second = createFakeApi({ state: file });
    expect(second.restoredFromFile).toBe(true);
    expect(second.store.userForToken(token)?.username).toBe('student');
    expect(second.store.notifications(1).find((n) => n.id === 1)?.status).toBe(1);
  });

  it('answers 500 when the write of its change fails, and does not hang', async () => {
    const dir = join(tempDir(), 'state');
    const errors: Error[] = [];
    const lines: string[] = [];
    const api = startFakeApi({
      state: join(dir, 'state.json'),
      onWriteError: (e) => errors.push(e),
      log: (line) => lines.push(line),
    });
    const token = api.store.issueToken(1).token;
    await api.writer?.drain();
    // Where the state file was is now a file: no write can go there.
    rmSync(dir, { recursive: true });
    writeFileSync(dir, '');
    const portal = await api.call('POST', '/resource/message/marked', { token, body: [1] });
    expect(portal.status).toBe(500);
    expect(portal.body).toMatchObject({ respCode: 50000, data: null });
    const admin = await api.call('POST', '/__admin/notifications', {
      body: { username: 'student', message: 'x' },
    });
    expect(admin.status).toBe(500);
    expect(admin.body).toHaveProperty('error');
    // A call that changes nothing is not held.
    expect((await api.call('GET', '/sys/users/current', { token })).status).toBe(200);
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(lines.some((line) => line.startsWith('error on POST /resource/message/marked'))).toBe(true);
  });

  it('survives a real restart of the server process', async () => {
    const file = join(tempDir(), 'state.json');
    const one = await startServer(['--state', file, '--quiet']);
    servers.push(one);
    const token = (
      (await (await post(`${one.url}/sys/login`, { username: 'student', password: 'Shui@2025' })).json()) as {
        data: { access_token: string };
      }
    ).data.access_token;
    await post(`${one.url}/resource/message/marked`, [1, 2], token);
    expect(await one.stop('SIGTERM')).toBe(0);

    const two = await startServer(['--state', file, '--quiet']);
    servers.push(two);
    expect(two.output()).toContain('(restored)');
    const res = await fetch(`${two.url}/resource/message?receiveUserId=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const list = ((await res.json()) as { data: Array<{ id: number; status: number }> }).data;
    expect(list.filter((n) => n.id <= 2).map((n) => n.status)).toEqual([1, 1]);
  });

  it('a state file written before a part existed gets that part from the seed, and keeps the rest', async () => {
    const file = join(tempDir(), 'state.json');
    const first = startFakeApi({ state: file });
    const token = await first.login();
    await first.call('POST', '/resource/message/marked', { token, body: [1] });
    const old = structuredClone(first.store.snapshot()) as Record<string, unknown>;
    for (const key of ['questionSets', 'bankQuestions', 'bankSubmissions', 'sqlDatabase', 'workshopProjects'])
      delete old[key];
    writeFileSync(file, JSON.stringify(old));

    const second = startFakeApi({ state: file });
    expect(second.restoredFromFile).toBe(true);
    expect(second.store.notifications(1).find((n) => n.id === 1)?.status).toBe(1);
    const list = await second.call('GET', '/portal/question/list', { query: { pageSize: 50 } });
    expect(list.body.data.total).toBe(46);
    const sample = await second.call('GET', '/portal/question/sql/sample');
    expect(sample.body.data.tables).toEqual(['students', 'courses', 'scores']);
    expect(second.store.data.workshopProjects.length).toBeGreaterThan(0);
  });

  it('--state memory writes nothing', async () => {
    const dir = tempDir();
    const defaultFile = join(import.meta.dirname, '../../../.shui/state.json');
    const before = existsSync(defaultFile) ? statSync(defaultFile).mtimeMs : undefined;
    const server = await startServer(['--state', 'memory', '--quiet'], { INIT_CWD: dir });
    servers.push(server);
    await post(`${server.url}/sys/login`, { username: 'student', password: 'Shui@2025' });
    await post(`${server.url}/portal/reset/sendPhone?phone=13712345678`, {});
    // A server with a state file answers once the change is on disk, and SIGTERM writes what is still
    // pending before it exits: once it has exited, any write it would make is made.
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(readdirSync(dir)).toEqual([]);
    expect(existsSync(defaultFile) ? statSync(defaultFile).mtimeMs : undefined).toBe(before);
  });

  it('killing the process mid-write never leaves a corrupt state file', { timeout: 90_000 }, async () => {
    const dir = tempDir();
    const file = join(dir, 'state.json');
    // A large state makes each write take long enough to be caught in the middle.
    const big = createFakeApi({ state: 'memory' }).store.snapshot();
    for (let i = 0; i < 40_000; i += 1) {
      big.notifications.push({
        id: 100 + i,
        userId: 1,
        message: `消息 ${i} ${'填充'.repeat(20)}`,
        status: 0,
        createTime: '2026-11-01 10:00:00',
        courseId: null,
      });
    }
    writeFileSync(file, JSON.stringify(big));
    const temps = () => readdirSync(dir).filter((name) => name.endsWith('.tmp'));
    // Each round kills the server while a write is under way: while it has a file of the state's folder
    // open for writing, whichever file that is (Linux; elsewhere, while its temporary file is there). A
    // kill that still came after the write leaves no temporary file and is another round, not a failure:
    // it goes on until three kills landed mid-write.
    let interruptedWrites = 0;
    for (let round = 0; interruptedWrites < 3; round += 1) {
      const server = await startServer(['--state', file, '--quiet']);
      expect(temps()).toEqual([]); // the stale ones were removed at start
      let running = true;
      const hammer = (async () => {
        while (running) {
          await post(`${server.url}/__admin/tokens`, { username: 'student' }).catch(() => undefined);
        }
      })();
      await until(() => (openForWriting(server.child.pid!, dir) ?? temps()).length > 0, 1);
      await server.stop('SIGKILL');
      running = false;
      await hammer;
      if (temps().length > 0) interruptedWrites += 1;
      const state = readStateFile(file);
      expect(state?.notifications.length, `round ${round}`).toBe(big.notifications.length);
    }
  });

  it('refuses to start on a corrupt state file and says what to do', async () => {
    const file = join(tempDir(), 'state.json');
    writeFileSync(file, '{"version":1,"users":[');
    const { code, output } = await runServerToExit(['--state', file]);
    expect(code).toBe(1);
    expect(output).toContain(`state file ${file} is not valid JSON`);
    expect(output).toContain('--state memory');
  });

  it('a bad flag names itself', async () => {
    const { code, output } = await runServerToExit(['--port', 'abc']);
    expect(code).toBe(2);
    expect(output).toContain('bad --port / PORT');
  });
});

/**
 * The files of `dir` that process `pid` has open for writing, from /proc (Linux); undefined where the
 * host has no /proc.
 */
function openForWriting(pid: number, dir: string): string[] | undefined {
  if (!existsSync('/proc/self/fd')) return undefined;
  const folder = realpathSync(dir);
  const found: string[] = [];
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return found; // it exited meanwhile
  }
  for (const fd of fds) {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      if (dirname(target) !== folder) continue;
      const flags = /^flags:\s*(\d+)/m.exec(readFileSync(`/proc/${pid}/fdinfo/${fd}`, 'utf8'))?.[1];
      // O_WRONLY (1) or O_RDWR (2), in the octal flags fdinfo shows.
      if (flags !== undefined && (parseInt(flags, 8) & 3) !== 0) found.push(target);
    } catch {
      // closed meanwhile
    }
  }
  return found;
}
