import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { RunnerProcess, SpareRunners } from './runner-process';
import { packageDirs, runnerPath, spawnContained } from './sandbox';

/** What the runner answers for one case (judge/python-runner.mjs), or what the judge saw instead. */
export type RunOutcome =
  | {
      status: 'ok' | 'error' | 'syntax' | 'output-limit' | 'memory-limit';
      stdout: string;
      error: string;
      timeMs: number;
    }
  | { status: 'time-limit'; timeMs: number }
  /** The process died or broke the protocol during this case (a crash, too much data, a forged message). */
  | { status: 'crash'; error: string; timeMs: number };

export interface RunLimits {
  timeLimitMs: number;
  /** Characters of stdout per case. */
  outputLimit: number;
}

const STATUSES = new Set(['ok', 'error', 'syntax', 'output-limit', 'memory-limit']);
/** A string field of a runner's message (anything else is read as empty). */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Where a runner and what it reads are: its file, the harness and Pyodide (readable), the snapshot. */
interface Paths {
  runner: string;
  readable: string[];
  harness: string;
  snapshot: string;
}

/** Python runners kept loaded ahead: one per slot of the queue, so a turn rarely waits for a start. */
const PYTHON_SPARES = 2;

/**
 * Judges Python code on Pyodide, one contained process per submission (sandbox.ts). Loading Pyodide
 * takes seconds, so runners are kept loaded ahead: a submission takes one and the next starts loading.
 */
export class PythonJudge {
  private readonly spares = new SpareRunners(
    () =>
      this.snapshotFile().then((snapshot) => {
        const { runner, readable, harness } = this.where();
        return snapshot
          ? new RunnerProcess(
              'Python runtime',
              runner,
              [...readable, snapshot],
              [harness, 'snapshot', snapshot],
            )
          : new RunnerProcess('Python runtime', runner, readable, [harness]);
      }),
    PYTHON_SPARES,
  );
  private paths: Paths | undefined;
  private snapshot: Promise<string | null> | null = null;

  private where(): Paths {
    if (!this.paths) {
      const runner = runnerPath('python-runner.mjs');
      const pyodide = packageDirs(runner, 'pyodide');
      // The harness the practice page runs too: one file of the contract, the only one the runner may read.
      const harness = createRequire(import.meta.url).resolve('@shui/contract/python-harness');
      const version = (
        JSON.parse(readFileSync(join(pyodide.at(-1)!, 'package.json'), 'utf8')) as { version: string }
      ).version;
      const hash = createHash('sha256')
        .update(readFileSync(runner))
        .update(readFileSync(harness))
        .digest('hex')
        .slice(0, 12);
      const cache = join(dirname(pyodide[0]!), '.cache', 'shui-judge');
      const snapshot = join(cache, `pyodide-${version}-${hash}.snap`);
      this.paths = { runner, readable: [...pyodide, harness], harness, snapshot };
    }
    return this.paths;
  }

  /**
   * A memory snapshot of a runner with Pyodide and the harness loaded, made once by a contained runner
   * that runs no user code and cached under node_modules/.cache/shui-judge/ (keyed by Pyodide's version
   * and the runner's and the harness's code): a runner starts from it in about a third of the time. Null when it cannot
   * be made or written; runners then load Pyodide in full.
   */
  private snapshotFile(): Promise<string | null> {
    if (this.snapshot) return this.snapshot;
    const { runner, readable, harness, snapshot } = this.where();
    if (existsSync(snapshot)) return (this.snapshot = Promise.resolve(snapshot));
    this.snapshot = new Promise<string | null>((resolve) => {
      const { child, channel } = spawnContained(runner, readable, [harness, 'make-snapshot']);
      const chunks: Buffer[] = [];
      let size = 0;
      channel.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > 200 * 1024 * 1024) child.kill('SIGKILL');
        else chunks.push(chunk);
      });
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
    this.spares.warm();
  }

  /** Resolves once a runner is loaded and waiting. */
  loaded(): Promise<void> {
    return this.spares.loaded();
  }

  /** Judges one submission in a runner of its own (the caller queues: queue.ts). */
  async run(code: string, inputs: string[], limits: RunLimits): Promise<RunOutcome[]> {
    const runner = await this.spares.take();
    const ends = await runner.run({
      job: { code, inputs, outputLimit: limits.outputLimit },
      cases: inputs.length,
      caseLimitMs: limits.timeLimitMs,
      budget: inputs.length * (limits.outputLimit * 2 + 4_096),
      valid: (message) => typeof message.status === 'string' && STATUSES.has(message.status),
    });
    return ends.map((end): RunOutcome => {
      switch (end.kind) {
        case 'answer':
          return {
            status: end.message.status as Extract<RunOutcome, { stdout: string }>['status'],
            stdout: text(end.message.stdout),
            error: text(end.message.error),
            timeMs: end.timeMs,
          };
        case 'memory-limit':
          return { status: 'memory-limit', stdout: '', error: '', timeMs: end.timeMs };
        default:
          return end.kind === 'time-limit'
            ? { status: 'time-limit', timeMs: end.timeMs }
            : { status: 'crash', error: end.error, timeMs: end.timeMs };
      }
    });
  }

  /** Kills the runner kept ahead; later calls start none. */
  close(): void {
    this.spares.close();
  }
}
