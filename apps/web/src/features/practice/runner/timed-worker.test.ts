import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWorker } from '../testing/fake-worker';
import type { PythonMessage } from './protocol';
import { TimedWorker } from './timed-worker';

const job = { type: 'run', code: 'print(1)', stdin: '', outputLimit: 100 };

describe('a runner with a time limit', () => {
  let workers: FakeWorker[];
  let runner: TimedWorker<PythonMessage>;
  beforeEach(() => {
    workers = [];
    runner = new TimedWorker<PythonMessage>(() => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    }, 5_000);
  });
  afterEach(() => vi.useRealTimers());

  it('makes its worker on the first job, hears the job through, and keeps the worker', async () => {
    expect(workers).toHaveLength(0);
    const heard: string[] = [];
    const first = runner.run(job, (m) => heard.push(m.type));
    expect(workers).toHaveLength(1);
    const worker = workers[0]!;
    worker.emit({ type: 'loading', loaded: 10, total: 100 });
    worker.emit({ type: 'loaded' });
    worker.emit({ type: 'started', id: 1 });
    worker.emit({ type: 'output', id: 1, stream: 'stdout', text: '1\n' });
    worker.emit({ type: 'finished', id: 1, status: 'ok', error: '', timeMs: 3 });
    const end = await first;
    expect(end).toEqual({
      kind: 'done',
      message: { type: 'finished', id: 1, status: 'ok', error: '', timeMs: 3 },
    });
    expect(heard).toEqual(['loading', 'loaded', 'started', 'output', 'finished']);
    expect(worker.sent).toEqual([{ ...job, id: 1 }]);

    const second = runner.run(job, () => {});
    worker.emit({ type: 'started', id: 2 });
    worker.emit({ type: 'finished', id: 2, status: 'ok', error: '', timeMs: 1 });
    expect((await second).kind).toBe('done');
    expect(workers).toHaveLength(1);
  });

  it('starts the clock when the job starts, not while the runtime loads, and stops the worker at the limit', async () => {
    vi.useFakeTimers();
    const run = runner.run(job, () => {});
    const worker = workers[0]!;
    // A minute of loading does not count.
    vi.advanceTimersByTime(60_000);
    worker.emit({ type: 'started', id: 1 });
    vi.advanceTimersByTime(4_999);
    expect(worker.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await run).toEqual({ kind: 'time-limit', limitMs: 5_000 });
    expect(worker.terminated).toBe(true);
    // A late answer of the stopped worker changes nothing; the next job gets a new worker.
    worker.emit({ type: 'finished', id: 1, status: 'ok', error: '', timeMs: 1 });
    void runner.run(job, () => {});
    expect(workers).toHaveLength(2);
    expect(workers[1]!.sent).toEqual([{ ...job, id: 2 }]);
  });

  it('refuses a second job while one runs, and stops one on request', async () => {
    const run = runner.run(job, () => {});
    await expect(runner.run(job, () => {})).rejects.toThrow(/already running/);
    expect(runner.busy).toBe(true);
    runner.stop();
    expect(await run).toEqual({ kind: 'stopped' });
    expect(workers[0]!.terminated).toBe(true);
    expect(runner.busy).toBe(false);
  });

  it('says when the runtime cannot load or the worker dies, and starts afresh after', async () => {
    const failed = runner.run(job, () => {});
    workers[0]!.emit({ type: 'load-failed', message: 'network down' });
    expect(await failed).toEqual({ kind: 'load-failed', message: 'network down' });
    expect(workers[0]!.terminated).toBe(true);

    const crashed = runner.run(job, () => {});
    workers[1]!.fail('out of memory');
    expect(await crashed).toEqual({ kind: 'crashed', message: 'out of memory' });

    const fatal = runner.run(job, () => {});
    workers[2]!.emit({ type: 'started', id: 3 });
    workers[2]!.emit({
      type: 'finished',
      id: 3,
      status: 'error',
      error: 'RangeError',
      timeMs: 1,
      fatal: true,
    });
    expect((await fatal).kind).toBe('done');
    expect(workers[2]!.terminated).toBe(true);
    expect(runner.alive).toBe(false);
  });
});
