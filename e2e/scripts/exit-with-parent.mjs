// Preloaded (node --import) into the fake API that each Playwright worker starts: the worker holds the
// write end of this process's stdin, so end-of-file means the worker is gone, even when it was killed
// without running its fixture teardown. Without this a crashed worker would leave its server running.
// Worker threads inherit the preload (execArgv), but their process.stdin is not the process's: there it
// ends at once, and process.exit would end the thread (the SQL judge's), so only the main thread listens.
import { isMainThread } from 'node:worker_threads';

if (isMainThread) {
  process.stdin.on('end', () => process.exit(0));
  process.stdin.resume();
}
