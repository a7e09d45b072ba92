import type { FakeState } from '@shui/contract';
import { writeStateText } from './persistence';

/** Told once the changes it waited for are on disk, or with the error of the write that failed them. */
export type Written = (error?: Error) => void;

/**
 * Group commit of the state file (docs/decisions.md 33). Every change is counted; `afterWrite` calls
 * back once a write that includes every change counted so far has been flushed to disk and renamed
 * into place. One write at a time: it takes the whole state at its start, so every change made while
 * it is on disk-bound work goes into the next one, which starts as soon as it ends. The more changes
 * arrive, the more each write carries; a lone change waits one write (about a millisecond on an SSD,
 * plus the JSON of the state).
 */
export class StateWriter {
  private counted = 0;
  private written = 0;
  private writing: Promise<void> | undefined;
  private queued = false;
  private waiting: Array<{ upTo: number; done: Written }> = [];

  constructor(
    private readonly file: string,
    private readonly snapshot: () => FakeState,
    private readonly onError: (error: Error) => void = () => {},
  ) {}

  /** How many changes were counted: a request during which it moved changed the state. */
  get changes(): number {
    return this.counted;
  }

  /** The state changed: counted, and a write is started after the current step of the event loop. */
  schedule(): void {
    this.counted += 1;
    this.kick();
  }

  /** Calls `done` once every change counted so far is on disk (at once when it already is). */
  afterWrite(done: Written): void {
    const upTo = this.counted;
    if (this.written >= upTo) {
      done();
      return;
    }
    this.waiting.push({ upTo, done });
    this.kick();
  }

  /** Resolves once every change counted so far is on disk; rejects with the error of a failed write. */
  drain(): Promise<void> {
    return new Promise((resolve, reject) => this.afterWrite((error) => (error ? reject(error) : resolve())));
  }

  private kick(): void {
    if (this.writing !== undefined || this.queued) return;
    this.queued = true;
    // After the requests of this turn of the event loop: one write for all of their changes.
    setImmediate(() => {
      this.queued = false;
      this.write();
    });
  }

  private write(): void {
    if (this.writing !== undefined || this.written >= this.counted) return;
    const upTo = this.counted;
    let text: string;
    try {
      text = JSON.stringify(this.snapshot());
    } catch (error) {
      this.finish(upTo, error as Error);
      return;
    }
    this.writing = writeStateText(this.file, text).then(
      () => this.finish(upTo, undefined),
      (error: unknown) => this.finish(upTo, error as Error),
    );
  }

  private finish(upTo: number, error: Error | undefined): void {
    this.writing = undefined;
    if (error) this.onError(error);
    else this.written = upTo;
    const ready = this.waiting.filter((w) => w.upTo <= upTo);
    this.waiting = this.waiting.filter((w) => w.upTo > upTo);
    for (const w of ready) w.done(error);
    // After a failure, only a change someone waits for is tried again (no loop on a full disk).
    if (this.written < this.counted && (!error || this.waiting.length > 0)) this.kick();
  }
}
