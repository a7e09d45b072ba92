import { whenIdle, type Cancel } from './when-idle';
import {
  IDLE,
  LOADING,
  type JobEnd,
  type RuntimeState,
  type WorkerLike,
  type WorkerMessage,
} from './worker-states';

interface Slot {
  worker: WorkerLike;
  runtime: RuntimeState;
}

interface Current<M> {
  id: number;
  job: Record<string, unknown>;
  /** Sent to the worker (at once when its runtime is ready, else as soon as it is). */
  posted: boolean;
  onMessage: (message: M) => void;
  resolve: (end: JobEnd<M>) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export interface TimedWorkerOptions {
  /**
   * Keep a second worker loaded (made when the first is ready and the page idle, with no job running):
   * after a Stop or a time limit it takes over at once, and a new spare loads behind it.
   */
  spare?: boolean;
  /** Runs a task when the page is idle (whenIdle; the tests pass their own). */
  schedule?: (task: () => void) => Cancel;
}

/**
 * Workers that run one job at a time with a time limit (docs/decisions.md 42). The clock starts when
 * the worker says the job `started`, so loading the runtime does not count. A job past its limit cannot
 * be interrupted inside the worker (that needs a SharedArrayBuffer, so a cross-origin-isolated page,
 * which the portal is not): its worker is terminated, and the spare takes over, or a new worker starts
 * loading at once. `warm()` starts the runtime before any job; a job asked for while it loads waits
 * (queued, not yet sent), and `runtime` with `subscribe` tell the page how far the load is.
 */
export class TimedWorker<M extends WorkerMessage> {
  private active: Slot | null = null;
  private spare: Slot | null = null;
  private current: Current<M> | null = null;
  private nextId = 1;
  /** Why the last worker could not load (until a new one is made). */
  private failure: RuntimeState | null = null;
  private published: [RuntimeState, boolean] = [IDLE, false];
  private readonly listeners = new Set<() => void>();
  private cancelSpare: Cancel | null = null;
  private disposed = false;
  private readonly keepSpare: boolean;
  private readonly schedule: (task: () => void) => Cancel;

  constructor(
    private readonly create: () => WorkerLike,
    private readonly limitMs: number,
    options: TimedWorkerOptions = {},
  ) {
    this.keepSpare = options.spare ?? false;
    this.schedule = options.schedule ?? ((task) => whenIdle(task));
  }

  /** The runtime of the worker that runs the next job. */
  get runtime(): RuntimeState {
    return this.active?.runtime ?? this.failure ?? IDLE;
  }

  /** A spare worker is loaded, ready to take over after a Stop or a time limit. */
  get spareReady(): boolean {
    return this.spare?.runtime.phase === 'ready';
  }

  get busy(): boolean {
    return this.current !== null;
  }

  /** Calls `listener` whenever `runtime` or `spareReady` changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Creates the worker now (it starts loading its runtime), if there is none. */
  warm(): void {
    if (!this.disposed) this.ensure();
  }

  /** Tells the listeners when `runtime` or `spareReady` changed. */
  private publish(): void {
    const now: [RuntimeState, boolean] = [this.runtime, this.spareReady];
    if (now[0] === this.published[0] && now[1] === this.published[1]) return;
    this.published = now;
    for (const listener of [...this.listeners]) listener();
  }

  /** A new worker, or null (with the reason as `failure`) if the browser cannot make one. */
  private spawn(): Slot | null {
    let worker: WorkerLike;
    try {
      worker = this.create();
    } catch (error) {
      this.failure = { phase: 'failed', message: String((error as Error)?.message ?? error) };
      return null;
    }
    this.failure = null;
    const slot: Slot = { worker, runtime: LOADING };
    slot.worker.onmessage = (event: MessageEvent) => this.receive(slot, event.data as M);
    slot.worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      this.crashed(slot, event.message || 'worker error');
    };
    return slot;
  }

  private ensure(): Slot | null {
    if (this.active) return this.active;
    this.active = this.spawn();
    this.publish();
    return this.active;
  }

  /**
   * A spare once the worker in front is ready (not before: two loads at once would slow the first), when
   * the page is idle. A program may be running then: the spare loads beside it, so that an endless loop
   * stopped finds it ready.
   */
  private wantSpare(): void {
    if (!this.keepSpare || this.disposed || this.spare || this.cancelSpare) return;
    if (this.active?.runtime.phase !== 'ready') return;
    this.cancelSpare = this.schedule(() => {
      this.cancelSpare = null;
      if (this.disposed || this.spare || this.active?.runtime.phase !== 'ready') return;
      this.spare = this.spawn();
    });
  }

