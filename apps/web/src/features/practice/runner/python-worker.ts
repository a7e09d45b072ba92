import type { loadPyodide as LoadPyodide, PyodideAPI } from 'pyodide';
import HARNESS from '@shui/contract/python-harness?raw';
import type { PythonJob, PythonMessage, PythonRunStatus, WorkerScope } from './protocol';

/**
 * The practice page's Python, in a module worker (runners.ts makes it when the practice page is idle,
 * before any Run): Pyodide is loaded from the portal's own origin (`__SHUI_PYODIDE_BASE__`, served by
 * vite-pyodide.ts), then each job runs the user's code as main.py with the job's stdin, its output sent
 * back as it comes. The page times each run and terminates this worker when it runs too long
 * (timed-worker.ts).
 */

declare const __SHUI_PYODIDE_BASE__: string;
/** Bytes of each of Pyodide's files, from the build (vite-pyodide.ts). */
declare const __SHUI_PYODIDE_SIZES__: Record<string, number>;

const scope = self as unknown as WorkerScope;
const post = (message: PythonMessage) => scope.postMessage(message);
const base = new URL(__SHUI_PYODIDE_BASE__, scope.location.origin).href;

// The progress bar of the first load (13 MB): the bytes of every file Pyodide fetches are counted as they
// arrive, against the sizes the build knows (a compressed answer has no Content-Length). The two module
// scripts are imported, not fetched: each counts whole once it is in (pyodide.mjs when our import ends,
// pyodide.asm.mjs when its resource timing entry comes, or when every fetched file is in).
const SCRIPTS = ['pyodide.mjs', 'pyodide.asm.mjs'];
const sizes = __SHUI_PYODIDE_SIZES__;
const total = Object.values(sizes).reduce((sum, size) => sum + size, 0);
const received = new Map<string, number>();
const complete = new Set<string>();
let reported = 0;
let downloaded = false;

function report(force = false): void {
  if (downloaded) return;
  if (Object.keys(sizes).every((name) => complete.has(name))) {
    downloaded = true;
    post({ type: 'loading', loaded: total, total });
    post({ type: 'starting' });
    return;
  }
  const now = performance.now();
  if (!force && now - reported < 100) return;
  reported = now;
  let loaded = 0;
  for (const [name, size] of Object.entries(sizes))
    loaded += complete.has(name) ? size : Math.min(size, received.get(name) ?? 0);
  post({ type: 'loading', loaded, total });
}

function finished(name: string): void {
  complete.add(name);
  // A script imported by Pyodide is in once all it fetched is in (it loads alongside, and is smaller).
  if (Object.keys(sizes).every((file) => complete.has(file) || SCRIPTS.includes(file)))
    SCRIPTS.forEach((file) => complete.add(file));
  report(true);
}

const fileOf = (url: string) => (url.startsWith(base) ? url.slice(base.length).split('?')[0]! : '');

if (typeof PerformanceObserver === 'function') {
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const name = fileOf(entry.name);
        if (SCRIPTS.includes(name)) finished(name);
      }
    }).observe({ type: 'resource', buffered: true });
  } catch {
    // No resource timing in this worker: the scripts count once every fetched file is in.
  }
}

const plainFetch = scope.fetch.bind(scope);
scope.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const response = await plainFetch(input, init);
  const name = fileOf(input instanceof Request ? input.url : String(input));
  if (!response.ok || !response.body || !(name in sizes)) return response;
  // Bytes are counted on a copy: Pyodide gets the response itself, so the browser still knows where the
  // WebAssembly came from and keeps its compiled code in the cache (a response made here would not: every
  // later start, the spare's too, would compile the 9.6 MB again).
  const copy = response.clone().body;
  received.set(name, 0);
  report(true);
  if (copy) void count(name, copy);
  return response;
};

async function count(name: string, body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received.set(name, (received.get(name) ?? 0) + value.byteLength);
      report();
    }
    finished(name);
  } catch {
    // The download failed: Pyodide says so through its own copy.
  }
}

/**
 * The harness (@shui/contract/python-harness, the judge runs the same): its _run_main runs main.py with
 * stdin from the job, stdout and stderr sent to the page in pieces (the first ones at once, later ones at
 * most every 50 ms or 4 kB), both counted against one limit past which the program is stopped; the
 * traceback keeps only the frames of main.py, as the judge's does.
 */
type RunMain = ((
  source: string,
  data: string,
  limit: number,
  emit: (stream: 'stdout' | 'stderr', text: string) => void,
) => { toJs(): [PythonRunStatus, string]; destroy(): void }) & { destroy(): void };

const ready: Promise<RunMain> = (async () => {
  report(true);
  const { loadPyodide } = (await import(/* @vite-ignore */ `${base}pyodide.mjs`)) as {
    loadPyodide: typeof LoadPyodide;
  };
  finished('pyodide.mjs');
  const pyodide: PyodideAPI = await loadPyodide({
    indexURL: base,
    // Output that bypasses sys.stdout (os.write to fd 1) is dropped, not mixed into the console.
    stdout: () => {},
    stderr: () => {},
  });
  scope.fetch = plainFetch;
  // Whatever was not counted (a file the sizes do not list) is in now.
  Object.keys(sizes).forEach((name) => complete.add(name));
  report(true);
  pyodide.runPython(HARNESS);
  const globals = pyodide.globals as unknown as { get(name: string): unknown };
  return globals.get('_run_main') as RunMain;
})();

ready.then(
  () => post({ type: 'loaded' }),
  (error: unknown) => post({ type: 'load-failed', message: String((error as Error)?.message ?? error) }),
);

async function runJob(job: PythonJob): Promise<void> {
  let runMain: RunMain;
  try {
    runMain = await ready;
  } catch {
    return;
  }
  post({ type: 'started', id: job.id });
  const started = performance.now();
  const timeMs = () => Math.round(performance.now() - started);
  try {
    const result = runMain(job.code, job.stdin, job.outputLimit, (stream, text) =>
      post({ type: 'output', id: job.id, stream, text }),
    );
    const [status, error] = result.toJs();
    result.destroy();
    post({ type: 'finished', id: job.id, status, error, timeMs: timeMs() });
  } catch (error) {
    // The interpreter itself failed (a JavaScript stack overflow in deep recursion, out of memory).
    post({
      type: 'finished',
      id: job.id,
      status: 'error',
      error: String((error as Error)?.message ?? error),
      timeMs: timeMs(),
      fatal: true,
    });
  }
}

scope.onmessage = (event: MessageEvent<PythonJob>) => void runJob(event.data);
