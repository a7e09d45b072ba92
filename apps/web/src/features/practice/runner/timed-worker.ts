/** What the runner needs of a Worker (a fake one in the tests). */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

interface Message {
  type: string;
  id?: number;
  message?: string;
  fatal?: boolean;
}

/** How a job ended. */
export type JobEnd<M> =
  /** The worker answered: its last message for the job. */
  | { kind: 'done'; message: M }
  /** It ran past the time limit and its worker was stopped. */
  | { kind: 'time-limit'; limitMs: number }
  /** The user stopped it. */
  | { kind: 'stopped' }
  /** The runtime could not be loaded (network, an old browser). */
  | { kind: 'load-failed'; message: string }
  /** The worker died (out of memory, an error outside the program). */
  | { kind: 'crashed'; message: string };

interface Current<M> {
  id: number;
  onMessage: (message: M) => void;
  resolve: (end: JobEnd<M>) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * One worker that runs one job at a time with a time limit (docs/decisions.md 42). The clock starts
 * when the worker says the job `started`, so loading the runtime does not count. A job past its limit
 * cannot be interrupted inside the worker (that needs a SharedArrayBuffer, so a cross-origin-isolated
 * page, which the portal is not): its worker is terminated, and the next job starts a new one.
 */
export class TimedWorker<M extends Message> {
  private worker: WorkerLike | null = null;
  private current: Current<M> | null = null;
  private nextId = 1;

  constructor(
    private readonly create: () => WorkerLike,
    private readonly limitMs: number,
  ) {}

  /** The worker is there and has not been stopped (its runtime may still be loading). */
  get alive(): boolean {
    return this.worker !== null;
  }

  get busy(): boolean {
    return this.current !== null;
  }

  /** Creates the worker now (it starts loading its runtime), if there is none. */
  warm(): void {
    this.ensure();
  }

  private ensure(): WorkerLike {
    if (this.worker) return this.worker;
    const worker = this.create();
    worker.onmessage = (event: MessageEvent) => this.receive(worker, event.data as M);
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      const message = event.message || 'worker error';
      this.discard(worker);
      this.end({ kind: 'crashed', message });
    };
    this.worker = worker;
    return worker;
  }

  private receive(worker: WorkerLike, message: M): void {
    if (worker !== this.worker) return;
    const current = this.current;
    if (message.type === 'load-failed') {
      this.discard(worker);
      this.end({ kind: 'load-failed', message: message.message ?? '' });
      return;
    }
    if (!current) return;
    if (message.id !== undefined && message.id !== current.id) return;
    current.onMessage(message);
    if (message.type === 'started') {
      clearTimeout(current.timer);
      current.timer = setTimeout(() => {
        this.discard(worker);
        this.end({ kind: 'time-limit', limitMs: this.limitMs });
      }, this.limitMs);
    } else if (message.id === current.id && message.type !== 'output') {
      if (message.fatal) this.discard(worker);
      this.end({ kind: 'done', message });
    }
  }

  private end(end: JobEnd<M>): void {
    const current = this.current;
    if (!current) return;
    clearTimeout(current.timer);
    this.current = null;
    current.resolve(end);
  }

  private discard(worker: WorkerLike): void {
    worker.onmessage = null;
    worker.onerror = null;
    worker.terminate();
    if (this.worker === worker) this.worker = null;
  }

  /**
   * Runs a job (`id` is filled in); `onMessage` hears each of its messages and, while the worker's runtime
   * loads, the loading progress. One at a time: a second call while one runs is refused.
   */
  run<J extends { id: number }>(job: Omit<J, 'id'>, onMessage: (message: M) => void): Promise<JobEnd<M>> {
    if (this.current) return Promise.reject(new Error('a job is already running'));
    const id = this.nextId++;
    const worker = this.ensure();
    return new Promise<JobEnd<M>>((resolve) => {
      this.current = { id, onMessage, resolve, timer: undefined };
      worker.postMessage({ ...job, id });
    });
  }

  /** Stops the running job (its worker with it). */
  stop(): void {
    if (!this.current || !this.worker) return;
    this.discard(this.worker);
    this.end({ kind: 'stopped' });
  }

  dispose(): void {
    if (this.worker) this.discard(this.worker);
    this.end({ kind: 'stopped' });
  }
}
