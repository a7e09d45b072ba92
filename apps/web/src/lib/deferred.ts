import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true right after it, in a task of its own and as a transition: for content
 * below the fold, so the page's first commit (and its longest main-thread task) is only what the window
 * shows first.
 */
export function useAfterFirstRender(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return ready;
}
