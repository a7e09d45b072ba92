import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeStateSchema } from '@shui/contract';
import { envCommand } from '../src/commands/env';
import { faultCommand } from '../src/commands/fault';
import { journalCommand } from '../src/commands/journal';
import { notifyCommand } from '../src/commands/notify';
import { orgsCommand } from '../src/commands/orgs';
import { outboxCommand } from '../src/commands/outbox';
import { resetCommand } from '../src/commands/reset';
import { scenarioCommand } from '../src/commands/scenario';
import { seedCommand } from '../src/commands/seed';
import { serveArgs } from '../src/commands/serve';
import { FAKE_API_NODE_FLAGS } from '../src/lib/paths';
import { stateCommand } from '../src/commands/state';
import { statusCommand } from '../src/commands/status';
import { tokenCommand } from '../src/commands/token';
import { usersCommand } from '../src/commands/users';
import { deadApi, run, useFakeApi } from './helpers';

const fake = useFakeApi();
const { at } = fake;
const tmp = mkdtempSync(join(tmpdir(), 'shui-cli-'));

async function reset() {
  expect((await run(resetCommand, at)).code).toBe(0);
}

describe('serve', () => {
  it('starts the fake API as `pnpm fake-api` does: the control panel built when stale, then the flags', () => {
    const fakeApiStart = JSON.parse(readFileSync(join(__dirname, '../../apps/fake-api/package.json'), 'utf8'))
      .scripts.start as string;
    expect(fakeApiStart).toBe(`node ${FAKE_API_NODE_FLAGS.join(' ')} scripts/start.mjs --build-panel`);
    expect(
      serveArgs({ port: 0, state: 'memory', quiet: true, origin: ['http://portal.example:8080'] }),
    ).toEqual([
      '--build-panel',
      '--port',
      '0',
      '--state',
      'memory',
      '--origin',
      'http://portal.example:8080',
      '--quiet',
    ]);
    expect(serveArgs({ drift: 'fixtures/drift/stand-in.json' })).toEqual([
      '--build-panel',
      '--drift',
      'fixtures/drift/stand-in.json',
    ]);
    expect(serveArgs({ replay: 'recordings/test', into: 'state' })).toEqual([
      '--build-panel',
      '--replay',
      'recordings/test',
      '--into',
      'state',
    ]);
  });
});

describe('status and reset', () => {
  it('status tells what the fake API holds, in text and JSON', async () => {
    await reset();
    const text = await run(statusCommand, at);
    expect(text.code).toBe(0);
    expect(text.out).toContain(`fake API up at ${fake.api.url}`);
    expect(text.out).toContain('31 users, 10 notifications, 3 organisations');
    const json = await run(statusCommand, [...at, '--json']);
    expect(json.json()).toMatchObject({
      status: 'ok',
      users: 31,
      settings: { examPeriod: false },
      activeFaults: [],
    });
  });

  it('a fake API that is not running: exit 3 and how to start one', async () => {
    const dead = await deadApi();
    const result = await run(statusCommand, ['--api', dead]);
    expect(result.code).toBe(3);
    expect(result.err).toContain(`the fake API is not running at ${dead} (ECONNREFUSED)`);
    expect(result.err).toContain('pnpm dev');
    const json = await run(statusCommand, ['--api', dead, '--json']);
    expect(json.code).toBe(3);
    expect(json.errorJson()).toEqual({
      error: {
        message: `the fake API is not running at ${dead} (ECONNREFUSED).`,
        hint: expect.stringContaining('pnpm dev'),
        exitCode: 3,
      },
    });
  });

  it('a bad --api address: exit 2 naming the flag', async () => {
    const result = await run(statusCommand, ['--api', 'localhost:4100x']);
    expect(result.code).toBe(2);
    expect(result.err).toContain('--api / SHUI_API');
  });

  it('reset brings back the seed after changes', async () => {
    await run(usersCommand, ['add', 'temp', ...at]);
    expect(fake.api.store.userCount).toBe(32);
    const result = await run(resetCommand, at);
    expect(result.out).toContain('back to the seed (31 users)');
    expect(fake.api.store.userCount).toBe(31);
  });
});

