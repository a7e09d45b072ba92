import { render, screen, within } from '@testing-library/react';
import type { SqlDiff } from '@shui/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { loadTranslations } from '../../../lib/testing/load-translations';
import { caseResult, submission } from '../testing/samples';
import { VerdictView } from './verdict-view';

beforeAll(() => loadTranslations('practice'));

const cases = (name = '各测试点结果') => within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('the verdict of a submission', () => {
  it('shows a wrong answer: the sample case in, expected and out, and the first line that differs; a hidden case only its number', () => {
    render(
      <VerdictView
        submission={submission(3, {
          verdict: 'wrong-answer',
          passed: 1,
          timeMs: 19,
          cases: [
            caseResult(1, {
              verdict: 'wrong-answer',
              input: '3 5\n',
              expected: '8\n',
              output: '35\n',
              diff: { line: 1, expected: '8', actual: '35' },
            }),
            caseResult(2, { sample: false }),
            caseResult(3, {
              sample: false,
              verdict: 'wrong-answer',
              diff: { line: 2, expected: null, actual: null },
            }),
            caseResult(4, { sample: false }),
          ],
        })}
      />,
    );
    expect(screen.getByText('答案错误', { selector: '.shui-verdict__summary *' })).toBeInTheDocument();
    expect(screen.getByText('通过 1 / 4 个测试点')).toBeInTheDocument();
    expect(screen.getByText('最长用时 19 毫秒')).toBeInTheDocument();
    const [first, second, third] = cases();
    expect(first).toHaveTextContent('测试点 1样例答案错误');
    expect(first).toHaveTextContent('第 1 行不同： 期望 8 实际 35');
    expect(within(first!).getByLabelText('输入')).toHaveTextContent('3 5');
    expect(within(first!).getByLabelText('期望输出')).toHaveTextContent('8');
    expect(within(first!).getByLabelText('你的输出')).toHaveTextContent('35');
    expect(second).toHaveTextContent('测试点 2隐藏测试点通过');
    expect(within(second!).queryByLabelText('输入')).toBeNull();
    // A hidden case says where its output first differs, never what: no expected and no submitted line.
    expect(within(third!).getByText('第一处不同在第 2 行。')).toHaveClass('shui-verdict__diff');
    expect(third).not.toHaveTextContent('行不同：');
    expect(third).not.toHaveTextContent('期望');
    expect(third).not.toHaveTextContent('实际');
    expect(third!.querySelector('code')).toBeNull();
    expect(within(third!).queryByLabelText('你的输出')).toBeNull();
  });

  it('shows a memory limit, with the limit, in the summary and on the case', () => {
    render(
      <VerdictView
        submission={submission(7, {
          verdict: 'memory-limit',
          passed: 1,
          cases: [caseResult(1), caseResult(2, { sample: false, verdict: 'memory-limit', timeMs: 340 })],
        })}
      />,
    );
    expect(screen.getByText('超出内存限制', { selector: '.shui-verdict__summary *' })).toBeInTheDocument();
    const [, second] = cases();
    expect(second).toHaveTextContent('测试点 2隐藏测试点超出内存限制');
    expect(second).toHaveClass('shui-verdict__case--memory-limit');
    expect(within(second!).getByText('程序使用的内存超过 256 MiB，已停止。')).toBeInTheDocument();
    expect(within(cases()[0]!).queryByText(/内存/)).toBeNull();
  });

  it('shows the traceback of a runtime error and says which cases were not run after a time limit', () => {
    render(
      <VerdictView
        submission={submission(4, {
          verdict: 'runtime-error',
          passed: 0,
          cases: [
            caseResult(1, {
              verdict: 'runtime-error',
              error: 'Traceback (most recent call last):\n  File "main.py", line 1\nValueError: bad',
            }),
            caseResult(2, { sample: false, verdict: 'time-limit', timeMs: 2000 }),
          ],
        })}
      />,
    );
    expect(within(cases()[0]!).getByLabelText('错误信息')).toHaveTextContent('ValueError: bad');
    expect(cases()[1]).toHaveTextContent('超出时间限制');
    expect(screen.getByText('其余 2 个测试点未运行。')).toBeInTheDocument();
  });

  it('names the two databases of an SQL verdict, and says a system error does not count', () => {
    const { unmount } = render(
      <VerdictView
        submission={submission(5, {
          type: 'sql',
          total: 2,
          passed: 2,
          cases: [caseResult(1, { output: 'id | name\n1 | 张伟' }), caseResult(2, { sample: false })],
        })}
      />,
    );
    expect(cases()[0]).toHaveTextContent('示例数据库');
    expect(cases()[1]).toHaveTextContent('隐藏数据库');
    unmount();
    render(<VerdictView submission={submission(6, { verdict: 'system-error', passed: 0, cases: [] })} />);
    expect(screen.getByText('判题服务出错，本次提交不计入，请重新提交。')).toBeInTheDocument();
    expect(screen.queryByText(/未运行/)).toBeNull();
  });
});

