import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTranslations } from '../../../lib/testing/load-translations';
import { caseResult, submission } from '../testing/samples';
import { VerdictView } from './verdict-view';

beforeAll(() => loadTranslations('practice'));

const cases = () => within(screen.getByRole('list', { name: '各测试点结果' })).getAllByRole('listitem');

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
    const { unmount: unmountRows } = render(
      <VerdictView
        submission={submission(8, {
          type: 'sql',
          verdict: 'wrong-answer',
          total: 2,
          passed: 0,
          cases: [
            caseResult(1, {
              verdict: 'wrong-answer',
              output: 'id | name\n1 | 张伟',
              diff: { line: 1, expected: '2 | 李娜', actual: '1 | 张伟' },
            }),
            caseResult(2, {
              sample: false,
              verdict: 'wrong-answer',
              diff: { line: 3, expected: null, actual: null },
            }),
          ],
        })}
      />,
    );
    expect(cases()[0]).toHaveTextContent('第 1 行不同： 期望 2 | 李娜 实际 1 | 张伟');
    expect(cases()[1]).toHaveTextContent('第一处不同在第 3 行。');
    expect(cases()[1]).not.toHaveTextContent('张伟');
    unmountRows();
    render(<VerdictView submission={submission(6, { verdict: 'system-error', passed: 0, cases: [] })} />);
    expect(screen.getByText('判题服务出错，本次提交不计入，请重新提交。')).toBeInTheDocument();
    expect(screen.queryByText(/未运行/)).toBeNull();
  });
});
