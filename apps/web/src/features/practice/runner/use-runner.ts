import { useCallback, useEffect, useRef, useState } from 'react';
import type { RuntimeState, TimedWorker } from './timed-worker';
import { whenIdle } from './when-idle';

/**
 * A runner for as long as the component that asks is mounted: made at once, its worker started when the
 * page is first idle (so a first Run rarely waits for the download), disposed with the component.
 * `runtime` follows the loading of the worker that runs the next job, `spareReady` the spare's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any message type of a runner
export function useRunner<R extends TimedWorker<any>>(make: () => R) {
  const runner = useRef<R | null>(null);
  const [runtime, setRuntime] = useState<RuntimeState>({ phase: 'idle' });
  const [spareReady, setSpareReady] = useState(false);

  useEffect(() => {
    const current = make();
    runner.current = current;
    const unsubscribe = current.subscribe(() => {
      setRuntime(current.runtime);
      setSpareReady(current.spareReady);
    });
    const cancel = whenIdle(() => current.warm());
    return () => {
      cancel();
      unsubscribe();
      current.dispose();
      if (runner.current === current) runner.current = null;
    };
  }, [make]);

  /** The runner (null before the component has mounted). */
  const get = useCallback(() => runner.current, []);
  return { runtime, spareReady, get };
}
