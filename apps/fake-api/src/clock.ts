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