describe('users, notify, orgs, token', () => {
  it('users add then list shows the account; its password is the username', async () => {
    await reset();
    const added = await run(usersCommand, [
      'add',
      'alice',
      '--name',
      '王小丽',
      '--phone',
      '13900000001',
      '--org',
      '水杉在线开放课程联盟',
      ...at,
    ]);
    expect(added.code).toBe(0);
    expect(added.out).toContain('added alice (id 304, student)');
    const list = await run(usersCommand, ['list', '--search', 'alice', ...at]);
    expect(list.out).toMatch(/4\s+alice\s+王小丽\s+student\s+13900000001\s+水杉在线开放课程联盟/);
    expect(fake.api.store.authenticate('alice', 'alice')?.username).toBe('alice');
  });

  it('users add refuses a bad phone before asking (exit 2) and a taken username (exit 1)', async () => {
    await reset();
    const bad = await run(usersCommand, ['add', 'bob', '--phone', '123', ...at]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--phone: a mainland mobile number, 11 digits');
    const taken = await run(usersCommand, ['add', 'student', ...at]);
    expect(taken.code).toBe(1);
    expect(taken.err).toContain('the fake API refused: username "student" is taken');
    expect(fake.api.store.userCount).toBe(31);
  });

  it('users list pages and says how to see more', async () => {
    await reset();
    const page = await run(usersCommand, ['list', '--limit', '2', ...at]);
    expect(page.out).toContain('2 of 31 shown; --offset 2 for more');
    const json = await run(usersCommand, ['list', '--json', '--offset', '2', '--limit', '1', ...at]);
    expect(json.json()).toMatchObject({ total: 31, users: [{ username: '10215501001' }] });
    expect((await run(usersCommand, ['list', '--limit', 'ten', ...at])).err).toContain(
      '--limit: expected a whole number',
    );
  });

  it('notify adds an unread notification for the user; --message is required', async () => {
    await reset();
    const sent = await run(notifyCommand, [
      'student',
      '--message',
      '实验课改到周五',
      '--course',
      '101',
      '--json',
      ...at,
    ]);
    expect(sent.code).toBe(0);
    expect(sent.json()).toMatchObject({ message: '实验课改到周五', courseId: 101, status: 0, userId: 1 });
    expect(fake.api.store.notifications(1)[0]?.message).toBe('实验课改到周五');
    const missing = await run(notifyCommand, ['student', ...at]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain("required option '--message <text>' not specified");
    const ghost = await run(notifyCommand, ['ghost', '--message', 'x', ...at]);
    expect(ghost.code).toBe(1);
    expect(ghost.err).toContain('no user "ghost"');
  });

  it('orgs add, assign --current and list with member counts', async () => {
    await reset();
    expect((await run(orgsCommand, ['add', '水杉实验学校', ...at])).out).toContain(
      'added organisation 水杉实验学校 (id 4)',
    );
    const assigned = await run(orgsCommand, ['assign', 'teacher', '4', '--current', ...at]);
    expect(assigned.out).toContain('assigned teacher to 4 (now current)');
    expect(fake.api.store.findByUsername('teacher')?.currentCompanyId).toBe(4);
    const list = await run(orgsCommand, ['list', ...at]);
    expect(list.out).toMatch(/4\s+水杉实验学校\s+1/);
    const unknown = await run(orgsCommand, ['assign', 'teacher', '不存在', ...at]);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('no organisation "不存在"');
  });

  it('token prints a bare token that works on the portal calls', async () => {
    await reset();
    const result = await run(tokenCommand, ['student', ...at]);
    const token = result.out.trim();
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(fake.api.store.userForToken(token)?.username).toBe('student');
    expect((await run(tokenCommand, ['nobody', ...at])).code).toBe(1);
    expect((await run(tokenCommand, ['student', '--ttl', '-5', ...at])).code).toBe(2);
  });
});

describe('faults and scenarios', () => {
  it('fault add, list and clear', async () => {
    await reset();
    const added = await run(faultCommand, [
      'add',
      '--method',
      'get',
      '--path',
      '/resource/message',
      '--status',
      '401',
      '--times',
      '1',
      ...at,
    ]);
    expect(added.code).toBe(0);
    expect(added.out).toMatch(
      /fault [0-9a-f]{12}: GET \/resource\/message -> HTTP 401, no envelope \(next 1 call\)/,
    );
    const list = await run(faultCommand, ['list', '--json', ...at]);
    expect(list.json()).toMatchObject([
      { method: 'GET', path: '/resource/message', status: 401, remaining: 1 },
    ]);
    expect((await run(faultCommand, ['clear', ...at])).out).toContain('removed 1 fault');
    expect(fake.api.faults.size).toBe(0);
  });

  it('fault add refuses a rule that does nothing, a bad status and a bad query', async () => {
    const nothing = await run(faultCommand, ['add', '--path', '/sys/login', ...at]);
    expect(nothing.code).toBe(2);
    expect(nothing.err).toContain('the rule does nothing');
    expect((await run(faultCommand, ['add', '--path', '/x', '--status', '700', ...at])).err).toContain(
      '--status: must be at most 599',
    );
    expect((await run(faultCommand, ['add', '--path', 'x', '--drop', ...at])).err).toContain('--path');
    expect(
      (await run(faultCommand, ['add', '--path', '/x', '--drop', '--query', 'field', ...at])).err,
    ).toContain('--query: expected name=value');
    const method = await run(faultCommand, ['add', '--path', '/x', '--drop', '--method', 'gte', ...at]);
    expect(method.code).toBe(2);
    expect(method.err).toContain('--method: unknown method "gte". Did you mean "GET"?');
    expect(
      (await run(faultCommand, ['add', '--path', '/x', '--drop', '--method', 'head', ...at])).err,
    ).toContain('--method: unknown method "head"; valid: GET, POST, PUT, DELETE, PATCH');
    expect(fake.api.faults.size).toBe(0);
  });

  it('fault clear of an unknown id fails with the fake API’s message', async () => {
    const result = await run(faultCommand, ['clear', 'abc', ...at]);
    expect(result.code).toBe(1);
    expect(result.err).toContain('no fault with id abc');
  });

  it('scenario list shows every scenario and marks the active ones', async () => {
    await reset();
    await run(scenarioCommand, ['apply', 'http-500', ...at]);
    const list = await run(scenarioCommand, ['list', '--json', ...at]);
    const rows = list.json() as Array<{ name: string; active: boolean }>;
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.filter((r) => r.active).map((r) => r.name)).toEqual(['http-500']);
    const offline = await run(scenarioCommand, ['list', '--api', await deadApi()]);
    expect(offline.code).toBe(0);
    expect(offline.out).toContain('active scenarios not shown');
  });

  it('scenario apply adds its faults (with --times) and settings; clear undoes both', async () => {
    await reset();
    const applied = await run(scenarioCommand, ['apply', 'session-expired', '--times', '1', ...at]);
    expect(applied.out).toContain('applied session-expired');
    expect(applied.out).toContain('the user sees: a modal titled 系统提示');
    expect(fake.api.faults.list()).toMatchObject([
      { path: '/portal/current_company', status: 401, remaining: 1, label: 'scenario:session-expired' },
    ]);
    await run(scenarioCommand, ['apply', 'assistant-exam-period', ...at]);
    expect(fake.api.store.settings.examPeriod).toBe(true);
    const cleared = await run(scenarioCommand, ['clear', ...at]);
    expect(cleared.out).toContain('cleared assistant-exam-period, session-expired');
    expect(fake.api.store.settings.examPeriod).toBe(false);
    expect(fake.api.faults.size).toBe(0);
  });

  it('scenario apply with a misspelt name suggests the closest (exit 2), and applies nothing', async () => {
    await reset();
    const typo = await run(scenarioCommand, ['apply', 'sesion-expired', ...at]);
    expect(typo.code).toBe(2);
    expect(typo.err).toBe(
      'shui: unknown scenario "sesion-expired". Did you mean "session-expired"?\n' +
        'See `shui scenario list` for all of them.\n',
    );
    const json = await run(scenarioCommand, ['apply', 'sesion-expired', '--json', ...at]);
    expect(json.code).toBe(2);
    expect(json.out).toBe('');
    expect(json.errorJson()).toMatchObject({
      error: {
        message: 'unknown scenario "sesion-expired". Did you mean "session-expired"?',
        exitCode: 2,
        kind: 'scenario',
        given: 'sesion-expired',
        suggestions: ['session-expired'],
        valid: expect.arrayContaining(['session-expired', 'http-500']),
      },
    });
    // A tie names both; a name far from all of them lists its family, else all, as before.
    expect((await run(scenarioCommand, ['apply', 'http-50', ...at])).err).toContain(
      'Did you mean "http-500" or "http-502"?',
    );
    const http = await run(scenarioCommand, ['apply', 'http', ...at]);
    expect(http.code).toBe(2);
    expect(http.err).toContain('unknown scenario "http"\nClose ones: http-400, http-403, http-404,');
    const far = await run(scenarioCommand, ['apply', 'zzz', '--json', ...at]);
    expect(far.errorJson().error).toMatchObject({ suggestions: [], hint: expect.stringMatching(/^Valid: /) });
    expect(fake.api.faults.size).toBe(0);
  });

  it('scenario clear with a misspelt name suggests it too (the fake API answers 404); a known one not applied is exit 1', async () => {
    await reset();
    await run(scenarioCommand, ['apply', 'session-expired', ...at]);
    const typo = await run(scenarioCommand, ['clear', 'sesion-expired', ...at]);
    expect(typo.code).toBe(2);
    expect(typo.err).toContain('unknown scenario "sesion-expired". Did you mean "session-expired"?');
    expect(fake.api.faults.size).toBe(1);
    const json = await run(scenarioCommand, ['clear', 'sesion-expird', '--json', ...at]);
    expect(json.errorJson().error).toMatchObject({ exitCode: 2, suggestions: ['session-expired'] });
    const notApplied = await run(scenarioCommand, ['clear', 'http-500', ...at]);
    expect(notApplied.code).toBe(1);
    expect(notApplied.err).toBe(
      'shui: the fake API refused: scenario http-500 is not applied\nApplied now: session-expired.\n',
    );
    expect((await run(scenarioCommand, ['clear', 'session-expired', ...at])).out).toContain(
      'cleared session-expired',
    );
  });

  it('an invalid scenario file is exit 4', async () => {
    await reset();
    const dir = mkdtempSync(join(tmp, 'scenarios-'));
    writeFileSync(join(dir, 'broken.json'), JSON.stringify({ name: 'broken', title: 'x' }));
    const invalid = await run(scenarioCommand, ['apply', 'broken', '--dir', dir, ...at]);
    expect(invalid.code).toBe(4);
    expect(invalid.err).toContain('does not match the contract');
    expect(invalid.err).toContain('catalogue');
    expect(fake.api.faults.size).toBe(0);
  });
});

describe('outbox and journal', () => {
  it('outbox lists codes sent, filtered by address', async () => {
    await reset();
    expect((await run(outboxCommand, at)).out).toContain('no codes sent yet');
    await fetch(`${fake.api.url}/portal/reset/sendCode?identifier=13800138000&field=phone`, {
      method: 'POST',
    });
    const list = await run(outboxCommand, ['--to', '13800138000', '--json', ...at]);
    expect(list.json()).toMatchObject([
      { channel: 'phone', to: '13800138000', purpose: 'reset', code: expect.stringMatching(/^\d{6}$/) },
    ]);
    expect((await run(outboxCommand, ['--to', 'other@example.com', '--json', ...at])).json()).toEqual([]);
  });

  it('journal shows the portal’s requests, filtered by path, and clears', async () => {
    await reset();
    await fetch(`${fake.api.url}/portal/current_company?isLogin=false`);
    await fetch(`${fake.api.url}/sys/users/current`);
    const all = await run(journalCommand, ['--json', ...at]);
    expect(all.json().map((e: { path: string }) => e.path)).toEqual([
      '/portal/current_company',
      '/sys/users/current',
    ]);
    const text = await run(journalCommand, ['--path', '/sys', ...at]);
    expect(text.out).toMatch(/GET\s+\/sys\/users\/current\s+401\s+40100/);
    expect(text.out).not.toContain('current_company');
    await run(journalCommand, ['--clear', ...at]);
    expect((await run(journalCommand, at)).out).toContain('no requests yet');
    expect((await run(journalCommand, ['--path', 'sys', ...at])).code).toBe(2);
  });
});

describe('state export and import', () => {
  it('exports the state, refuses to overwrite without --force, and imports it back', async () => {
    await reset();
    const file = join(tmp, 'state.json');
    const exported = await run(stateCommand, ['export', file, ...at]);
    expect(exported.code).toBe(0);
    expect(exported.out).toContain('exported 31 users, 10 notifications, 3 organisations');
    expect(fakeStateSchema.safeParse(JSON.parse(readFileSync(file, 'utf8'))).success).toBe(true);
    const again = await run(stateCommand, ['export', file, ...at]);
    expect(again.code).toBe(2);
    expect(again.err).toContain('add --force');
    await run(usersCommand, ['add', 'extra', ...at]);
    const imported = await run(stateCommand, ['import', file, ...at]);
    expect(imported.out).toContain('imported 31 users');
    expect(fake.api.store.findByUsername('extra')).toBeUndefined();
  });

  it('an invalid or missing file is exit 4 and changes nothing', async () => {
    await reset();
    await run(usersCommand, ['add', 'keep', ...at]);
    const file = join(tmp, 'bad.json');
    const state = fake.api.store.snapshot();
    writeFileSync(file, JSON.stringify({ ...state, users: [{ ...state.users[0], passwordHash: 'plain' }] }));
    const invalid = await run(stateCommand, ['import', file, ...at]);
    expect(invalid.code).toBe(4);
    expect(invalid.err).toContain('users.0.passwordHash');
    expect(invalid.err).toContain('Nothing was changed');
    writeFileSync(join(tmp, 'notjson.json'), '{ "version": 1,');
    expect((await run(stateCommand, ['import', join(tmp, 'notjson.json'), ...at])).err).toContain(
      'is not JSON',
    );
    expect((await run(stateCommand, ['import', join(tmp, 'absent.json'), ...at])).code).toBe(4);
    expect(fake.api.store.findByUsername('keep')).toBeDefined();
  });
});

describe('seed', () => {
  it('adds users, organisations and notifications; the default accounts stay', async () => {
    await reset();
    const result = await run(seedCommand, [
      '--users',
      '50',
      '--notifications',
      '500',
      '--orgs',
      '3',
      '--seed',
      '42',
      '--json',
      ...at,
    ]);
    expect(result.code).toBe(0);
    expect(result.json()).toMatchObject({
      seed: 42,
      added: { users: 50, notifications: 500, organisations: 3 },
      totals: { users: 81, notifications: 510, organisations: 6 },
      firstUser: 'u42_00001',
    });
    expect(fake.api.store.authenticate('student', 'Shui@2025')).toBeDefined();
    expect(fake.api.store.authenticate('u42_00050', 'Shui@2025')).toBeDefined();
  });

  it('the same seed gives the same data; used twice it is refused whole, with a hint', async () => {
    const reseed = () =>
      run(seedCommand, [
        '--reset',
        '--users',
        '20',
        '--notifications',
        '100',
        '--orgs',
        '2',
        '--seed',
        '7',
        ...at,
      ]);
    await reseed();
    const first = fake.api.store.snapshot();
    const pick = (s: typeof first) => ({
      users: s.users.map(({ createdAt: _c, passwordHash: _h, ...u }) => u),
      notifications: s.notifications.map(({ createTime: _t, ...n }) => n),
      organisations: s.organisations,
    });
    const before = structuredClone(pick(first));
    await reseed();
    expect(pick(fake.api.store.snapshot())).toEqual(before);
    const twice = await run(seedCommand, ['--users', '20', '--seed', '7', ...at]);
    expect(twice.code).toBe(1);
    expect(twice.err).toContain('username "u7_00001" is taken');
    expect(twice.err).toContain('Nothing was added');
    expect(fake.api.store.userCount).toBe(51);
  });

  it('--to gives every notification to one user; bad arguments are exit 2', async () => {
    await reset();
    const before = fake.api.store.notifications(1).length;
    const result = await run(seedCommand, ['--notifications', '300', '--to', 'student', ...at]);
    expect(result.code).toBe(0);
    expect(fake.api.store.notifications(1)).toHaveLength(before + 300);
    expect(fake.api.store.notifications(2).length).toBeLessThan(5);
    expect((await run(seedCommand, at)).err).toContain('nothing to seed');
    expect((await run(seedCommand, ['--users', '-1', ...at])).err).toContain(
      '--users: expected a whole number',
    );
    expect((await run(seedCommand, ['--users', '200000', ...at])).err).toContain(
      '--users: must be at most 100,000',
    );
    expect((await run(seedCommand, ['--notifications', '1', '--to', 'ghost', ...at])).err).toContain(
      '--to: no user "ghost"',
    );
  });

  it('draws a progress bar on a terminal, none otherwise', async () => {
    await reset();
    const tty = await run(
      seedCommand,
      ['--users', '2000', '--notifications', '30000', '--seed', '3', ...at],
      { progress: true },
    );
    expect(tty.err).toMatch(/sending\s+\[#+\] 100% 32,000\/32,000/);
    await reset();
    const piped = await run(seedCommand, [
      '--users',
      '2000',
      '--notifications',
      '30000',
      '--seed',
      '3',
      ...at,
    ]);
    expect(piped.err).toBe('');
  });
});

describe('env', () => {
  /** Runs with SHUI_ENV_FILE at a file of its own and SHUI_ENV as given (unset by default). */
  async function withEnvFile(
    shuiEnv: string | undefined,
    body: (file: string) => Promise<void>,
  ): Promise<void> {
    const file = join(mkdtempSync(join(tmp, 'env-')), 'env.json');
    const saved = { file: process.env.SHUI_ENV_FILE, env: process.env.SHUI_ENV };
    process.env.SHUI_ENV_FILE = file;
    if (shuiEnv === undefined) delete process.env.SHUI_ENV;
    else process.env.SHUI_ENV = shuiEnv;
    try {
      await body(file);
    } finally {
      for (const [key, value] of [
        ['SHUI_ENV_FILE', saved.file],
        ['SHUI_ENV', saved.env],
      ] as const)
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
    }
  }

  it('env use writes the file vite reads; env show reports it and its addresses', () =>
    withEnvFile(undefined, async (file) => {
      const shown = await run(envCommand, ['show']);
      expect(shown.out).toContain('pnpm dev:   local (default)');
      expect(shown.out).toContain('pnpm build: prod (default)');
      const used = await run(envCommand, ['use', 'test']);
      expect(used.code).toBe(0);
      expect(used.out).toContain('https://test.shuishan.net.cn/api');
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ name: 'test' });
      const json = await run(envCommand, ['show', '--json']);
      expect(json.json()).toMatchObject({
        dev: { name: 'test', source: 'shui env use' },
        addresses: { api: 'https://test.shuishan.net.cn/api' },
      });
      const unknown = await run(envCommand, ['use', 'staging']);
      expect(unknown.code).toBe(2);
      expect(unknown.err).toContain('unknown environment "staging"; valid: local, test, prod');
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ name: 'test' });
      process.env.SHUI_ENV = 'prod';
      expect((await run(envCommand, ['show'])).out).toContain('pnpm dev:   prod (SHUI_ENV)');
      expect(existsSync(file)).toBe(true);
    }));

  it('env use with a misspelt name suggests the closest, in text and JSON, and changes nothing', () =>
    withEnvFile(undefined, async (file) => {
      const typo = await run(envCommand, ['use', 'tset']);
      expect(typo.code).toBe(2);
      expect(typo.err).toBe(
        'shui: unknown environment "tset". Did you mean "test"?\nValid: local, test, prod.\n',
      );
      const json = await run(envCommand, ['use', 'Prod', '--json']);
      expect(json.code).toBe(2);
      expect(json.errorJson()).toEqual({
        error: {
          message: 'unknown environment "Prod". Did you mean "prod"?',
          hint: 'Valid: local, test, prod.',
          exitCode: 2,
          kind: 'environment',
          given: 'Prod',
          suggestions: ['prod'],
          valid: ['local', 'test', 'prod'],
        },
      });
      expect(existsSync(file)).toBe(false);
    }));

  it('a misspelt SHUI_ENV is named with a suggestion', () =>
    withEnvFile('prdo', async () => {
      const shown = await run(envCommand, ['show']);
      expect(shown.code).toBe(2);
      expect(shown.err).toContain('SHUI_ENV: unknown environment "prdo". Did you mean "prod"?');
    }));

  it('env reset removes the choice, says the defaults, and does nothing the second time', () =>
    withEnvFile(undefined, async (file) => {
      await run(envCommand, ['use', 'test']);
      const reset = await run(envCommand, ['reset']);
      expect(reset.code).toBe(0);
      expect(reset.out).toMatch(/^environment choice removed \(.*env\.json, was test\); restart pnpm dev/);
      expect(reset.out).toContain('pnpm dev:   local (default)\npnpm build: prod (default)\n');
      expect(existsSync(file)).toBe(false);
      expect((await run(envCommand, ['show', '--json'])).json()).toMatchObject({
        dev: { name: 'local', source: 'default' },
        build: { name: 'prod', source: 'default' },
        chosen: null,
      });
      const again = await run(envCommand, ['reset']);
      expect(again.code).toBe(0);
      expect(again.out).toContain('no environment chosen');
      expect(again.out).toContain('nothing to remove');
      const json = await run(envCommand, ['reset', '--json']);
      expect(json.json()).toEqual({
        removed: false,
        file,
        previous: null,
        defaults: { dev: 'local', build: 'prod' },
        dev: { name: 'local', source: 'default' },
        build: { name: 'prod', source: 'default' },
      });
    }));

  it('env reset removes a broken file too, and says when SHUI_ENV still wins', () =>
    withEnvFile('test', async (file) => {
      writeFileSync(file, '{ "name": "staging" }');
      expect((await run(envCommand, ['show'])).code).toBe(4);
      const reset = await run(envCommand, ['reset', '--json']);
      expect(reset.code).toBe(0);
      expect(reset.json()).toMatchObject({
        removed: true,
        previous: null,
        dev: { name: 'test', source: 'SHUI_ENV' },
      });
      expect(existsSync(file)).toBe(false);
      expect((await run(envCommand, ['reset'])).out).toContain(
        'note: SHUI_ENV=test is set in this shell and wins over the defaults',
      );
    }));
});

describe('help', () => {
  it('every command and subcommand has --help with an example', async () => {
    const { program } = await import('../src/index');
    for (const command of program().commands) {
      const targets = command.commands.length > 0 ? command.commands.map((sub) => [sub.name()]) : [[]];
      for (const path of targets) {
        const result = await run(command, [...path, '--help']);
        expect(result.code, `${command.name()} ${path.join(' ')}`).toBe(0);
        expect(result.out, `${command.name()} ${path.join(' ')}`).toMatch(/Examples:\n {2}shui /);
      }
    }
  });
});
