import { onTestFinished } from 'vitest';

/** The real setTimeout, taken before any test fakes the timers: `until` works under fake timers too. */
const realSetTimeout = globalThis.setTimeout;

/**
 * Resolves once `condition` holds, checking it every `everyMs`: a wait for a condition, not for a time.
 * It has no limit of its own: the test's timeout is the only one (a slow machine waits longer, it does
 * not fail). Checking stops when the test ends, so a test that timed out leaves no loop behind.
 */
export async function until(condition: () => boolean | Promise<boolean>, everyMs = 20): Promise<void> {
  let finished = false;
  onTestFinished(() => {
    finished = true;
  });
  while (!(await condition())) {
    if (finished) throw new Error('the test ended before the condition held');
    await new Promise((resolve) => realSetTimeout(resolve, everyMs));
  }
}
