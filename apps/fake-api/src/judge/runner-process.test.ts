import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RunnerProcess } from './runner-process';
import type { ContainedProcess } from './sandbox';

/**
 * The judge's clocks on a runner (decision 37), with a stand-in process whose CPU time the test sets:
 * a case's limit is CPU time, its wall-clock time at most twice the limit, and nothing the runner
 * sends moves either. Real runners are judged in test/judge-sandbox.test.ts.
 */
const fake = { cpu: 0, killed: 0, written: [] as string[] };

/** A stand-in for a contained runner process: no process at all. */
function spawnStandIn(): ContainedProcess {
  const child = Object.assign(new EventEmitter(), {
    kill: () => {
      fake.killed += 1;
      return true;
    },
  });
  // What the judge writes goes to the runner; what the runner says, the test sends (runner().say).
  const channel = Object.assign(new EventEmitter(), {
    setEncoding: () => channel,
    write: (text: string) => fake.written.push(text) > 0,
    destroy: () => {},
  });
  return { child, channel, cpuMs: () => fake.cpu, lowerPriority: () => {} } as unknown as ContainedProcess;
}

const LIMIT_MS = 1_000;
const job = (cases: number) => ({
  job: { code: 'x' },
  cases,
  caseLimitMs: LIMIT_MS,
  budget: 1_000,
  valid: () => true,
});

/** A runner whose answers the test sends on its channel (what the runner would write on descriptor 3). */
function runner() {
  const process = new RunnerProcess('test runner', '/nowhere/runner.mjs', [], [], spawnStandIn);
  const say = (message: object) =>
    (process as unknown as { onData(chunk: string): void }).onData(`${JSON.stringify(message)}\n`);
  return { process, say };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
  fake.cpu = 0;
  fake.killed = 0;
  fake.written = [];
});
afterEach(() => vi.useRealTimers());

describe('a runner judged by the judge’s own clocks', () => {
  it('ends a case at its limit of CPU time, not before', async () => {
    const { process } = runner();
    let ends: unknown;
    void process.run(job(1)).then((result) => (ends = result));
    // The program runs flat out: its CPU time follows the clock.
    for (let ms = 0; ms < 980; ms += 20) {
      fake.cpu += 20;
      await vi.advanceTimersByTimeAsync(20);
    }
    expect(ends).toBeUndefined();
    fake.cpu += 40;
    await vi.advanceTimersByTimeAsync(40);
    expect(ends).toEqual([{ kind: 'time-limit', timeMs: 1_000 }]);
    expect(fake.killed).toBe(1);
  });

  it('gives a case at most twice its limit in wall-clock time when it gets no CPU (a starved or waiting program)', async () => {
    const { process } = runner();
    let ends: unknown;
    void process.run(job(1)).then((result) => (ends = result));
    await vi.advanceTimersByTimeAsync(1_980);
    expect(ends, 'still running just before twice the limit').toBeUndefined();
    await vi.advanceTimersByTimeAsync(40);
    expect(ends).toEqual([{ kind: 'time-limit', timeMs: 1_000 }]);
  });

  it('counts a forged answer for its case, then cuts the next at its own limit: the clock is the judge’s', async () => {
    const { process, say } = runner();
    let ends: Array<{ kind: string }> | undefined;
    void process.run(job(2)).then((result) => (ends = result));
    say({ case: 0, status: 'ok', stdout: '8\n' });
    await vi.advanceTimersByTimeAsync(2_020);
    expect(ends?.map((end) => end.kind)).toEqual(['answer', 'time-limit']);
  });

  it('ends the runner at a message out of sequence', async () => {
    const { process, say } = runner();
    let ends: Array<{ kind: string; error?: string }> | undefined;
    void process.run(job(3)).then((result) => (ends = result));
    say({ case: 1, status: 'ok' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ends).toEqual([{ kind: 'crash', error: 'the runner broke the judge protocol', timeMs: 0 }]);
    expect(fake.killed).toBe(1);
  });
});
