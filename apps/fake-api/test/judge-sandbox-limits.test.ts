import { describe, expect, it } from 'vitest';
import { endpoints } from '@shui/contract';
import { post, startServer } from './spawn';
import { until } from './until';
import {
  JUDGE_DIR,
  modes,
  probeQuestion,
  useHostileCodeJudge,
  submit,
  verdict,
  judged,
  descendants,
  commandOf,
  niceOf,
  alive,
} from './judge-sandbox-helpers';

/** The judge's limits against hostile code, in both containment modes (judge-sandbox-helpers.ts). */
describe.each(modes)('the judge against hostile code ($mode)', ({ mode, env }) => {
  useHostileCodeJudge(mode, env);

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
