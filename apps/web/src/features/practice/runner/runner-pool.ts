import { createContext } from 'react';
import type { TimedWorker } from './timed-worker';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any message type of a runner
type AnyRunner = TimedWorker<any>;

/**
 * The calibration field pages' runners, one per factory (Python, SQL), made when first asked for and
 * kept while the pages are: a question's editor comes and goes as the student moves to the next one,
 * its loaded interpreter and the spare behind it stay (only a Stop or a time limit replaces a worker,
 * docs/decisions.md 42). Disposed, with their workers, when the student leaves the pages.
 */
export class RunnerPool {
  private readonly runners = new Map<() => AnyRunner, AnyRunner>();

  /** The runner `make` makes, made now if this pool has none yet. */
  get<R extends AnyRunner>(make: () => R): R {
    let runner = this.runners.get(make);
    if (!runner) {
      runner = make();
      this.runners.set(make, runner);
    }
    return runner as R;
  }

  /** Stops every runner and its workers; a later `get` makes a new one. */
  dispose(): void {
    for (const runner of this.runners.values()) runner.dispose();
    this.runners.clear();
  }
}

/** The pool of the pages around (PracticeRoot); without one, each editor has runners of its own. */
export const RunnerPoolContext = createContext<RunnerPool | null>(null);