const sqlDiff = (overrides: Partial<SqlDiff>): SqlDiff => ({
  kind: 'rows',
  expectedColumns: ['id', 'name', 'city'],
  actualColumns: ['id', 'name', 'city'],
  expectedRowCount: 5,
  actualRowCount: 5,
  missingCount: 0,
  extraCount: 0,
  missing: [],
  extra: [],
  position: null,
  ...overrides,
});

const sqlVerdict = (first: Partial<SqlDiff>, second: Partial<SqlDiff>) =>
  submission(9, {
    type: 'sql',
    verdict: 'wrong-answer',
    total: 2,
    passed: 0,
    cases: [
      caseResult(1, {
        verdict: 'wrong-answer',
        expected: 'id | name | city\n1 | 张伟 | 上海\n2 | 李娜 | 杭州',
        output: 'id | name\n1 | 张伟',
        sqlDiff: sqlDiff(first),
      }),
      caseResult(2, {
        sample: false,
        verdict: 'wrong-answer',
        sqlDiff: sqlDiff({ ...second, missing: null, extra: null }),
      }),
    ],
  });

describe('the verdict of an SQL query', () => {
  afterEach(() => i18n.changeLanguage('zh'));

  it("says the columns differ, how many and which, and shows the expected result beside the caller's", () => {
    const columns: Partial<SqlDiff> = { kind: 'columns', actualColumns: ['id', 'name'] };
    render(<VerdictView submission={sqlVerdict(columns, columns)} />);
    const [sample, hidden] = cases();
    const line = '列不同：期望 3 列（id, name, city），实际 2 列（id, name）。';
    expect(within(sample!).getByText(line)).toHaveClass('shui-verdict__diff');
    expect(within(sample!).getByLabelText('期望输出')).toHaveTextContent('id | name | city 1 | 张伟 | 上海');
    expect(within(sample!).getByLabelText('你的输出')).toHaveTextContent('id | name 1 | 张伟');
    // The columns are no secret on the hidden database either (they are in the statement).
    expect(within(hidden!).getByText(line)).toBeInTheDocument();
    expect(sample).not.toHaveTextContent('行不同');
  });

  it('says how many rows were expected and returned, which are missing and which not expected', () => {
    render(
      <VerdictView
        submission={sqlVerdict(
          {
            actualRowCount: 10,
            missingCount: 1,
            extraCount: 6,
            missing: ['3 | 王磊 | 南京'],
            extra: [
              '6 | 杨帆 | 北京',
              '7 | 赵敏 | 上海',
              '8 | 黄晓明 | 广州',
              '9 | 周婷 | 杭州',
              '10 | 吴昊 | 成都',
            ],
          },
          { actualRowCount: 23, extraCount: 18 },
        )}
      />,
    );
    const [sample, hidden] = cases();
    expect(within(sample!).getByText('行数不同：期望 5 行，实际 10 行。')).toBeInTheDocument();
    expect(within(sample!).getByLabelText('缺少的行（共 1 行）')).toHaveTextContent(/^3 \| 王磊 \| 南京$/);
    const extra = within(sample!).getByLabelText('多出的行（共 6 行）');
    expect(extra.textContent).toBe(
      '6 | 杨帆 | 北京\n7 | 赵敏 | 上海\n8 | 黄晓明 | 广州\n9 | 周婷 | 杭州\n10 | 吴昊 | 成都\n……另有 1 行',
    );
    // The hidden database: the counts, never a row.
    expect(within(hidden!).getByText('行数不同：期望 5 行，实际 23 行。')).toBeInTheDocument();
    expect(within(hidden!).getByText('缺少 0 行，多出 18 行；隐藏数据库的行不显示。')).toBeInTheDocument();
    expect(within(hidden!).queryByLabelText(/多出的行|缺少的行|期望输出|你的输出/)).toBeNull();
  });

  it('says when as many rows are not the same rows', () => {
    render(
      <VerdictView
        submission={sqlVerdict(
          { missingCount: 1, extraCount: 1, missing: ['2 | 李娜 | NULL'], extra: ['2 | 李娜 | 北京'] },
          { missingCount: 2, extraCount: 2 },
        )}
      />,
    );
    const [sample, hidden] = cases();
    expect(sample).toHaveTextContent('行数相同（都是 5 行），但行的内容不同。');
    expect(within(sample!).getByLabelText('缺少的行（共 1 行）')).toHaveTextContent('2 | 李娜 | NULL');
    expect(within(sample!).getByLabelText('多出的行（共 1 行）')).toHaveTextContent('2 | 李娜 | 北京');
    expect(hidden).toHaveTextContent('缺少 2 行，多出 2 行；隐藏数据库的行不显示。');
  });

  it('says the right rows came in the wrong order, and from which row', () => {
    render(
      <VerdictView submission={sqlVerdict({ kind: 'order', position: 2 }, { kind: 'order', position: 4 })} />,
    );
    const [sample, hidden] = cases();
    expect(within(sample!).getByText('行都对，但顺序不对：第 2 行起与期望不同。')).toBeInTheDocument();
    expect(within(hidden!).getByText('行都对，但顺序不对：第 4 行起与期望不同。')).toBeInTheDocument();
  });

  it("speaks the student's language", async () => {
    await i18n.changeLanguage('en');
    render(
      <VerdictView
        submission={sqlVerdict(
          { actualRowCount: 10, extraCount: 5, extra: ['6 | 杨帆 | 北京'] },
          { kind: 'columns', actualColumns: ['id'] },
        )}
      />,
    );
    const [sample, hidden] = cases('Results by test case');
    expect(sample).toHaveTextContent('Row count differs: expected 5, got 10.');
    expect(within(sample!).getByLabelText('Rows not expected (5)')).toHaveTextContent('… and 4 more');
    expect(hidden).toHaveTextContent('Columns differ: expected 3 (id, name, city), got 1 (id).');
  });
});

