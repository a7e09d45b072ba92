/** Cancels what whenIdle scheduled (nothing if it already ran). */
export type Cancel = () => void;

/**
 * Runs `task` once the page is idle (requestIdleCallback, at the latest after `timeoutMs`), or soon after
 * in a browser without it (Safari): the practice page starts its runtime there, not while it renders.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): Cancel {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 50);
  return () => clearTimeout(handle);
}
