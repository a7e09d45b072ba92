import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PythonMessage, SqlMessage } from './runner/protocol';
import { TimedWorker } from './runner/timed-worker';
import { FakeWorker } from './testing/fake-worker';
import { ok, output, renderPractice, runStatus, serve, setUpPracticeSuite } from './testing/practice-harness';
import { detail, page } from './testing/samples';

setUpPracticeSuite({ loggedIn: true });

const MB = 1024 * 1024;

function servePython() {
  serve({
    'GET /portal/question/detail': () => ok(detail(1, { title: '两数之和' })),
    'GET /portal/question/submissions': () => ok(page([])),
  });
}

/** Fake Python workers whose loading the test drives (`workers[i].emit(...)`), each answering runs with `answer`. */
function pythonWorkers(answer: (job: Record<string, unknown>, worker: FakeWorker) => void = () => {}) {
  const workers: FakeWorker[] = [];
  const make = () =>
    new TimedWorker<PythonMessage>(
      () => {
        const worker = new FakeWorker();
        worker.respond = (job) => answer(job, worker);
        workers.push(worker);
        return worker;
      },
      5_000,
      { spare: true },
    );
  return { make, workers };
}

const finish = (worker: FakeWorker, id: unknown, text: string) => {
  worker.emit({ type: 'started', id });
  worker.emit({ type: 'output', id, stream: 'stdout', text });
  worker.emit({ type: 'finished', id, status: 'ok', error: '', timeMs: 2 });
};