describe('the times and errors of a verdict', () => {
  it('shows a time under the judge\'s 10 ms step as "< 10 ms", sample or hidden, and in the summary', () => {
    render(
      <VerdictView
        submission={submission(10, {
          timeMs: 0,
          cases: [
            caseResult(1, { timeMs: 0 }),
            caseResult(2, { sample: false, timeMs: 0 }),
            caseResult(3, { sample: false, timeMs: 30 }),
          ],
          total: 3,
          passed: 3,
        })}
      />,
    );
    expect(screen.getByText('最长用时 < 10 毫秒')).toBeInTheDocument();
    const [first, second, third] = cases();
    expect(first).toHaveTextContent('< 10 毫秒');
    expect(second).toHaveTextContent('测试点 2隐藏测试点通过< 10 毫秒');
    expect(second).not.toHaveTextContent(/通过0 毫秒/);
    expect(third).toHaveTextContent('30 毫秒');
  });

  it('says a program that read past the given input did so, and keeps the traceback', () => {
    const eof =
      'Traceback (most recent call last):\n  File "main.py", line 2, in <module>\nEOFError: EOF when reading a line';
    render(
      <VerdictView
        submission={submission(11, {
          verdict: 'runtime-error',
          passed: 0,
          cases: [
            caseResult(1, { verdict: 'runtime-error', error: eof }),
            caseResult(2, {
              sample: false,
              verdict: 'runtime-error',
              error: 'Traceback (most recent call last):\nValueError: bad',
            }),
          ],
        })}
      />,
    );
    const [first, second] = cases();
    expect(
      within(first!).getByText('程序读取的输入比本测试点给出的多：input() 已读到输入末尾。'),
    ).toHaveClass('shui-verdict__diff');
    expect(within(first!).getByLabelText('错误信息')).toHaveTextContent('EOFError: EOF when reading a line');
    expect(second).not.toHaveTextContent('input()');
  });
});
