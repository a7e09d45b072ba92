import { describe, expect, it } from 'vitest';
import { endpoints } from '@shui/contract';
import { startFakeApi } from './harness';
import { submit, verdictOf, judged, usePracticeJudge } from './practice-helpers';

usePracticeJudge();

describe('the judge', () => {
  it('a wrong then a right Python answer: the first differing line, then accepted', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const wrong = await judged(api, token, 1, 'a, b = input().split()\nprint(a + b)\n');
    expect(wrong).toMatchObject({ verdict: 'wrong-answer', status: 'tried', total: 4 });
    expect(wrong.cases[0]).toMatchObject({
      sample: true,
      verdict: 'wrong-answer',
      input: '3 5\n',
      expected: '8\n',
      output: '35\n',
      diff: { line: 1, expected: '8', actual: '35' },
    });
    // A hidden case tells where the output differs, not what: neither line is shown.
    const hidden = await judged(
      api,
      token,
      1,
      'a, b = map(int, input().split())\nprint(0 if a == -7 else a + b)\n',
    );
    expect(hidden.verdict).toBe('wrong-answer');
    expect(hidden.cases[1]).toMatchObject({
      sample: false,
      verdict: 'wrong-answer',
      input: null,
      expected: null,
      output: null,
      diff: { line: 1, expected: null, actual: null },
    });
    const right = await judged(api, token, 1, 'a, b = map(int, input().split())\nprint(a + b)\n');
    expect(right).toMatchObject({ verdict: 'accepted', status: 'solved', passed: 4, total: 4 });
    expect(right.cases.filter((c) => !c.sample).every((c) => c.input === null && c.expected === null)).toBe(
      true,
    );
  });

  it('an endless loop gets a time limit while the fake API keeps answering', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const res = await submit(api, token, { questionId: 1, code: 'while True:\n    pass\n' });
    const id = res.body.data.submissionId as number;
    // While the runner spins, other calls are answered at once (the judge is another process).
    for (let i = 0; i < 5; i += 1) {
      const me = await api.call('GET', endpoints.currentUser.path, { token });
      expect(me.body.respCode).toBe(20000);
    }
    const loop = await verdictOf(api, token, id);
    expect(loop.verdict).toBe('time-limit');
    expect(loop.cases).toHaveLength(1);
    expect(loop.total).toBe(4);
  });

  it('a huge output, a syntax error and a runtime error each get their verdict', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const huge = await judged(api, token, 1, 'while True:\n    print("x" * 1000)\n');
    expect(huge.verdict).toBe('output-limit');
    const syntax = await judged(api, token, 1, 'print(1\n');
    expect(syntax.verdict).toBe('compile-error');
    expect(syntax.cases[0]!.error).toMatch(/SyntaxError/);
    const crash = await judged(api, token, 1, 'x = int(input())\n');
    expect(crash.verdict).toBe('runtime-error');
    expect(crash.cases[0]!.error).toMatch(/File "main.py", line 1[\s\S]*ValueError/);
    expect(crash.cases[0]!.error).not.toMatch(/_pyodide|site-packages/);
  });

  it('SQL: a wrong then a right query, compared as sets; a bad statement is a compile error', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const wrong = await judged(api, token, 24, "SELECT id, name FROM students WHERE class_name = '数据2301'");
    expect(wrong.verdict).toBe('wrong-answer');
    // The columns first: how many, and which, on both databases (they are in the statement anyway).
    const columns = {
      kind: 'columns',
      expectedColumns: ['id', 'name', 'city'],
      actualColumns: ['id', 'name'],
      position: null,
    };
    expect(wrong.cases[0]).toMatchObject({ verdict: 'wrong-answer', diff: null, sqlDiff: columns });
    // The sample database shows the expected result beside the caller's.
    expect(wrong.cases[0]!.expected).toBe(
      'id | name | city\n1 | 张伟 | 上海\n2 | 李娜 | 杭州\n3 | 王磊 | 南京\n4 | 刘洋 | 上海\n5 | 陈静 | NULL',
    );
    expect(wrong.cases[0]!.output).toMatch(/^id \| name\n1 \| 张伟\n/);
    expect(wrong.cases[1]).toMatchObject({
      verdict: 'wrong-answer',
      expected: null,
      output: null,
      diff: null,
      sqlDiff: { ...columns, missing: null, extra: null },
    });
    const right = await judged(
      api,
      token,
      24,
      "select name is not null and 1 as x, 1 from students limit 0; SELECT id, name, city FROM students WHERE class_name = '数据2301' ORDER BY id DESC",
    );
    expect(right).toMatchObject({ verdict: 'accepted', passed: 2, total: 2 });
    expect(right.cases[0]!.output).toMatch(/^id \| name \| city/);
    expect(right.cases[1]!.output).toBeNull();
    const bad = await judged(api, token, 24, 'SELEC * FROM students');
    expect(bad.verdict).toBe('compile-error');
    expect(bad.cases[0]!.error).toMatch(/syntax error/);
  });

  it('SQL: rows too many, rows missing, and the right rows in the wrong order; a hidden database shows counts only', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const everyone = await judged(api, token, 24, 'SELECT id, name, city FROM students');
    expect(everyone.cases[0]!.sqlDiff).toEqual({
      kind: 'rows',
      expectedColumns: ['id', 'name', 'city'],
      actualColumns: ['id', 'name', 'city'],
      expectedRowCount: 5,
      actualRowCount: 20,
      missingCount: 0,
      extraCount: 15,
      missing: [],
      extra: [
        '6 | 杨帆 | 北京',
        '7 | 赵敏 | 上海',
        '8 | 黄晓明 | 广州',
        '9 | 周婷 | 杭州',
        '10 | 吴昊 | 成都',
      ],
      position: null,
    });
    // The hidden database: the kind and the counts, no row, and nothing of its data anywhere in the case.
    const hidden = everyone.cases[1]!;
    expect(hidden).toMatchObject({
      sample: false,
      verdict: 'wrong-answer',
      expected: null,
      output: null,
      sqlDiff: {
        kind: 'rows',
        expectedRowCount: 5,
        actualRowCount: 23,
        extraCount: 18,
        missing: null,
        extra: null,
      },
    });
    expect(JSON.stringify(hidden)).not.toMatch(/钱思远|葛优优|宁波/);

    const oneShort = await judged(
      api,
      token,
      24,
      "SELECT id, name, city FROM students WHERE class_name = '数据2301' AND id <> 3",
    );
    expect(oneShort.cases[0]!.sqlDiff).toMatchObject({
      kind: 'rows',
      expectedRowCount: 5,
      actualRowCount: 4,
      missingCount: 1,
      missing: ['3 | 王磊 | 南京'],
      extraCount: 0,
    });
    expect(oneShort.cases[1]!.sqlDiff).toMatchObject({ kind: 'rows', missingCount: 1, missing: null });

    // Question 25 asks for an order: the same rows backwards say where the order first differs.
    const backwards = await judged(
      api,
      token,
      25,
      'SELECT name, class_name FROM students WHERE enrolled_year = 2024 ORDER BY id DESC',
    );
    expect(backwards.verdict).toBe('wrong-answer');
    expect(backwards.cases[0]!.sqlDiff).toMatchObject({ kind: 'order', position: 1, missingCount: 0 });
    expect(backwards.cases[1]!.sqlDiff).toMatchObject({ kind: 'order', position: 1, missing: null });
  });

  it('SQL: a query that returns no row still names its columns, in the output and the verdict', async () => {
    const api = startFakeApi();
    const token = await api.login();
    // The right columns, no row: the header is shown and the rows are what differs.
    const none = await judged(
      api,
      token,
      24,
      "SELECT id, name, city FROM students WHERE class_name = '没有这个班'",
    );
    expect(none.cases[0]).toMatchObject({
      verdict: 'wrong-answer',
      output: 'id | name | city',
      sqlDiff: { kind: 'rows', actualColumns: ['id', 'name', 'city'], actualRowCount: 0, missingCount: 5 },
    });
    // Too few columns and no row: the columns are what differs, as with rows.
    const narrow = await judged(api, token, 24, 'SELECT id, name FROM students WHERE 0');
    expect(narrow.cases[0]).toMatchObject({
      output: 'id | name',
      sqlDiff: { kind: 'columns', expectedColumns: ['id', 'name', 'city'], actualColumns: ['id', 'name'] },
    });
    expect(narrow.cases[1]!.sqlDiff).toMatchObject({ kind: 'columns', actualColumns: ['id', 'name'] });
    // A statement that answers no table at all names no column: not a result with no row.
    const noTable = await judged(api, token, 24, 'DELETE FROM scores');
    expect(noTable.cases[0]!.sqlDiff).toMatchObject({ kind: 'columns', actualColumns: [] });
    // The last statement with columns is the result, even with no row, and an empty statement (;;) or a
    // comment between statements does not end the query.
    const last = await judged(
      api,
      token,
      24,
      "SELECT id, name, city FROM students WHERE class_name = '数据2301';; /* next */ ; SELECT 1 AS x WHERE 0; -- done",
    );
    expect(last.cases[0]).toMatchObject({ output: 'x', sqlDiff: { kind: 'columns', actualColumns: ['x'] } });
    const right = await judged(
      api,
      token,
      24,
      "SELECT 1 AS x WHERE 0;; -- first\n; SELECT id, name, city FROM students WHERE class_name = '数据2301'",
    );
    expect(right).toMatchObject({ verdict: 'accepted', passed: 2, total: 2 });
  });

  it('a runaway SQL query gets a time limit', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const runaway = await judged(
      api,
      token,
      24,
      'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n',
    );
    expect(runaway.verdict).toBe('time-limit');
  });

  it('a judge that is down answers 503; a slow one keeps the submission judging', async () => {
    const api = startFakeApi();
    const token = await api.login();
    api.store.updateSettings({ judgeAvailable: false });
    const down = await submit(api, token, { questionId: 24, code: 'SELECT 1' });
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ respCode: 50300, respMsg: '判题服务暂不可用，请稍后再提交' });
    const choice = await submit(api, token, { questionId: 4, answer: 'C' });
    expect(choice.body.data.verdict).toBe('accepted');

    api.store.updateSettings({ judgeAvailable: true, judgeDelayMs: 400 });
    const slow = await submit(api, token, {
      questionId: 24,
      code: "SELECT id, name, city FROM students WHERE class_name = '数据2301'",
    });
    const id = slow.body.data.submissionId as number;
    const soon = await api.call('GET', endpoints.questionSubmission.path, {
      token,
      query: { submissionId: id },
    });
    expect(soon.body.data.verdict).toBe('judging');
    expect((await verdictOf(api, token, id)).verdict).toBe('accepted');
  });
});
