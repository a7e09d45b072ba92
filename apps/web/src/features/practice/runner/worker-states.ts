// What a timed worker (timed-worker.ts) and the page say about a job and the runtime: the worker it
// drives, the messages it reads itself, how a job ended and how far the runtime is.

/** What the runner needs of a Worker (a fake one in the tests). */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/** The fields of a worker's messages the runner reads itself (the rest is the job's). */
export interface WorkerMessage {
  type: string;
  id?: number;
  message?: string;
  fatal?: boolean;
  loaded?: number;
  total?: number;
}

/** How a job ended. */
export type JobEnd<M> =
  /** The worker answered: its last message for the job. */
  | { kind: 'done'; message: M }
  /** It ran past the time limit and its worker was stopped. */
  | { kind: 'time-limit'; limitMs: number }
  /** The user stopped it (or stopped it waiting for the runtime). */
  | { kind: 'stopped' }
  /** The runtime could not be loaded (network, an old browser). */
  | { kind: 'load-failed'; message: string }
  /** The worker died (out of memory, an error outside the program). */
  | { kind: 'crashed'; message: string };

/** Where the runtime of the worker that runs the next job is. */
export type RuntimeState =
  /** No worker yet (the page has not been idle yet). */
  | { phase: 'idle' }
  /** Its files download: bytes so far of `total` (0 while unknown). */
  | { phase: 'loading'; loaded: number; total: number }
  /** Downloaded: the interpreter starts. */
  | { phase: 'starting' }
  | { phase: 'ready' }
  /** The runtime could not be loaded; the next job makes a new worker. */
  | { phase: 'failed'; message: string };

/** No worker yet. */
export const IDLE: RuntimeState = { phase: 'idle' };
/** A new worker, its download not begun. */
export const LOADING: RuntimeState = { phase: 'loading', loaded: 0, total: 0 };