  private receive(slot: Slot, message: M): void {
    if (slot !== this.active && slot !== this.spare) return;
    switch (message.type) {
      case 'loading':
        slot.runtime = { phase: 'loading', loaded: message.loaded ?? 0, total: message.total ?? 0 };
        break;
      case 'starting':
        slot.runtime = { phase: 'starting' };
        break;
      case 'loaded':
        slot.runtime = { phase: 'ready' };
        if (slot === this.active) {
          this.post();
          this.wantSpare();
        }
        break;
      case 'load-failed':
        this.discard(slot);
        if (slot === this.spare) this.spare = null;
        else {
          this.active = null;
          this.failure = { phase: 'failed', message: message.message ?? '' };
          this.end({ kind: 'load-failed', message: message.message ?? '' });
        }
        break;
      default:
        if (slot === this.active) this.jobMessage(message);
        return;
    }
    this.publish();
  }

  private jobMessage(message: M): void {
    const current = this.current;
    if (!current || !current.posted) return;
    if (message.id !== undefined && message.id !== current.id) return;
    current.onMessage(message);
    if (message.type === 'started') {
      clearTimeout(current.timer);
      current.timer = setTimeout(() => {
        this.retire();
        this.end({ kind: 'time-limit', limitMs: this.limitMs });
      }, this.limitMs);
    } else if (message.id === current.id && message.type !== 'output') {
      if (message.fatal) this.retire();
      this.end({ kind: 'done', message });
    }
  }

  private crashed(slot: Slot, message: string): void {
    if (slot === this.spare) {
      this.discard(slot);
      this.spare = null;
      this.publish();
      return;
    }
    if (slot !== this.active) return;
    if (slot.runtime.phase === 'ready') {
      // The program broke it (out of memory): a fresh runtime for the next run.
      this.retire();
    } else {
      // It never loaded: no new one until the next job asks (no loop of failing loads).
      this.discard(slot);
      this.active = null;
      this.failure = { phase: 'failed', message };
      this.publish();
    }
    this.end({ kind: 'crashed', message });
  }

  /** Sends the waiting job once the runtime is ready. */
  private post(): void {
    const current = this.current;
    const active = this.active;
    if (!current || current.posted || !active || active.runtime.phase !== 'ready') return;
    current.posted = true;
    active.worker.postMessage({ ...current.job, id: current.id });
  }

  private end(end: JobEnd<M>): void {
    const current = this.current;
    if (!current) return;
    clearTimeout(current.timer);
    this.current = null;
    current.resolve(end);
  }

  private discard(slot: Slot): void {
    slot.worker.onmessage = null;
    slot.worker.onerror = null;
    slot.worker.terminate();
  }

  /**
   * Terminates the running worker: the spare takes its place, or a new worker starts loading at once,
   * so the next Run does not wait for a load it could have had in the background.
   */
  private retire(): void {
    if (this.active) this.discard(this.active);
    this.active = null;
    if (this.disposed) return;
    if (this.spare) {
      this.active = this.spare;
      this.spare = null;
    } else {
      this.active = this.spawn();
    }
    this.publish();
    this.post();
    this.wantSpare();
  }

  /**
   * Runs a job (`id` is filled in); `onMessage` hears its messages. While the runtime loads the job waits
   * (`runtime` says how far the load is) and is sent as soon as it is ready. One at a time: a second call
   * while one runs is refused.
   */
  run<J extends { id: number }>(job: Omit<J, 'id'>, onMessage: (message: M) => void): Promise<JobEnd<M>> {
    if (this.current) return Promise.reject(new Error('a job is already running'));
    if (this.disposed) return Promise.resolve({ kind: 'stopped' });
    const id = this.nextId++;
    if (!this.ensure()) {
      const failure = this.failure;
      return Promise.resolve({
        kind: 'load-failed',
        message: failure?.phase === 'failed' ? failure.message : '',
      });
    }
    return new Promise<JobEnd<M>>((resolve) => {
      this.current = { id, job, posted: false, onMessage, resolve, timer: undefined };
      this.post();
    });
  }

  /** Stops the running job (its worker with it); a job still waiting for the runtime just leaves. */
  stop(): void {
    const current = this.current;
    if (!current) return;
    if (current.posted) this.retire();
    this.end({ kind: 'stopped' });
  }

  dispose(): void {
    this.disposed = true;
    this.cancelSpare?.();
    this.cancelSpare = null;
    for (const slot of [this.active, this.spare]) if (slot) this.discard(slot);
    this.active = null;
    this.spare = null;
    this.end({ kind: 'stopped' });
    this.listeners.clear();
  }
}
