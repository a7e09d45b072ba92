import type { WorkerLike } from '../runner/worker-states';

/**
 * A worker for the runner's tests: records what it is sent, and the test answers for it (`emit`) as
 * the real worker would; `terminated` tells whether the page stopped it.
 */
export class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly sent: Array<Record<string, unknown>> = [];
  terminated = false;
  /** Called with each job: answer it here to act as the worker. */
  respond: (job: Record<string, unknown>, worker: FakeWorker) => void = () => {};

  postMessage(message: unknown): void {
    const job = message as Record<string, unknown>;
    this.sent.push(job);
    queueMicrotask(() => this.respond(job, this));
  }

  terminate(): void {
    this.terminated = true;
  }

  /**
   * Acts as a worker whose runtime loads on its own (as the real ones do from their start): emits
   * `progress` (the download's messages), then `loaded` unless `ready` is false, on a microtask (once
   * the runner listens).
   */
  loads(progress: unknown[] = [], ready = true): this {
    queueMicrotask(() => {
      progress.forEach((message) => this.emit(message));
      if (ready) this.emit({ type: 'loaded' });
    });
    return this;
  }

  emit(data: unknown): void {
    if (!this.terminated) this.onmessage?.(new MessageEvent('message', { data }));
  }

  fail(message: string): void {
    this.onerror?.(new ErrorEvent('error', { message, cancelable: true }));
  }
}
