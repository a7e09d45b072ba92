import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { packageDirs, runnerPath, spawnContained } from './sandbox';

/** What the runner answers for one case (judge/python-runner.mjs), or what the judge saw instead. */
export type RunOutcome =
  | { status: 'ok' | 'error' | 'syntax' | 'output-limit'; stdout: string; error: string; timeMs: number }
  | { status: 'time-limit'; timeMs: number }
  /** The process died or broke the protocol during this case (out of memory, a crash, too much data). */
  | { status: 'crash'; error: string; timeMs: number };

export interface RunLimits {
  timeLimitMs: number;
  /** Characters of stdout per case. */
  outputLimit: number;
}

/** Until Pyodide is loaded in a new runner. */
const START_TIMEOUT_MS = 60_000;
/** Bytes of protocol a runner may send beyond its cases' output limits. */
const PROTOCOL_SLACK = 256 * 1024;

interface CaseMessage {
  case: number;
  status: 'ok' | 'error' | 'syntax' | 'output-limit';
  stdout: string;
  error: string;
}

/** One runner process: starts loading Pyodide at once, judges one job, then is gone. */
class Runner {
  private readonly child: ChildProcessWithoutNullStreams;
  private pending = '';
  private received = 0;
  private listener: ((message: Record<string, unknown>) => void) | null = null;
  private exitListener: ((reason: string) => void) | null = null;
  private stderr = '';
  readonly ready: Promise<void>;
  exited = false;
  /** Given to a job: a runner judges one submission only. */
  taken = false;

  constructor(runner: string, readable: string[], snapshot: string | null) {
    this.child = snapshot
      ? spawnContained(runner, [...readable, snapshot], ['snapshot', snapshot])
      : spawnContained(runner, readable);
    this.child.stdout.setEncoding('utf8');
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk: string) => {
      if (this.stderr.length < 4_000) this.stderr += chunk;
    });
    this.child.stdin.on('error', () => {});
    this.child.stdout.on('data', (chunk: string) => this.onData(chunk));
    this.child.on('exit', (code, signal) => {
      this.exited = true;
      this.exitListener?.(signal ? `killed by ${signal}` : `exited with ${code}: ${this.stderr.trim()}`);
    });
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.kill();
        reject(new Error('the Python runtime did not start in time'));
      }, START_TIMEOUT_MS);
      timer.unref();
      this.listener = (message) => {
        if (message.ready === true) {
          clearTimeout(timer);
          resolve();
        }
      };
      this.exitListener = (reason) => {
        clearTimeout(timer);
        reject(new Error(`the Python runtime stopped while starting (${reason})`));
      };
    });
    this.ready.catch(() => {});
  }

  /** Set once the job is written: the caller's budget for the whole protocol. */
  private limit = PROTOCOL_SLACK;

  private onData(chunk: string): void {
    this.received += chunk.length;
    if (this.received > this.limit + PROTOCOL_SLACK) {
      this.kill();
      return;
    }
    this.pending += chunk;
    let end: number;
    while ((end = this.pending.indexOf('\n')) >= 0) {
      const line = this.pending.slice(0, end);
      this.pending = this.pending.slice(end + 1);
      let message: unknown;
      try {
        message = JSON.parse(line);
      } catch {
        continue;
      }
      if (message && typeof message === 'object') this.listener?.(message as Record<string, unknown>);
    }
  }

  kill(): void {
    if (!this.exited) this.child.kill('SIGKILL');
  }

  /** Runs the cases; stops at a time limit or a crash (the later cases are not run). */
  run(code: string, inputs: string[], limits: RunLimits): Promise<RunOutcome[]> {
    const outcomes: RunOutcome[] = [];
    this.limit = inputs.length * (limits.outputLimit * 2 + 4_096);
    return new Promise<RunOutcome[]>((resolve) => {
      let current = -1;
      let startedAt = 0;
      let timer: NodeJS.Timeout | undefined;
      const finish = () => {
        clearTimeout(timer);
        this.listener = null;
        this.exitListener = null;
        this.kill();
        resolve(outcomes);
      };
      const elapsed = () => Math.round(performance.now() - startedAt);
      this.listener = (message) => {
        if (typeof message.start === 'number' && message.start === outcomes.length) {
          current = message.start;
          startedAt = performance.now();
          clearTimeout(timer);
          timer = setTimeout(() => {
            outcomes.push({ status: 'time-limit', timeMs: limits.timeLimitMs });
            finish();
          }, limits.timeLimitMs);
          return;
        }
        const result = message as Partial<CaseMessage>;
        if (result.case === current && current === outcomes.length && typeof result.status === 'string') {
          clearTimeout(timer);
          outcomes.push({
            status: result.status,
            stdout: String(result.stdout ?? ''),
            error: String(result.error ?? ''),
            timeMs: elapsed(),
          });
          if (outcomes.length === inputs.length) finish();
        }
      };
      this.exitListener = (reason) => {
        if (outcomes.length < inputs.length && current === outcomes.length)
          outcomes.push({ status: 'crash', error: reason, timeMs: elapsed() });
        finish();
      };
      this.child.stdin.end(`${JSON.stringify({ code, inputs, outputLimit: limits.outputLimit })}\n`);
    });
  }
}

