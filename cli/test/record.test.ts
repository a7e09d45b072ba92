import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCommand } from '../src/commands/record';
import { exitCodeOf } from '../src/index';
import { resetIo, setIo } from '../src/lib/io';
import { startRecordingProxy } from '../src/lib/record/proxy';
import { deadApi } from './helpers';
import { PORTAL_ORIGIN, recordWalk, startTarget } from './record-walk';

const work = mkdtempSync(join(tmpdir(), 'shui-record-'));

/** Every file of a folder (relative path -> text), sorted. */
function filesOf(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) visit(path);
      else out.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  };
  visit(dir);
  return out;
}

const readJson = (dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'));

/** Resolves once `condition` holds, checking every 20 ms: a wait for a condition, never for a time. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((done) => setTimeout(done, 20));
}

/**
 * Runs `shui record` in-process on a free port while `drive(proxyUrl)` makes calls through it; the
 * command ends by itself (--count). Returns its exit code and output.
 */
async function runRecord(args: string[], drive: (proxyUrl: string) => Promise<void>) {
  let out = '';
  let err = '';
  setIo({ out: (t) => void (out += t), err: (t) => void (err += t), colour: false, progress: false });
  const running = recordCommand
    .parseAsync([...args, '--port', '0'], { from: 'user' })
    .then(() => 0)
    .catch((error: unknown) => exitCodeOf(error, { json: args.includes('--json') }));
  try {
    // The address it prints once it listens (on stderr with --json).
    const listening = () => /recording (http:\/\/127\.0\.0\.1:\d+)/.exec(out + err)?.[1];
    await until(() => Promise.resolve(listening() !== undefined));
    await drive(listening() ?? '');
    const code = await running;
    return { code, out, err };
  } finally {
    resetIo();
  }
}

describe('shui record against the fake API (which answers the seed users’ phones, e-mails, names, tokens)', () => {
  let target: Awaited<ReturnType<typeof startTarget>>;
  beforeAll(async () => {
    target = await startTarget();
  });
  afterAll(() => target.close());

  it('files each call under its operation with no seed secret, and the same value as the same fake', async () => {
    const out = join(work, 'walk');
    const { walked, written } = await recordWalk(out, target);
    expect(written.files).toEqual(
      expect.arrayContaining([
        'login/1.json',
        'currentUser/1.json',
        'messages/1.json',
        'switchCompany/1.json',
      ]),
    );
    expect(written.manifest.unmatched).toEqual([]);

    const { users } = target.api.store.snapshot();
    const secrets = [
      ...users.flatMap((u) => [u.phone, u.mail, u.truename]).filter((v): v is string => Boolean(v)),
      walked.token,
      'Shui@2025',
    ];
    const leaks = [...filesOf(out)].flatMap(([file, text]) =>
      secrets.filter((secret) => text.includes(secret)).map((secret) => `${secret} in ${file}`),
    );
    expect(leaks).toEqual([]);

    const login = readJson(out, 'login/1.json');
    const fakePhone = login.request.body.json.username as string;
    expect(fakePhone).toMatch(/^1[3-9]\d{9}$/);
    expect(login.request.body.json.password).toBe('<redacted:password>');
    expect(login.responses[0].body.json.data.access_token).toBe('<redacted:token>');
    const me = readJson(out, 'currentUser/1.json');
    expect(me.request.headers['x-contact-phone']).toBe(fakePhone);
    expect(me.request.headers.authorization).toBe('Bearer <redacted:token>');
    expect(me.responses[0].body.json.data.truename).toMatch(/^\p{Script=Han}{3}$/u);
    const detail = readJson(out, 'courseDetail/1.json').responses[0].body.json.data;
    // The teacher's name is the same fake in the card list and in the course.
    const list = readJson(out, 'courseList/1.json').responses[0].body.json.data.list;
    expect(list.find((c: { courseId: number }) => c.courseId === detail.courseId).teacherName).toBe(
      detail.teacherName,
    );
    const reset = readJson(out, 'sendResetCode/1.json');
    expect(reset.request.query.identifier).toMatch(/^[a-z]{8}@example\.com$/);
    // Asked twice before the switch and once after: two answers in turn.
    const current = readJson(out, 'currentCompany/1.json');
    expect(current.responses.map((r: { times: number }) => r.times)).toEqual([2, 1]);
  });

  it('gives byte-identical files when the same calls are recorded twice', async () => {
    // Each run against a fake API fresh from the seed, as two runs against the same server would be.
    for (const name of ['twice-1', 'twice-2']) {
      const fresh = await startTarget();
      await recordWalk(join(work, name), fresh).finally(() => fresh.close());
    }
    const first = filesOf(join(work, 'twice-1'));
    expect([...first.keys()].length).toBeGreaterThan(10);
    expect(filesOf(join(work, 'twice-2'))).toEqual(first);
  });

  it('answers the portal’s preflight itself, allowing the headers it asks for, for its origins only', async () => {
    const proxy = await startRecordingProxy({ target: target.url, out: join(work, 'cors') });
    try {
      const preflight = (origin: string) =>
        fetch(`${proxy.url}/sys/users/current`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'GET',
            'access-control-request-headers': 'authorization,shui-token',
          },
        });
      const ok = await preflight(PORTAL_ORIGIN);
      expect(ok.status).toBe(204);
      expect(ok.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
      expect(ok.headers.get('access-control-allow-headers')).toBe('authorization,shui-token');
      expect(
        (await preflight('https://elsewhere.example')).headers.get('access-control-allow-origin'),
      ).toBeNull();
      const answer = await fetch(`${proxy.url}/super/company`, { headers: { origin: PORTAL_ORIGIN } });
      expect(answer.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
      expect(proxy.count()).toBe(1);
    } finally {
      await proxy.stop();
    }
  });

  it('answers 502 naming the reason when the server does not answer, and records nothing of it', async () => {
    const proxy = await startRecordingProxy({ target: await deadApi(), out: join(work, 'down') });
    const res = await fetch(`${proxy.url}/sys/users/current`);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { respMsg: string }).respMsg).toMatch(/did not answer \(ECONNREFUSED\)$/);
    expect(proxy.count()).toBe(0);
    expect((await proxy.stop()).manifest).toMatchObject({ exchanges: 0, operations: {} });
  });

  it('reports a respCode the contract does not know and a call it does not know, with a JSON summary', async () => {
    await target.admin('POST', '/__admin/faults', {
      path: '/portal/companies',
      respCode: 40199,
      respMsg: '新错误',
      times: 1,
    });
    const out = join(work, 'problems');
    const run = await runRecord(
      ['--from', target.url, '--out', out, '--count', '2', '--json'],
      async (proxy) => {
        await fetch(`${proxy}/portal/companies`);
        await fetch(`${proxy}/no/such/call`);
      },
    );
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.out);
    expect(summary).toMatchObject({
      exchanges: 2,
      operations: { companies: 1 },
      unmatched: ['GET /no/such/call'],
      problems: [
        {
          operation: 'companies',
          problems: [expect.stringContaining('respCode 40199 is not in the contract')],
        },
      ],
    });
    // Progress went to stderr, as it happened.
    expect(run.err).toContain('! companies: respCode 40199 is not in the contract');
    expect(readJson(out, 'unmatched/1.json')).toMatchObject({
      method: 'GET',
      path: '/no/such/call',
      operation: 'unmatched',
    });
  });

  it('deletes the output and exits 1 when the final scan finds a secret the scrubber missed', async () => {
    // An opaque session token in a message: no field, header or form tells the scrubber it is one.
    await target.admin('POST', '/__admin/faults', {
      path: '/super/company',
      status: 500,
      respCode: 50000,
      respMsg: 'session Xk3pQ9vT2mLr8ZbW4nYc7Hd1Jf6Gs0Ae expired',
      times: 1,
    });
    const out = join(work, 'leak');
    const run = await runRecord(
      ['--from', target.url, '--out', out, '--count', '1', '--json'],
      async (proxy) => {
        await fetch(`${proxy}/super/company`);
      },
    );
    expect(run.code).toBe(1);
    expect(existsSync(out)).toBe(false);
    const error = JSON.parse(run.err.slice(run.err.indexOf('{\n  "error"'))).error;
    expect(error.message).toContain('was deleted');
    expect(error.findings).toEqual([
      { kind: 'token', file: 'superCompany/1.json', at: 'responses[0].body.json.respMsg' },
    ]);
    expect(run.err).not.toContain('Xk3pQ9vT2mLr8ZbW4nYc7Hd1Jf6Gs0Ae');
  });
});

