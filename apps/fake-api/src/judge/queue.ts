/** How fast a user's past judging time is forgotten: it counts half after this long. */
const HALF_LIFE_MS = 60_000;
/** A user with less judging time than this lately may take the express slot. */
export const EXPRESS_BELOW_MS = 1_000;

/**
 * The judge's queue: at most `slots` submissions run at once (two cores), one per user, and when a
 * slot frees the waiting user who has had the least judging time lately goes next (least attained
 * service: each user's judging time, halved every minute; a new user has none; ties go to who waited
 * longest). Users whose code runs away take turns among themselves, and a user who asks little, as a
 * right answer does, waits at most for one running submission to end (its case limit), however many
 * runaway programs are queued. Beside the slots, one express slot takes only users with less than
 * EXPRESS_BELOW_MS of judging lately: a light user does not even wait for that (docs/decisions.md 37).
 */
export class FairQueue {
  private running = 0;
  private expressRunning = 0;
  private readonly busy = new Set<number>();
  /** Per user, its waiting jobs in order; the map keeps the order users started waiting in. */
  private readonly waiting = new Map<number, Array<(lane: 'slot' | 'express') => void>>();
  /** Per user, judging time (ms) as of `at`. */
  private readonly usage = new Map<number, { ms: number; at: number }>();

  constructor(
    private readonly slots = 2,
    private readonly express = 1,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Runs `job` for `user` when its turn comes. */
  async run<T>(user: number, job: () => Promise<T>): Promise<T> {
    const lane = await new Promise<'slot' | 'express'>((resolve) => {
      const jobs = this.waiting.get(user) ?? [];
      jobs.push(resolve);
      this.waiting.set(user, jobs);
      this.next();
    });
    const started = this.now();
    try {
      return await job();
    } finally {
      this.charge(user, this.now() - started);
      if (lane === 'express') this.expressRunning -= 1;
      else this.running -= 1;
      this.busy.delete(user);
      this.next();
    }
  }

  /** A user's judging time lately (ms), halved every HALF_LIFE_MS. */
  attained(user: number): number {
    const entry = this.usage.get(user);
    if (!entry) return 0;
    return entry.ms * 0.5 ** ((this.now() - entry.at) / HALF_LIFE_MS);
  }

  private charge(user: number, ms: number): void {
    const value = this.attained(user) + ms;
    this.usage.set(user, { ms: value, at: this.now() });
    // Users long forgotten are dropped, so the table stays as small as the users lately seen.
    if (this.usage.size > 1_000)
      for (const other of [...this.usage.keys()]) if (this.attained(other) < 1) this.usage.delete(other);
  }

  /** The waiting user (not running already) with the least judging time lately, and that time. */
  private lightest(): { user: number; attained: number } | null {
    let found: { user: number; attained: number } | null = null;
    for (const user of this.waiting.keys()) {
      if (this.busy.has(user)) continue;
      const attained = this.attained(user);
      if (!found || attained < found.attained) found = { user, attained };
    }
    return found;
  }

  private next(): void {
    for (;;) {
      const found = this.lightest();
      if (!found) return;
      let lane: 'slot' | 'express';
      if (this.running < this.slots) lane = 'slot';
      else if (this.expressRunning < this.express && found.attained < EXPRESS_BELOW_MS) lane = 'express';
      else return;
      const jobs = this.waiting.get(found.user)!;
      const start = jobs.shift()!;
      // A user with more waiting goes to the back of the line of equals.
      this.waiting.delete(found.user);
      if (jobs.length > 0) this.waiting.set(found.user, jobs);
      if (lane === 'express') this.expressRunning += 1;
      else this.running += 1;
      this.busy.add(found.user);
      start(lane);
    }
  }
}
