import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { getPriority, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints, type Submission } from '@shui/contract';
import { Judges } from '../src/judge';
import { containment, forgetContainment } from '../src/judge/sandbox';
import { startFakeApi } from './harness';
import { post, startServer } from './spawn';
import { until } from './until';

// Every case here runs real judging processes: on a busy 2-core machine (the whole suite in parallel)
// one takes far longer than the fake API's usual 20 s.
vi.setConfig({ testTimeout: 120_000 });

/**
 * What submitted code can do to the host, tried as a hostile user would: every probe is code submitted
 * through POST /portal/question/submit and judged by the real judge, in both containment modes
 * (docs/decisions.md 37). Where a probe prints what it found, it prints on the sample case of question 1,
 * whose output the verdict shows. Nothing here is skipped on a Linux host with user namespaces; the
 * permissions-only mode is forced with SHUI_JUDGE_NAMESPACES=0.
 */
const JUDGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '../judge');
const TIME_LIMIT_MS = 2_000; // question 1's

const modes = [
  { mode: 'namespaces', env: '1' },
  { mode: 'permissions-only', env: '0' },
] as const;

const judgeFolders = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('shui-judge-')));
const judgeDirFiles = () => readdirSync(JUDGE_DIR).sort();

/** Python lines that try `attempt` (an expression or statement) and print NAME worked / NAME refused. */
const attempt = (name: string, ...lines: string[]) => [
  'try:',
  ...lines.map((line) => `    ${line}`),
  `    print(${JSON.stringify(name)}, 'worked')`,
  'except BaseException as e:',
  `    print(${JSON.stringify(name)}, 'refused')`,
];

