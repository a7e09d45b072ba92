import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWorker } from '../testing/fake-worker';
import type { PythonMessage } from './protocol';
import { TimedWorker, type TimedWorkerOptions } from './timed-worker';

const job = { type: 'run', code: 'print(1)', stdin: '', outputLimit: 100 };

/** The runtime loads in a worker: its download, then the interpreter starting, then ready. */
function load(worker: FakeWorker) {
  worker.emit({ type: 'loading', loaded: 0, total: 100 });
  worker.emit({ type: 'loading', loaded: 100, total: 100 });
  worker.emit({ type: 'starting' });
  worker.emit({ type: 'loaded' });
}

describe('a runner with a time limit', () => {
  let workers: FakeWorker[];
  let idle: Array<() => void>;
  let make: (options?: TimedWorkerOptions) => TimedWorker<PythonMessage>;
  /** Runs what waits for the page to be idle. */
  const goIdle = () => idle.splice(0).forEach((task) => task());

  beforeEach(() => {
    workers = [];
    idle = [];
    make = (options = {}) =>
      new TimedWorker<PythonMessage>(
        () => {
          const worker = new FakeWorker();
          workers.push(worker);
          return worker;
        },
        5_000,
        {
          schedule: (task) => {
            idle.push(task);
            return () => idle.splice(idle.indexOf(task) >>> 0, 1);
          },
          ...options,
        },
      );
  });
  afterEach(() => vi.useRealTimers());

  it('starts its worker when warmed, tells how far the load is, and keeps a Run waiting until it is ready', async () => {
    const runner = make();
    const seen: string[] = [];
    runner.subscribe(() => {
      const r = runner.runtime;
      seen.push(r.phase === 'loading' ? `loading ${r.loaded}/${r.total}` : r.phase);
    });
    expect(runner.runtime).toEqual({ phase: 'idle' });
    expect(workers).toHaveLength(0);
    runner.warm();
    expect(workers).toHaveLength(1);
    const worker = workers[0]!;
    worker.emit({ type: 'loading', loaded: 30, total: 100 });
    expect(runner.runtime).toEqual({ phase: 'loading', loaded: 30, total: 100 });

    // Run while it loads: queued, not sent yet.
    const heard: string[] = [];
    const first = runner.run(job, (m) => heard.push(m.type));
    expect(runner.busy).toBe(true);
    expect(worker.sent).toEqual([]);
    worker.emit({ type: 'loading', loaded: 100, total: 100 });
    worker.emit({ type: 'starting' });
    expect(worker.sent).toEqual([]);
    worker.emit({ type: 'loaded' });
    expect(worker.sent).toEqual([{ ...job, id: 1 }]);
    worker.emit({ type: 'started', id: 1 });
    worker.emit({ type: 'output', id: 1, stream: 'stdout', text: '1\n' });
    worker.emit({ type: 'finished', id: 1, status: 'ok', error: '', timeMs: 3 });
    expect(await first).toEqual({
      kind: 'done',
      message: { type: 'finished', id: 1, status: 'ok', error: '', timeMs: 3 },
    });
    expect(heard).toEqual(['started', 'output', 'finished']);
    expect(seen).toEqual(['loading 0/0', 'loading 30/100', 'loading 100/100', 'starting', 'ready']);

    // Ready: the next job is sent at once, to the same worker.
    const second = runner.run(job, () => {});
    expect(worker.sent).toHaveLength(2);
    worker.emit({ type: 'started', id: 2 });
    worker.emit({ type: 'finished', id: 2, status: 'ok', error: '', timeMs: 1 });
    expect((await second).kind).toBe('done');
    expect(workers).toHaveLength(1);
  });

  it('starts the clock when the job starts, stops the worker at the limit, and loads the next one at once', async () => {
    vi.useFakeTimers();
    const runner = make();
    const run = runner.run(job, () => {});
    const worker = workers[0]!;
    // A minute of loading does not count.
    vi.advanceTimersByTime(60_000);
    load(worker);
    worker.emit({ type: 'started', id: 1 });
    vi.advanceTimersByTime(4_999);
    expect(worker.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await run).toEqual({ kind: 'time-limit', limitMs: 5_000 });
    expect(worker.terminated).toBe(true);
    // Without a spare, the next worker starts loading right away, before any Run asks for it.
    expect(workers).toHaveLength(2);
    expect(runner.runtime.phase).toBe('loading');
    // A late answer of the stopped worker changes nothing.
    worker.emit({ type: 'finished', id: 1, status: 'ok', error: '', timeMs: 1 });
    void runner.run(job, () => {});
    load(workers[1]!);
    expect(workers[1]!.sent).toEqual([{ ...job, id: 2 }]);
  });

  it('keeps a spare loaded: after Stop the next Run goes at once to a ready worker, and a new spare loads', async () => {
    const runner = make({ spare: true });
    runner.warm();
    load(workers[0]!);
    // The spare waits for an idle moment with nothing running.
    expect(workers).toHaveLength(1);
    goIdle();
    expect(workers).toHaveLength(2);
    load(workers[1]!);
    expect(runner.spareReady).toBe(true);

    const endless = runner.run(job, () => {});
    workers[0]!.emit({ type: 'started', id: 1 });
    runner.stop();
    expect(await endless).toEqual({ kind: 'stopped' });
    expect(workers[0]!.terminated).toBe(true);
    expect(runner.runtime).toEqual({ phase: 'ready' });
    expect(runner.spareReady).toBe(false);

    const next = runner.run(job, () => {});
    expect(workers[1]!.sent).toEqual([{ ...job, id: 2 }]);
    workers[1]!.emit({ type: 'started', id: 2 });
    workers[1]!.emit({ type: 'finished', id: 2, status: 'ok', error: '', timeMs: 1 });
    expect((await next).kind).toBe('done');
    // A new spare, once idle again.
    expect(workers).toHaveLength(2);
    goIdle();
    expect(workers).toHaveLength(3);
    expect(workers[2]!.terminated).toBe(false);
  });

  it('loads the spare beside a running program, and promotes a spare still loading', async () => {
    const runner = make({ spare: true });
    runner.warm();
    load(workers[0]!);
    const endless = runner.run(job, () => {});
    workers[0]!.emit({ type: 'started', id: 1 });
    goIdle();
    expect(workers).toHaveLength(2);
    expect(runner.spareReady).toBe(false);

    // Stopped before the spare is ready: the spare takes over, still loading, and the Run waits for it.
    runner.stop();
    await endless;
    expect(runner.runtime.phase).toBe('loading');
    const queued = runner.run(job, () => {});
    expect(workers[1]!.sent).toEqual([]);
    load(workers[1]!);
    expect(workers[1]!.sent).toEqual([{ ...job, id: 2 }]);
    runner.stop();
    expect(await queued).toEqual({ kind: 'stopped' });
  });

  it('lets a Run waiting for the runtime leave without stopping the load', async () => {
    const runner = make();
    const run = runner.run(job, () => {});
    runner.stop();
    expect(await run).toEqual({ kind: 'stopped' });
    expect(workers[0]!.terminated).toBe(false);
    expect(runner.busy).toBe(false);
    load(workers[0]!);
    expect(workers[0]!.sent).toEqual([]);
  });

  it('refuses a second job while one runs, and stops one on request', async () => {
    const runner = make();
    const run = runner.run(job, () => {});
    load(workers[0]!);
    await expect(runner.run(job, () => {})).rejects.toThrow(/already running/);
    runner.stop();
    expect(await run).toEqual({ kind: 'stopped' });
    expect(workers[0]!.terminated).toBe(true);
    expect(runner.busy).toBe(false);
  });

  it('says when the runtime cannot load or the worker dies, and starts afresh only when asked', async () => {
    const runner = make({ spare: true });
    const failed = runner.run(job, () => {});
    workers[0]!.emit({ type: 'load-failed', message: 'network down' });
    expect(await failed).toEqual({ kind: 'load-failed', message: 'network down' });
    expect(workers[0]!.terminated).toBe(true);
    expect(runner.runtime).toEqual({ phase: 'failed', message: 'network down' });
    // No new load on its own (it would fail again): the next Run tries.
    goIdle();
    expect(workers).toHaveLength(1);

    const crashed = runner.run(job, () => {});
    workers[1]!.fail('out of memory');
    expect(await crashed).toEqual({ kind: 'crashed', message: 'out of memory' });
    expect(workers).toHaveLength(2);

    const fatal = runner.run(job, () => {});
    load(workers[2]!);
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
    // The program broke a loaded interpreter: a fresh one loads at once.
    expect(workers).toHaveLength(4);
    expect(runner.runtime.phase).toBe('loading');
  });

  it('says so when the browser cannot make a worker', async () => {
    const runner = new TimedWorker<PythonMessage>(() => {
      throw new Error('Worker is not defined');
    }, 5_000);
    expect(await runner.run(job, () => {})).toEqual({
      kind: 'load-failed',
      message: 'Worker is not defined',
    });
    expect(runner.runtime).toEqual({ phase: 'failed', message: 'Worker is not defined' });
  });

  it('stops every worker and makes no more once disposed', async () => {
    const runner = make({ spare: true });
    runner.warm();
    load(workers[0]!);
    goIdle();
    runner.dispose();
    expect(workers.map((w) => w.terminated)).toEqual([true, true]);
    expect(await runner.run(job, () => {})).toEqual({ kind: 'stopped' });
    runner.warm();
    goIdle();
    expect(workers).toHaveLength(2);
  });
});
