import { describe, expect, it } from 'vitest';
import { FairQueue } from './queue';

/** A job the test ends by hand; `log` says in which order jobs started. */
function harness(slots = 2, express = 1) {
  let now = 0;
  const queue = new FairQueue(slots, express, () => now);
  const log: string[] = [];
  const open = new Map<string, () => void>();
  const submit = (user: number, name: string) =>
    void queue.run(
      user,
      () =>
        new Promise<void>((resolve) => {
          log.push(name);
          open.set(name, resolve);
        }),
    );
  /** Ends a running job after it ran `ms`, and lets the queue start the next. */
  const end = async (name: string, ms: number) => {
    now += ms;
    open.get(name)!();
    open.delete(name);
    await new Promise((resolve) => setImmediate(resolve));
  };
  /** Lets the queue start what it starts (a job starts a microtask after its turn comes). */
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  return { queue, log, submit, end, flush, advance: (ms: number) => (now += ms) };
}

describe('the judge queue', () => {
  it('runs one submission per user at a time, two users at once, a third only when light', async () => {
    const { log, submit, end, flush } = harness();
    submit(1, 'a1');
    submit(1, 'a2');
    submit(2, 'b1');
    submit(3, 'c1');
    submit(4, 'd1');
    await flush();
    // a1 and b1 take the slots; c1 (no judging time yet) the express slot; a2 waits for a1.
    expect(log).toEqual(['a1', 'b1', 'c1']);
    await end('c1', 10);
    expect(log).toEqual(['a1', 'b1', 'c1', 'd1']);
    await end('a1', 2_000);
    expect(log.at(-1)).toBe('a2');
  });

  it('lets a user with little judging time lately go before runaway code, at once', async () => {
    const { log, submit, end, flush } = harness(2, 1);
    // Three users whose loops each ran their 2 s.
    submit(1, 'a1');
    submit(2, 'b1');
    submit(3, 'c1');
    await flush();
    await end('a1', 2_000);
    await end('b1', 0);
    await end('c1', 0);
    submit(1, 'a2');
    submit(2, 'b2');
    submit(3, 'c2');
    await flush();
    expect(log.slice(3)).toEqual(['a2', 'b2']);
    // A new user does not wait for a slot: the express one is free for it, not for c (2 s lately).
    submit(9, 'right');
    await flush();
    expect(log.at(-1)).toBe('right');
    await end('right', 20);
    expect(log.at(-1)).toBe('right');
  });

  it('takes equals in turn, and forgets judging time (half a minute later counts less)', async () => {
    const { log, submit, end, flush, advance, queue } = harness(1, 0);
    submit(1, 'a1');
    await flush();
    await end('a1', 1_000);
    submit(2, 'b1');
    await flush();
    await end('b1', 1_000);
    expect(queue.attained(1)).toBeCloseTo(1_000 * 0.5 ** (1 / 60), 6);
    // Both waiting: a has the older, halved time, so goes first; then b.
    submit(3, 'busy');
    submit(2, 'b2');
    submit(1, 'a2');
    await flush();
    advance(60_000);
    await end('busy', 5_000);
    expect(log.slice(-1)).toEqual(['a2']);
    await end('a2', 1_000);
    expect(log.slice(-1)).toEqual(['b2']);
  });
});