/**
 * Judges Python code on Pyodide, one contained process per submission (sandbox.ts). Loading Pyodide
 * takes seconds, so one runner is kept loaded ahead: a submission takes it and the next starts loading.
 * At most `parallel` submissions run at once; the others wait their turn.
 */
export class PythonJudge {
  private spare: Runner | null = null;
  private running = 0;
  private readonly queue: Array<() => void> = [];
  private closed = false;
  private paths: { runner: string; readable: string[]; snapshot: string } | undefined;
  private snapshot: Promise<string | null> | null = null;

  constructor(private readonly parallel = 2) {}

  private where(): { runner: string; readable: string[]; snapshot: string } {
    if (!this.paths) {
      const runner = runnerPath('python-runner.mjs');
      const readable = packageDirs(runner, 'pyodide');
      const version = (
        JSON.parse(readFileSync(join(readable.at(-1)!, 'package.json'), 'utf8')) as { version: string }
      ).version;
      const hash = createHash('sha256').update(readFileSync(runner)).digest('hex').slice(0, 12);
      const cache = join(dirname(readable[0]!), '.cache', 'shui-judge');
      this.paths = { runner, readable, snapshot: join(cache, `pyodide-${version}-${hash}.snap`) };
    }
    return this.paths;
  }

  /**
   * A memory snapshot of a runner with Pyodide and the driver loaded, made once by a contained runner
   * that runs no user code and cached under node_modules/.cache/shui-judge/ (keyed by Pyodide's version
   * and the runner's code): a runner starts from it in about a third of the time. Null when it cannot
   * be made or written; runners then load Pyodide in full.
   */
  private snapshotFile(): Promise<string | null> {
    if (this.snapshot) return this.snapshot;
    const { runner, readable, snapshot } = this.where();
    if (existsSync(snapshot)) return (this.snapshot = Promise.resolve(snapshot));
    this.snapshot = new Promise<string | null>((resolve) => {
      const child = spawnContained(runner, readable, ['make-snapshot']);
      const chunks: Buffer[] = [];
      let size = 0;
      child.stdout.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > 200 * 1024 * 1024) child.kill('SIGKILL');
        else chunks.push(chunk);
      });
      child.stdin.end();
      child.on('error', () => resolve(null));
      child.on('close', () => {
        try {
          const { snapshot: data } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            snapshot: string;
          };
          mkdirSync(dirname(snapshot), { recursive: true });
          const tmp = `${snapshot}.${process.pid}.tmp`;
          writeFileSync(tmp, Buffer.from(data, 'base64'));
          renameSync(tmp, snapshot);
          resolve(snapshot);
        } catch {
          resolve(null);
        }
      });
    });
    return this.snapshot;
  }

  /** Starts loading a runner now, if none is (the first Python question opened warms the judge). */
  warm(): void {
    void this.spareRunner();
  }

  private spareRunner(): Promise<Runner> {
    if (this.spare) return Promise.resolve(this.spare);
    return this.snapshotFile().then((snapshot) => {
      if (this.closed) throw new Error('the judge is closed');
      if (!this.spare) {
        const { runner, readable } = this.where();
        this.spare = new Runner(runner, readable, snapshot);
      }
      return this.spare;
    });
  }

  /** The runner kept ahead, for one job only (two waiting callers never share one). */
  private async take(): Promise<Runner> {
    for (;;) {
      const runner = await this.spareRunner();
      if (this.spare === runner) this.spare = null;
      if (!runner.taken) {
        runner.taken = true;
        this.warm();
        return runner;
      }
    }
  }

  async run(code: string, inputs: string[], limits: RunLimits): Promise<RunOutcome[]> {
    if (this.running >= this.parallel) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.running += 1;
    try {
      const runner = await this.take();
      await runner.ready;
      return await runner.run(code, inputs, limits);
    } finally {
      this.running -= 1;
      this.queue.shift()?.();
    }
  }

  /** Kills the runner kept ahead; later calls start none. */
  close(): void {
    this.closed = true;
    this.spare?.kill();
    this.spare = null;
  }
}