describe('shui record refuses what it cannot do, before listening', () => {
  const recordWith = async (args: string[]) => {
    let err = '';
    setIo({ out: () => {}, err: (t) => void (err += t), colour: false, progress: false });
    try {
      await recordCommand.parseAsync(args, { from: 'user' });
      return { code: 0, err };
    } catch (error) {
      return { code: exitCodeOf(error), err };
    } finally {
      resetIo();
    }
  };

  it('an address that is not http(s): exit 2 naming --from', async () => {
    const run = await recordWith(['--from', 'ftp://files.example', '--out', join(work, 'x')]);
    expect(run.code).toBe(2);
    expect(run.err).toContain('--from: ftp://files.example is not an http or https address');
  });

  it('a misspelt environment: exit 2 with the closest name', async () => {
    const run = await recordWith(['--from', 'tset', '--out', join(work, 'x')]);
    expect(run.code).toBe(2);
    expect(run.err).toContain('--from: unknown environment to record "tset". Did you mean "test"?');
  });

  it('a folder with other files, or a recording without --force: exit 2', async () => {
    const busy = join(work, 'busy');
    mkdirSync(busy);
    writeFileSync(join(busy, 'notes.txt'), 'mine');
    expect((await recordWith(['--from', 'test', '--out', busy])).err).toContain(
      'is not empty and holds no recording',
    );
    const recorded = join(work, 'recorded');
    mkdirSync(recorded);
    writeFileSync(join(recorded, 'recording.json'), '{}');
    const run = await recordWith(['--from', 'test', '--out', recorded]);
    expect(run.code).toBe(2);
    expect(run.err).toContain('holds a recording already');
    expect(run.err).toContain('--force');
  });
});
