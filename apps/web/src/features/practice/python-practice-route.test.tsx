import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { draftKey } from './code-draft';
import type { PythonMessage } from './runner/protocol';
import { TimedWorker } from './runner/timed-worker';
import { FakeWorker } from './testing/fake-worker';
import {
  calls,
  editor,
  failure,
  ok,
  output,
  renderPractice,
  runStatus,
  serve,
  setUpPracticeSuite,
  toast,
} from './testing/practice-harness';
import { caseResult, choiceDetail, detail, page, submission } from './testing/samples';

setUpPracticeSuite({ loggedIn: true });

/**
 * A Python runner whose worker loads its runtime as soon as it is made (3 MB of 12 downloaded, then
 * ready, unless `ready` is false) and answers each run with `answer`.
 */
function pythonRunner(
  answer: (job: Record<string, unknown>, worker: FakeWorker) => void,
  limitMs = 5_000,
  { ready = true } = {},
) {
  const workers: FakeWorker[] = [];
  const make = () =>
    new TimedWorker<PythonMessage>(() => {
      const worker = new FakeWorker().loads(
        [{ type: 'loading', loaded: 3 * 1024 * 1024, total: 12 * 1024 * 1024 }],
        ready,
      );
      worker.respond = (job) => answer(job, worker);
      workers.push(worker);
      return worker;
    }, limitMs);
  return { make, workers };
}

const python = () => detail(1, { title: '两数之和' });

