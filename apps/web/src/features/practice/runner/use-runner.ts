import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { RunnerPoolContext } from './runner-pool';
import type { TimedWorker } from './timed-worker';
import type { RuntimeState } from './worker-states';
import { whenIdle } from './when-idle';

/**
 * The runner of the component that asks, while it is mounted: the pages' runner from their pool (kept
 * from one question to the next, RunnerPool), or without a pool one of its own, disposed with the
 * component. Its worker starts when the page is first idle (so a first Run rarely waits for the
 * download). A program still running when the component goes is stopped. `runtime` follows the loading
 * of the worker that runs the next job, `spareReady` the spare's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any message type of a runner
export function useRunner<R extends TimedWorker<any>>(make: () => R) {
  const pool = useContext(RunnerPoolContext);
  const runner = useRef<R | null>(null);
  const [runtime, setRuntime] = useState<RuntimeState>({ phase: 'idle' });
  const [spareReady, setSpareReady] = useState(false);

  useEffect(() => {
    const current = pool ? pool.get(make) : make();
    runner.current = current;
    const sync = () => {
      setRuntime(current.runtime);
      setSpareReady(current.spareReady);
    };
    const unsubscribe = current.subscribe(sync);
    // A runner of the pool may be loaded already (the previous question's).
    sync();
    const cancel = whenIdle(() => current.warm());
    return () => {
      cancel();
      unsubscribe();
      if (pool) current.stop();
      else current.dispose();
      if (runner.current === current) runner.current = null;
    };
  }, [make, pool]);

  /** The runner (null before the component has mounted). */
  const get = useCallback(() => runner.current, []);
  return { runtime, spareReady, get };
}