describe.each(modes)('the judge against hostile code ($mode)', ({ mode, env }) => {
  const saved = process.env.SHUI_JUDGE_NAMESPACES;
  let judges: Judges;
  let api: ReturnType<typeof startFakeApi>;
  const tokens = new Map<string, string>();
  /** A Python question with a sample case first and a 10 s limit, for probes that import a lot. */
  let probeQuestion = 0;

  // The runners' working folders go to a temporary folder of this file's own: other files' judges, in
  // other workers, make theirs in the shared one at the same time, and would be counted as this file's.
  const savedTmp = process.env.TMPDIR;
  const ownTmp = mkdtempSync(join(tmpdir(), 'shui-judge-test-'));

  beforeAll(async () => {
    process.env.TMPDIR = ownTmp;
    process.env.SHUI_JUDGE_NAMESPACES = env;
    forgetContainment();
    expect(containment().kind).toBe(mode);
    judges = new Judges();
    api = startFakeApi({ judges });
    for (const name of ['alice', 'bob']) {
      const add = await api.call('POST', '/__admin/users', { body: { username: name } });
      expect(add.status).toBeLessThan(300);
      tokens.set(name, await api.login(name, name));
    }
    tokens.set('student', await api.login());
    const seed = JSON.parse(
      readFileSync(join(JUDGE_DIR, '../../../fixtures/seed/questions.json'), 'utf8'),
    ) as {
      bankQuestions: Array<{ questionId: number } & Record<string, unknown>>;
    };
    const { questionId: _, ...sum } = seed.bankQuestions.find((q) => q.questionId === 1)!;
    const added = await api.call('POST', '/__admin/questions/bulk', {
      body: {
        questions: [
          {
            ...sum,
            title: 'probe',
            cases: [
              { input: '3 5\n', output: 'never printed\n', sample: true },
              { input: '3 5\n', output: 'never printed\n', sample: false },
            ],
            timeLimitMs: 10_000,
          },
        ],
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    probeQuestion = added.body.firstId as number;
  });
  afterAll(() => {
    judges.close();
    if (savedTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmp;
    rmSync(ownTmp, { recursive: true, force: true });
    process.env.SHUI_JUDGE_NAMESPACES = saved;
    forgetContainment();
  });

  async function submit(user: string, questionId: number, code: string): Promise<number> {
    const res = await api.call('POST', endpoints.questionSubmit.path, {
      token: tokens.get(user),
      body: { questionId, code },
    });
    expect(res.body).toMatchObject({ respCode: 20000, data: { verdict: 'judging' } });
    return res.body.data.submissionId as number;
  }

  /**
   * Polls until the judge answers, every 25 ms: each supertest call opens a listening socket and a
   * connection, and a tighter loop left so many ports in TIME_WAIT on a slow run that other test files'
   * servers could not listen (EADDRINUSE).
   */
  async function verdict(user: string, submissionId: number): Promise<Submission> {
    let submission: Submission | undefined;
    await until(async () => {
      const res = await api.call('GET', endpoints.questionSubmission.path, {
        token: tokens.get(user),
        query: { submissionId },
      });
      submission = res.body.data as Submission;
      return submission.verdict !== 'judging';
    }, 25);
    return submission!;
  }

  const judged = async (user: string, questionId: number, code: string) =>
    verdict(user, await submit(user, questionId, code));

  /** Runs a probe (on the probe question) and answers what it printed on the sample case. */
  async function probe(lines: string[]): Promise<string[]> {
    const submission = await judged('student', probeQuestion, lines.join('\n'));
    const sample = submission.cases.find((c) => c.sample);
    expect(sample?.verdict, JSON.stringify(submission)).toBe('wrong-answer');
    return (sample!.output ?? '').trim().split('\n');
  }

  it('a forged protocol message then an endless loop: time-limit at the case limit, whatever the runner says', async () => {
    await judges.loaded('python');
    const forged = await judged(
      'student',
      1,
      [
        'import js',
        'channel = js.process.stdout.constructor.new(3)',
        `channel.write('{"case":0,"status":"ok","stdout":"8\\\\n","error":""}\\n')`,
        'while True:',
        '    pass',
      ].join('\n'),
    );
    // The forged answer counts for case 1 (as printing it would have); the loop is cut at case 2's limit.
    // How long that takes (the limit in CPU time, at most twice it in wall-clock time) is proved with
    // the judge's clocks under control in src/judge/runner-process.test.ts, not timed here.
    expect(forged).toMatchObject({ verdict: 'time-limit', passed: 1 });
    expect(forged.cases.at(-1)).toMatchObject({ index: 2, verdict: 'time-limit', timeMs: TIME_LIMIT_MS });
    // A message out of sequence ends the runner at once.
    const out = await judged(
      'student',
      1,
      [
        'import js',
        `js.process.stdout.constructor.new(3).write('{"case":3,"status":"ok","stdout":"","error":""}\\n')`,
        'while True:',
        '    pass',
      ].join('\n'),
    );
    expect(out).toMatchObject({ verdict: 'runtime-error', passed: 0 });
    expect(out.cases[0]!.error).toMatch(/protocol/);
  });

  it('writes no file anywhere: files, reports, tracing, a mounted host folder', async () => {
    const folders = judgeFolders();
    const before = judgeDirFiles();
    const shown = await probe([
      'import js, os, pyodide_js',
      // Python's own files live in Pyodide's memory and end with the runner: this one reaches no disk.
      ...attempt('memory-file', "open('/tmp/shui-judge-escape.txt', 'w').write('x')"),
      ...attempt('report', 'js.process.report.writeReport()'),
      ...attempt('eval', "js.eval('1')"),
      ...attempt('tracing', 'from pyodide.code import run_js', 'run_js("import(\'node:trace_events\')")'),
      ...attempt('function', "js.Function.new('return process')()"),
      ...attempt(
        'mount',
        'fs = pyodide_js.FS',
        "fs.mkdir('/host')",
        "fs.mount(fs.filesystems.NODEFS, js.Object.fromEntries([['root', '/tmp']]), '/host')",
        "open('/host/shui-judge-escape.txt', 'w').write('x')",
      ),
    ]);
    expect(shown).toEqual([
      'memory-file worked',
      'report refused',
      'eval refused',
      'tracing refused',
      'function refused',
      'mount refused',
    ]);
    expect(existsSync('/tmp/shui-judge-escape.txt')).toBe(false);
    expect(judgeDirFiles()).toEqual(before);
    // The runner's working folder went with it; new folders are the spare runners', loading, empty.
    const fresh = [...judgeFolders()].filter((name) => !folders.has(name));
    expect(fresh.length).toBeLessThanOrEqual(2); // the spare runners
    for (const name of fresh) expect(readdirSync(join(tmpdir(), name))).toEqual([]);
  });

  it("has no network: a TCP connection to the fake API's own port is refused and no byte arrives", async () => {
    let bytes = 0;
    /** The client port of every connection either listening socket took, in the order it took them. */
    const arrived: number[] = [];
    // The same app, listening on a real port that only the probe is told about.
    const server: Server = createServer((socket) => {
      arrived.push(socket.remotePort!);
      socket.on('data', (chunk) => (bytes += chunk.length));
      socket.destroy();
    });
    const { createServer: createHttpServer } = await import('node:http');
    const http = createHttpServer(api.app);
    http.on('connection', (socket: Socket) => arrived.push(socket.remotePort!));
    /** Connects to `to` from the test itself and resolves once the listening socket has taken it. */
    const marker = async (to: number) => {
      const from = arrived.length;
      const local = await new Promise<number>((resolve, reject) => {
        const socket = connect(to, '127.0.0.1', () => {
          resolve(socket.localPort!);
          socket.end();
        });
        socket.on('error', reject);
      });
      await until(() => arrived.slice(from).includes(local), 5);
      arrived.splice(arrived.indexOf(local, from), 1);
    };
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (http.address() as { port: number }).port;
    const other = (server.address() as { port: number }).port;
    try {
      const url = `http://127.0.0.1:${port}/__admin/health`;
      const shown = await probe([
        'import js, pyodide_js, socket',
        // The runner never yields to its event loop once user code runs, so a promise never gets to run;
        // run_sync (which would wait for one) needs JSPI, which this Node.js does not have.
        ...attempt('fetch', `js.fetch('${url}')`),
        ...attempt(
          'pyfetch',
          'from pyodide.http import pyfetch',
          'from pyodide.ffi import run_sync',
          `run_sync(pyfetch('${url}'))`,
        ),
        ...attempt('socket', `socket.create_connection(('127.0.0.1', ${port}), timeout=1).send(b'GET /')`),
        ...attempt(
          'import',
          'from pyodide.code import run_js',
          `run_js("import('node:net').then(n => n.connect(${port}))")`,
        ),
        ...attempt(
          'loadPackage',
          'from pyodide.ffi import run_sync',
          `run_sync(pyodide_js.loadPackage('http://127.0.0.1:${other}/x-1.0-py3-none-any.whl'))`,
        ),
        ...attempt('binding', "js.process.binding('tcp_wrap')"),
        ...attempt('getBuiltinModule', "js.process.getBuiltinModule('node:net')"),
        ...attempt(
          'socket-class',
          'Socket = js.process.stdin.constructor',
          `Socket.new().connect(${port}, '127.0.0.1')`,
          "raise OSError('no net.Socket here')",
        ),
      ]);
      // The verdict is in (probe waited for it): the runner is done, and whatever it tried, it tried
      // before. A connection of the test's own to each listening socket is taken after any that got
      // there first (a listening socket takes them in the order they came): once both are taken, every
      // connection the probe made would have been counted.
      await marker(port);
      await marker(other);
      expect(shown).toEqual([
        'fetch refused',
        'pyfetch refused',
        'socket refused',
        'import refused',
        'loadPackage refused',
        'binding refused',
        'getBuiltinModule refused',
        'socket-class refused',
      ]);
      expect({ connections: arrived.length, bytes }).toEqual({ connections: 0, bytes: 0 });
    } finally {
      http.close();
      server.close();
    }
  });

  it("sees none of the host's environment, signals no process, starts none", async () => {
    const shown = await probe([
      'import js, os',
      "print('env', js.Object.keys(js.process.env).length)",
      ...attempt('kill', 'js.process.kill(js.process.ppid or 1, 0)'),
      ...attempt('dlopen', "js.process.dlopen(js.Object.new(), '/lib/x.so')"),
      ...attempt('subprocess', 'import subprocess', "subprocess.run(['true'])"),
    ]);
    expect(shown).toEqual(['env 0', 'kill refused', 'dlopen refused', 'subprocess refused']);
    if (mode === 'namespaces') expect(await probe(['import js', 'print(js.process.pid)'])).toEqual(['1']);
  });

  it('a memory bomb gets memory-limit, in Python and in SQL', async () => {
    const python = await judged(
      'student',
      probeQuestion,
      'x = bytearray(300 * 1024 * 1024)\nprint(len(x))\n',
    );
    expect(python.verdict, JSON.stringify(python.cases)).toBe('memory-limit');
    const growing = await judged(
      'student',
      probeQuestion,
      "parts = []\nwhile True:\n    parts.append('x' * 10**7)\n",
    );
    expect(growing.verdict, JSON.stringify(growing.cases)).toBe('memory-limit');
    const sql = await judged('student', 24, 'SELECT length(randomblob(400000000))');
    expect(sql.verdict, JSON.stringify(sql.cases)).toBe('memory-limit');
  });

  it("SQL: what one user's ATTACH made is gone for the next user", async () => {
    const first = await judged(
      'alice',
      24,
      "ATTACH DATABASE 'x.db' AS x; CREATE TABLE x.secret(v); INSERT INTO x.secret VALUES ('alice-was-here'); SELECT v AS id, v AS name, v AS city FROM x.secret",
    );
    expect(first.verdict).toBe('wrong-answer');
    const next = await judged('bob', 24, "ATTACH DATABASE 'x.db' AS y; SELECT v, v, v FROM y.secret");
    expect(next.verdict).toBe('compile-error');
    expect(next.cases[0]!.error).toMatch(/no such table: y\.secret/);
    expect(JSON.stringify(next)).not.toContain('alice-was-here');
  });

  it("a runaway SQL query, then another user's right one at once: accepted", async () => {
    const runaway = await submit(
      'alice',
      24,
      'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n',
    );
    expect((await verdict('alice', runaway)).verdict).toBe('time-limit');
    const right = await judged(
      'bob',
      24,
      "SELECT id, name, city FROM students WHERE class_name = '数据2301'",
    );
    expect(right.verdict).toBe('accepted');
  });

  it("a hidden case's diff says where, not what: no submitted text, no hidden input", async () => {
    const leak = await judged('student', 1, 'import sys\nprint(repr(sys.stdin.read()))\n');
    expect(leak.verdict).toBe('wrong-answer');
    const hidden = leak.cases.filter((c) => !c.sample);
    expect(hidden).toHaveLength(3);
    for (const c of hidden)
      expect(c).toMatchObject({ diff: { line: 1, expected: null, actual: null }, output: null });
    const text = JSON.stringify(leak);
    for (const input of ['-7 2', '1000000000000000000 1000000000000000000', '  0     0  '])
      expect(text).not.toContain(input);
    // The sample case still shows the submitter's line.
    expect(leak.cases[0]!.diff).toMatchObject({ line: 1, expected: '8', actual: "'3 5\\n'" });
  });

  it('runners die with the fake API: after kill -9, none is left', async () => {
    const server = await startServer(['--state', 'memory', '--quiet'], { SHUI_JUDGE_NAMESPACES: env });
    try {
      const login = await post(`${server.url}/sys/login`, {
        username: 'student',
        password: 'Shui@2025',
        checked: true,
      });
      const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
      const res = await post(
        `${server.url}${endpoints.questionSubmit.path}`,
        { questionId: 1, code: 'while True:\n    pass\n' },
        token,
      );
      expect(res.status).toBe(200);
      // Its runners: the processes below the fake API that run a runner file (the spare one too). The
      // one that runs the endless loop is at nice 15 (runners run submitted code at nice 15, below the
      // ones loading at 10): killed once the loop runs, not while runners are still starting.
      const runners = () =>
        descendants(server.child.pid!).filter((pid) => commandOf(pid).includes(JUDGE_DIR));
      let found: number[] = [];
      await until(() => (found = runners()).some((pid) => niceOf(pid) === 15), 50);
      server.child.kill('SIGKILL');
      // Gone however long the kernel and the watchdog take: the test's own timeout is the only limit.
      await until(() => !found.some(alive), 50);
      expect(found.filter(alive)).toEqual([]);
    } finally {
      await server.stop('SIGKILL');
    }
  });
});

/** Every process below `root` (Linux /proc). */
function descendants(root: number): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent !== pid) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

/** A process's nice value, or undefined once it is gone. */
const niceOf = (pid: number) => {
  try {
    return getPriority(pid);
  } catch {
    return undefined;
  }
};

/** Alive and not a zombie. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}
