import { describe, expect, it, vi } from 'vitest';
import { createProgressReporter } from './video-progress';

function setUp(watchedSeconds = 0, durationSeconds = 120) {
  let time = 0;
  const send = vi.fn<(seconds: number) => Promise<unknown>>(() => Promise.resolve(null));
  const reporter = createProgressReporter({
    watchedSeconds,
    durationSeconds,
    send,
    intervalMs: 10_000,
    now: () => time,
  });
  /** Plays from `from` to `to` in quarter seconds, the clock moving along. */
  const play = (from: number, to: number) => {
    for (let position = from; position <= to; position += 0.25) {
      reporter.played(position);
      time += 250;
    }
  };
  return { reporter, send, play, advance: (ms: number) => (time += ms) };
}

describe('video progress', () => {
  it('reports at most once per interval while playing', () => {
    const { send, play } = setUp();
    play(0, 25);
    expect(send.mock.calls.map(([s]) => s)).toEqual([10, 20]);
  });

  it('sends the rest on pause, and nothing when nothing new was watched', () => {
    const { reporter, send, play } = setUp();
    play(0, 4);
    expect(send).not.toHaveBeenCalled();
    reporter.flush();
    expect(send).toHaveBeenLastCalledWith(4);
    reporter.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not count a jump ahead until the part before it is played', () => {
    const { reporter, send, play } = setUp();
    play(0, 5);
    reporter.jumped(100);
    play(100, 104);
    reporter.flush();
    expect(reporter.watched()).toBe(5);
    expect(send).toHaveBeenLastCalledWith(5);
  });

  it('goes on from what the server already had, never past the end', () => {
    const { reporter, send, play } = setUp(30, 32);
    expect(reporter.watched()).toBe(30);
    reporter.jumped(29);
    play(29, 40);
    reporter.flush();
    expect(reporter.watched()).toBe(32);
    expect(send).toHaveBeenLastCalledWith(32);
  });

  it('sends again after a failed report', async () => {
    const { reporter, send, play } = setUp();
    send.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    play(0, 3);
    reporter.flush();
    await Promise.resolve();
    await Promise.resolve();
    reporter.flush();
    expect(send.mock.calls.map(([s]) => s)).toEqual([3, 3]);
  });
});