describe('the practice page of a Python question', () => {
  it('opens with the stored draft and runs it in the worker on the sample input, output and all', async () => {
    localStorage.setItem(draftKey(7, 1), 'a, b = input().split()\nprint(a + b)\n');
    serve({
      'GET /portal/question/detail': () => ok(python()),
      'GET /portal/question/submissions': () => ok(page([])),
    });
    const runner = pythonRunner((job, worker) => {
      worker.emit({ type: 'started', id: job.id });
      worker.emit({ type: 'output', id: job.id, stream: 'stdout', text: '35\n' });
      worker.emit({ type: 'output', id: job.id, stream: 'stderr', text: 'careful\n' });
      worker.emit({ type: 'finished', id: job.id, status: 'ok', error: '', timeMs: 45 });
    });
    const user = userEvent.setup();
    renderPractice('/pythonPractice/1', { python: runner.make });
    expect(await screen.findByRole('heading', { level: 1, name: '#1 两数之和' })).toBeInTheDocument();
    expect(editor()).toHaveTextContent('a, b = input().split()print(a + b)');
    expect(screen.getByRole('textbox', { name: /^输入/ })).toHaveValue('3 5\n');
    // The runtime loads as soon as the page is idle, before any Run.
    await waitFor(() => expect(runStatus()).toHaveTextContent('尚未运行'));
    expect(runner.workers).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: '运行' }));
    await waitFor(() => expect(runStatus()).toHaveTextContent('运行结束，用时 45 毫秒'));
    expect(output()).toHaveTextContent('35 careful');
    expect(within(output()).getByText('careful')).toHaveClass('shui-run__stderr');
    expect(runner.workers[0]!.sent).toEqual([
      {
        type: 'run',
        id: 1,
        code: 'a, b = input().split()\nprint(a + b)\n',
        stdin: '3 5\n',
        outputLimit: 100_000,
      },
    ]);
  });

  it('shows the download while the runtime loads, and Ctrl+Enter queues a run behind it', async () => {
    serve({
      'GET /portal/question/detail': () => ok(python()),
      'GET /portal/question/submissions': () => ok(page([])),
    });
    // This worker's download stays at 3 MB of 12: the page shows how far it is.
    const runner = pythonRunner(() => {}, 5_000, { ready: false });
    renderPractice('/pythonPractice/1', { python: runner.make });
    const stdin = await screen.findByRole('textbox', { name: /^输入/ });
    fireEvent.keyDown(stdin, { key: 'Enter', ctrlKey: true });
    await waitFor(() =>
      expect(runStatus()).toHaveTextContent(
        '运行已排队，Python 就绪后立即开始。正在下载 Python 运行环境（3.0 / 12.0 MB）…',
      ),
    );
    expect(screen.getByRole('progressbar', { name: 'Python 运行环境加载进度' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByRole('button', { name: '停止' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '停止' }));
    await waitFor(() => expect(runStatus()).toHaveTextContent('已停止运行。'));
    // Stopping a run that had not started keeps the download going.
    expect(runner.workers[0]!.terminated).toBe(false);
    expect(runner.workers[0]!.sent).toEqual([]);
  });

  it('stops a run past the time limit and says why; a traceback shows in the console', async () => {
    serve({
      'GET /portal/question/detail': () => ok(python()),
      'GET /portal/question/submissions': () => ok(page([])),
    });
    let runs = 0;
    const runner = pythonRunner((job, worker) => {
      runs += 1;
      worker.emit({ type: 'started', id: job.id });
      if (runs === 2)
        worker.emit({
          type: 'finished',
          id: job.id,
          status: 'error',
          error: 'Traceback (most recent call last):\n  File "main.py", line 1\nValueError: bad',
          timeMs: 3,
        });
    }, 200);
    const user = userEvent.setup();
    renderPractice('/pythonPractice/1', { python: runner.make });
    await user.click(await screen.findByRole('button', { name: '运行' }));
    await waitFor(() =>
      expect(runStatus()).toHaveTextContent(
        '运行超过 0.2 秒，已停止。请检查是否有死循环，或程序是否在等待更多输入。',
      ),
    );
    expect(runner.workers[0]!.terminated).toBe(true);

    await user.click(screen.getByRole('button', { name: '运行' }));
    await waitFor(() => expect(runStatus()).toHaveTextContent('运行出错'));
    expect(output()).toHaveTextContent('ValueError: bad');
    // A new worker after the one the time limit stopped.
    expect(runner.workers).toHaveLength(2);
  });

  it('submits the code, shows "judging" while it polls, then the verdict; the history opens older ones', async () => {
    localStorage.setItem(draftKey(7, 1), 'print(8)\n');
    let polls = 0;
    const judged = submission(2, {
      verdict: 'wrong-answer',
      passed: 3,
      code: 'print(8)\n',
      cases: [
        caseResult(1, { input: '3 5\n', expected: '8\n', output: '8\n' }),
        caseResult(2, {
          sample: false,
          verdict: 'wrong-answer',
          diff: { line: 1, expected: null, actual: null },
        }),
      ],
      status: 'tried',
    });
    const older = submission(1, {
      verdict: 'compile-error',
      passed: 0,
      code: 'print(\n',
      cases: [caseResult(1, { verdict: 'compile-error', error: 'SyntaxError: bad' })],
    });
    let history = [older];
    serve({
      'GET /portal/question/detail': () => ok(python()),
      'GET /portal/question/submissions': () => ok(page(history)),
      'POST /portal/question/submit': () => {
        history = [{ ...judged, verdict: 'judging', cases: [] }, older];
        return ok({ ...judged, verdict: 'judging', cases: [], passed: 0 });
      },
      'GET /portal/question/submission': ({ query }) => {
        if (query.submissionId === '1') return ok(older);
        polls += 1;
        if (polls < 2) return ok({ ...judged, verdict: 'judging', cases: [], passed: 0 });
        history = [judged, older];
        return ok(judged);
      },
    });
    const user = userEvent.setup();
    renderPractice('/pythonPractice/1', { python: pythonRunner(() => {}).make });
    await user.click(await screen.findByRole('button', { name: '提交评测' }));
    expect(calls('/portal/question/submit')[0]?.body).toEqual({ questionId: 1, code: 'print(8)\n' });
    expect(await screen.findByText('判题中…')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '评测', selected: true })).toBeInTheDocument();

    const shown = () => screen.getByRole('region', { name: /^提交 #2/ });
    await waitFor(
      () => expect(within(shown()).getByRole('status')).toHaveTextContent('答案错误通过 3 / 4 个测试点'),
      {
        timeout: 8_000,
      },
    );
    expect(within(shown()).getByText('第一处不同在第 1 行。')).toBeInTheDocument();
    expect(polls).toBe(2);

    // The history: the older one opens, and its code goes back into the editor.
    const rows = within(screen.getByRole('list', { name: '提交记录' }));
    await waitFor(() => expect(rows.getAllByRole('listitem')).toHaveLength(2));
    await user.click(rows.getByRole('button', { name: '查看提交 #1' }));
    const olderShown = await screen.findByRole('region', { name: /^提交 #1/ });
    expect(within(olderShown).getByText('SyntaxError: bad')).toBeInTheDocument();
    await user.click(within(olderShown).getByRole('button', { name: '载入到编辑器' }));
    expect(editor()).toHaveTextContent('print(');
    expect(screen.getByText('已载入提交 #1 的代码。')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(draftKey(7, 1))).toBe('print(\n'));
  });

  it('says the judge is down (503) or busy (429), and keeps the code', async () => {
    localStorage.setItem(draftKey(7, 1), 'print(8)\n');
    let status = 503;
    serve({
      'GET /portal/question/detail': () => ok(python()),
      'GET /portal/question/submissions': () => ok(page([])),
      'POST /portal/question/submit': () =>
        status === 503
          ? failure(503, 50300, '判题服务暂不可用，请稍后再提交')
          : failure(429, 42900, '你已有 2 份提交在判题中，请等待结果后再提交'),
    });
    const user = userEvent.setup();
    renderPractice('/pythonPractice/1', { python: pythonRunner(() => {}).make });
    await user.click(await screen.findByRole('button', { name: '提交评测' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('判题服务暂不可用，请稍后再提交');
    expect(alert).toHaveTextContent('代码仍保留在编辑器中。');
    expect(toast).toHaveBeenCalledWith('判题服务暂不可用，请稍后再提交');
    expect(editor()).toHaveTextContent('print(8)');

    status = 429;
    await user.click(within(alert).getByRole('button', { name: '再次提交' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('你已有 2 份提交在判题中，请等待结果后再提交'),
    );
    expect(calls('/portal/question/submit')).toHaveLength(2);
  });

  it('sends a choice question to its detail page', async () => {
    serve({ 'GET /portal/question/detail': () => ok(choiceDetail(4)) });
    const router = renderPractice('/pythonPractice/4');
    await waitFor(() => expect(router.state.location.pathname).toBe('/question/questionDetail'));
    expect(router.state.location.search).toBe('?questionId=4');
  });
});