describe('the Run of a Python practice page', () => {
  it('loads Python when the page is idle, before any Run, and shows the bytes, then the interpreter starting', async () => {
    servePython();
    const python = pythonWorkers((job, worker) => finish(worker, job.id, '8\n'));
    renderPractice('/pythonPractice/1', { python: python.make });
    await waitFor(() => expect(python.workers).toHaveLength(1));
    const worker = python.workers[0]!;
    worker.emit({ type: 'loading', loaded: 0, total: 13 * MB });
    await waitFor(() => expect(runStatus()).toHaveTextContent('正在下载 Python 运行环境（0.0 / 13.0 MB）…'));
    worker.emit({ type: 'loading', loaded: 6.5 * MB, total: 13 * MB });
    await waitFor(() => expect(runStatus()).toHaveTextContent('正在下载 Python 运行环境（6.5 / 13.0 MB）…'));
    expect(screen.getByRole('progressbar', { name: 'Python 运行环境加载进度' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    // Before any Run the load is shown, not announced.
    expect(runStatus()).toHaveAttribute('aria-live', 'off');
    worker.emit({ type: 'loading', loaded: 13 * MB, total: 13 * MB });
    worker.emit({ type: 'starting' });
    await waitFor(() => expect(runStatus()).toHaveTextContent('正在启动 Python 解释器…'));
    worker.emit({ type: 'loaded' });
    await waitFor(() => expect(runStatus()).toHaveTextContent('尚未运行'));

    // Ready before the Run: it runs at once.
    await userEvent.setup().click(screen.getByRole('button', { name: '运行' }));
    await waitFor(() => expect(runStatus()).toHaveTextContent('运行结束'));
    expect(runStatus()).not.toHaveAttribute('aria-live');
    expect(output()).toHaveTextContent('8');
  });

  it('queues a Run pressed while Python starts and runs it as soon as it is ready', async () => {
    servePython();
    const python = pythonWorkers((job, worker) => finish(worker, job.id, '8\n'));
    renderPractice('/pythonPractice/1', { python: python.make });
    await waitFor(() => expect(python.workers).toHaveLength(1));
    const worker = python.workers[0]!;
    worker.emit({ type: 'loading', loaded: 2 * MB, total: 13 * MB });
    await userEvent.setup().click(screen.getByRole('button', { name: '运行' }));
    await waitFor(() =>
      expect(runStatus()).toHaveTextContent(
        '运行已排队，Python 就绪后立即开始。正在下载 Python 运行环境（2.0 / 13.0 MB）…',
      ),
    );
    expect(screen.getByRole('button', { name: '停止' })).toBeInTheDocument();
    worker.emit({ type: 'starting' });
    await waitFor(() =>
      expect(runStatus()).toHaveTextContent('运行已排队，Python 就绪后立即开始。正在启动 Python 解释器…'),
    );
    expect(worker.sent).toEqual([]);
    worker.emit({ type: 'loaded' });
    await waitFor(() => expect(runStatus()).toHaveTextContent('运行结束'));
    expect(output()).toHaveTextContent('8');
    expect(worker.sent).toHaveLength(1);
  });

  it('has a spare ready after Stop: the next Run starts at once, and another spare loads', async () => {
    servePython();
    let runs = 0;
    const python = pythonWorkers((job, worker) => {
      runs += 1;
      // The first program never ends; the next ones print.
      if (runs === 1) worker.emit({ type: 'started', id: job.id });
      else finish(worker, job.id, 'done\n');
    });
    const user = userEvent.setup();
    renderPractice('/pythonPractice/1', { python: python.make });
    await waitFor(() => expect(python.workers).toHaveLength(1));
    python.workers[0]!.emit({ type: 'loaded' });
    // The spare comes when the page is idle again.
    await waitFor(() => expect(python.workers).toHaveLength(2));
    python.workers[1]!.emit({ type: 'loaded' });

    await user.click(screen.getByRole('button', { name: '运行' }));
    await waitFor(() => expect(runStatus()).toHaveTextContent('运行中…'));
    await user.click(screen.getByRole('button', { name: '停止' }));
    await waitFor(() => expect(runStatus()).toHaveTextContent('已停止运行。'));
    expect(python.workers[0]!.terminated).toBe(true);

    await user.click(screen.getByRole('button', { name: '运行' }));
    // Nothing to wait for: the spare was loaded, so the Run never queued.
    expect(runStatus()).not.toHaveTextContent('排队');
    await waitFor(() => expect(runStatus()).toHaveTextContent('运行结束'));
    expect(output()).toHaveTextContent('done');
    expect(python.workers[1]!.sent).toHaveLength(1);
    await waitFor(() => expect(python.workers).toHaveLength(3));
    expect(python.workers[2]!.terminated).toBe(false);
  });

  it('keeps the ready worker and its spare from one question to the next', async () => {
    serve({
      'GET /portal/question/detail': ({ query }) => {
        const id = Number(query.questionId);
        return ok(detail(id, { title: `第 ${id} 题`, prevId: id > 1 ? id - 1 : null }));
      },
      'GET /portal/question/submissions': () => ok(page([])),
    });
    const python = pythonWorkers((job, worker) => finish(worker, job.id, 'ok\n'));
    const user = userEvent.setup();
    renderPractice('/pythonPractice/1', { python: python.make });
    await waitFor(() => expect(python.workers).toHaveLength(1));
    python.workers[0]!.emit({ type: 'loaded' });
    await waitFor(() => expect(python.workers).toHaveLength(2));
    python.workers[1]!.emit({ type: 'loaded' });

    for (const [link, id] of [
      ['下一题', 2],
      ['下一题', 3],
      ['上一题', 2],
    ] as const) {
      await user.click(screen.getByRole('link', { name: link }));
      expect(
        await screen.findByRole('heading', { level: 1, name: `#${id} 第 ${id} 题` }),
      ).toBeInTheDocument();
      // Python is ready on the next question at once: nothing loads again.
      expect(runStatus()).toHaveTextContent('尚未运行');
      await user.click(screen.getByRole('button', { name: '运行' }));
      await waitFor(() => expect(runStatus()).toHaveTextContent('运行结束'));
    }
    expect(python.workers).toHaveLength(2);
    expect(python.workers.map((w) => w.terminated)).toEqual([false, false]);
    expect(python.workers[0]!.sent).toHaveLength(3);
  });

  it('stops a program still running when the student moves on; the spare runs the next question', async () => {
    serve({
      'GET /portal/question/detail': ({ query }) => ok(detail(Number(query.questionId))),
      'GET /portal/question/submissions': () => ok(page([])),
    });
    let runs = 0;
    const python = pythonWorkers((job, worker) => {
      runs += 1;
      // The first program never ends.
      if (runs === 1) worker.emit({ type: 'started', id: job.id });
      else finish(worker, job.id, 'next\n');
    });
    const user = userEvent.setup();
    renderPractice('/pythonPractice/1', { python: python.make });
    await waitFor(() => expect(python.workers).toHaveLength(1));
    python.workers[0]!.emit({ type: 'loaded' });
    await waitFor(() => expect(python.workers).toHaveLength(2));
    python.workers[1]!.emit({ type: 'loaded' });
    await user.click(screen.getByRole('button', { name: '运行' }));
    await waitFor(() => expect(runStatus()).toHaveTextContent('运行中…'));

    await user.click(screen.getByRole('link', { name: '下一题' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^#2 / })).toBeInTheDocument();
    expect(python.workers[0]!.terminated).toBe(true);
    expect(runStatus()).toHaveTextContent('尚未运行');
    await user.click(screen.getByRole('button', { name: '运行' }));
    await waitFor(() => expect(output()).toHaveTextContent('next'));
    expect(python.workers[1]!.sent).toHaveLength(1);
  });

  it('says when the program read more input than the Input box gives', async () => {
    servePython();
    let runs = 0;
    const python = pythonWorkers((job, worker) => {
      runs += 1;
      worker.emit({ type: 'started', id: job.id });
      worker.emit({
        type: 'finished',
        id: job.id,
        status: 'error',
        error:
          runs === 1
            ? 'Traceback (most recent call last):\n  File "main.py", line 2, in <module>\nEOFError: EOF when reading a line\n'
            : 'Traceback (most recent call last):\n  File "main.py", line 1, in <module>\nValueError: bad\n',
        timeMs: 2,
      });
    });
    const user = userEvent.setup();
    renderPractice('/pythonPractice/1', { python: python.make });
    await waitFor(() => expect(python.workers).toHaveLength(1));
    python.workers[0]!.emit({ type: 'loaded' });
    await user.click(screen.getByRole('button', { name: '运行' }));
    await waitFor(() => expect(runStatus()).toHaveTextContent('运行出错'));
    expect(output()).toHaveTextContent('EOFError: EOF when reading a line');
    const console = screen.getByRole('region', { name: '输出' });
    expect(console).toHaveTextContent(
      '程序读取的输入比“输入”框中给出的多：input() 已读到输入末尾。请补全“输入”框中的数据，或检查 input() 调用的次数。',
    );

    await user.click(screen.getByRole('button', { name: '运行' }));
    await waitFor(() => expect(output()).toHaveTextContent('ValueError: bad'));
    expect(console).not.toHaveTextContent('程序读取的输入比');
  });

  it('says how many characters a program may print when it printed too much', async () => {
    servePython();
    const python = pythonWorkers((job, worker) => {
      worker.emit({ type: 'started', id: job.id });
      worker.emit({ type: 'output', id: job.id, stream: 'stdout', text: 'y\n' });
      worker.emit({ type: 'finished', id: job.id, status: 'output-limit', error: '', timeMs: 9 });
    });
    renderPractice('/pythonPractice/1', { python: python.make });
    await waitFor(() => expect(python.workers).toHaveLength(1));
    python.workers[0]!.emit({ type: 'loaded' });
    await userEvent.setup().click(screen.getByRole('button', { name: '运行' }));
    await waitFor(() => expect(runStatus()).toHaveTextContent('输出超过 100,000 个字符，程序已停止。'));
  });

  it('stops its workers when the student leaves the page', async () => {
    servePython();
    const python = pythonWorkers();
    const router = renderPractice('/pythonPractice/1', { python: python.make });
    await waitFor(() => expect(python.workers).toHaveLength(1));
    python.workers[0]!.emit({ type: 'loaded' });
    await waitFor(() => expect(python.workers).toHaveLength(2));
    await act(() => router.navigate('/login'));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(python.workers.map((w) => w.terminated)).toEqual([true, true]);
  });
});

describe('the Run of an SQL practice page', () => {
  it('loads SQLite when the page is idle and queues a Run pressed before it is ready', async () => {
    serve({
      'GET /portal/question/detail': () =>
        ok(detail(24, { type: 'sql', samples: [], timeLimitMs: null, starterCode: 'SELECT 1;' })),
      'GET /portal/question/submissions': () => ok(page([])),
      'GET /portal/question/sql/sample': () => ok({ tables: ['t'], script: 'CREATE TABLE t (x INTEGER);' }),
    });
    const workers: FakeWorker[] = [];
    const make = () =>
      new TimedWorker<SqlMessage>(() => {
        const worker = new FakeWorker();
        worker.respond = (job) => {
          worker.emit({ type: 'started', id: job.id });
          worker.emit({
            type: 'finished',
            id: job.id,
            result: { status: 'ok', timeMs: 1, statements: 1, columns: ['x'], rows: [[1]], rowCount: 1 },
          });
        };
        workers.push(worker);
        return worker;
      }, 5_000);
    renderPractice('/pythonPractice/24', { sql: make });
    await waitFor(() => expect(workers).toHaveLength(1));
    const result = () =>
      within(document.querySelector<HTMLElement>('.shui-sql__result')!).getByRole('status');
    await userEvent.setup().click(await screen.findByRole('button', { name: '运行' }));
    await waitFor(() => expect(result()).toHaveTextContent('查询已排队，SQLite 就绪后立即运行。'));
    expect(workers[0]!.sent).toEqual([]);
    workers[0]!.emit({ type: 'loaded' });
    await waitFor(() => expect(result()).toHaveTextContent('返回 1 行'));
  });
});
