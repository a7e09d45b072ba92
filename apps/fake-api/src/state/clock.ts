/** Time source of the fake API; tests pass a clock they can move. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to. */
export function manualClock(start = Date.UTC(2026, 10, 22, 8, 0, 0)): Clock & { advance(ms: number): void } {
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
  };
}

/** "YYYY-MM-DD HH:mm:ss" in China Standard Time, the backend's format for createTime and friends. */
export function backendTime(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The seed's times, which count in minutes from `now`, in the backend's format: `at(m)` is `m` minutes
 * after `now` (before it, when negative); `span(s)` the start and end of a span that starts
 * `s.startsInMinutes` from now and lasts `s.durationMinutes`.
 */
export function seedTimes(now: number) {
  const at = (minutesFromNow: number) => backendTime(now + minutesFromNow * 60_000);
  const span = (s: { startsInMinutes: number; durationMinutes: number }) => ({
    startTime: at(s.startsInMinutes),
    endTime: at(s.startsInMinutes + s.durationMinutes),
  });
  return { at, span };
}
