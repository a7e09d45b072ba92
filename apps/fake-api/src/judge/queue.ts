/**
 * The judge's queue: at most `slots` submissions run at once (two cores), one per user, and the users
 * waiting take their turn by who was served longest ago (a user never served first). So one user's
 * runaway code, or ten of them, delays another user's verdict by at most the time one running
 * submission takes to end (its case limit), never by a line of other submissions.
 */
export class FairQueue {
  private running = 0;
  private readonly busy = new Set<number>();
  /** Per user, its waiting jobs in order. */
  private readonly waiting = new Map<number, Array<() => void>>();
  /** When each user last started a job (a counter, not a clock). */
  private readonly served = new Map<number, number>();
  private turn = 0;

  constructor(private readonly slots = 2) {}

  /** Runs `job` for `user` when its turn comes. */
  async run<T>(user: number, job: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      const jobs = this.waiting.get(user) ?? [];
      jobs.push(resolve);
      this.waiting.set(user, jobs);
      this.next();
    });
    try {
      return await job();
    } finally {
      this.running -= 1;
      this.busy.delete(user);
      this.next();
    }
  }

  /** Jobs waiting, for the log and tests. */
  get queued(): number {
    let count = 0;
    for (const jobs of this.waiting.values()) count += jobs.length;
    return count;
  }

  private next(): void {
    while (this.running < this.slots) {
      let chosen: number | undefined;
      for (const user of this.waiting.keys()) {
        if (this.busy.has(user)) continue;
        if (chosen === undefined || (this.served.get(user) ?? -1) < (this.served.get(chosen) ?? -1))
          chosen = user;
      }
      if (chosen === undefined) return;
      const jobs = this.waiting.get(chosen)!;
      const start = jobs.shift()!;
      if (jobs.length === 0) this.waiting.delete(chosen);
      this.running += 1;
      this.busy.add(chosen);
      this.served.set(chosen, (this.turn += 1));
      start();
    }
  }
}
