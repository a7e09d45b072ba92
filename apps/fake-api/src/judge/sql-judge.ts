import { Worker } from 'node:worker_threads';
import { runnerPath } from './sandbox';

type Value = number | string | Uint8Array | null;
type QueryResult =
  | { status: 'ok'; columns: string[]; values: Value[][] }
  | { status: 'output-limit'; rows: number }
  | { status: 'error'; error: string };

export type SqlOutcome =
  | { status: 'accepted'; timeMs: number; rows: string[] }
  | {
      status: 'wrong-answer';
      timeMs: number;
      rows: string[];
      diff: { line: number; expected: string; actual: string };
    }
  | { status: 'compile-error' | 'runtime-error'; timeMs: number; error: string }
  | { status: 'output-limit' | 'time-limit'; timeMs: number };

export interface SqlJob {
  /** Schema and data, run first on a fresh database. */
  script: string;
  sql: string;
  reference: string;
  ordered: boolean;
}

/** Rows a query may answer. */
export const SQL_ROW_LIMIT = 1_000;

/** A value as compared and shown: reals to 6 decimals, blobs as hex. */
function cell(value: Value): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(6)));
  if (typeof value === 'string') return value;
  return `x'${Buffer.from(value).toString('hex')}'`;
}
const row = (values: Value[]) => values.map(cell).join(' | ');

/** Whether SQLite refused the statement itself (what a compiler would), rather than failing to run it. */
const isPrepareError = (message: string) =>
  /syntax error|no such|ambiguous|incomplete input|misuse|unrecognized/i.test(message);

/** Compares the caller's rows with the reference's: by position, and in order only when it matters. */
export function compareResults(
  mine: Extract<QueryResult, { status: 'ok' }>,
  reference: Extract<QueryResult, { status: 'ok' }>,
  ordered: boolean,
): { line: number; expected: string; actual: string } | null {
  const ours = mine.values.map(row);
  const theirs = reference.values.map(row);
  if (mine.columns.length !== reference.columns.length) {
    return {
      line: 1,
      expected: `${reference.columns.length} columns: ${reference.columns.join(', ')}`,
      actual: `${mine.columns.length} columns: ${mine.columns.join(', ')}`,
    };
  }
  if (!ordered) {
    ours.sort();
    theirs.sort();
  }
  const count = Math.max(ours.length, theirs.length);
  for (let i = 0; i < count; i += 1) {
    if (ours[i] !== theirs[i])
      return { line: i + 1, expected: theirs[i] ?? '(no row)', actual: ours[i] ?? '(no row)' };
  }
  return null;
}

/**
 * Judges SQL with sql.js in a worker thread (judge/sql-runner.mjs). SQL has no way out of sql.js, so a
 * thread is enough; what a thread gives is the means to stop a runaway query: at the time limit the
 * worker is terminated and the next job starts a new one. One job at a time per worker.
 */
export class SqlJudge {
  private worker: Worker | null = null;
  private ready: Promise<Worker> | null = null;
  private chain: Promise<unknown> = Promise.resolve();
  private nextId = 1;

  private start(): Promise<Worker> {
    if (this.ready) return this.ready;
    const worker = new Worker(runnerPath('sql-runner.mjs'), {
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    worker.unref();
    this.worker = worker;
    this.ready = new Promise<Worker>((resolve, reject) => {
      const onMessage = (message: { ready?: boolean }) => {
        if (message.ready) {
          worker.off('message', onMessage);
          resolve(worker);
        }
      };
      worker.on('message', onMessage);
      worker.once('error', (error) => reject(error));
      worker.once('exit', () => {
        if (this.worker === worker) {
          this.worker = null;
          this.ready = null;
        }
        reject(new Error('the SQL worker stopped'));
      });
    });
    this.ready.catch(() => {});
    return this.ready;
  }

  warm(): void {
    void this.start();
  }

  /** Runs one job after those before it. */
  run(job: SqlJob, timeLimitMs: number): Promise<SqlOutcome> {
    const next = this.chain.then(() => this.runNow(job, timeLimitMs));
    this.chain = next.catch(() => {});
    return next;
  }

  private async runNow(job: SqlJob, timeLimitMs: number): Promise<SqlOutcome> {
    const worker = await this.start();
    const id = this.nextId++;
    const answer = await new Promise<{ mine: QueryResult; reference: QueryResult; timeMs: number } | null>(
      (resolve, reject) => {
        const done = () => {
          clearTimeout(timer);
          worker.off('message', onMessage);
          worker.off('exit', onExit);
        };
        const timer = setTimeout(() => {
          done();
          void worker.terminate();
          resolve(null);
        }, timeLimitMs);
        const onMessage = (message: {
          id?: number;
          mine: QueryResult;
          reference: QueryResult;
          timeMs: number;
        }) => {
          if (message.id !== id) return;
          done();
          resolve(message);
        };
        const onExit = () => {
          done();
          reject(new Error('the SQL worker stopped'));
        };
        worker.on('message', onMessage);
        worker.on('exit', onExit);
        worker.postMessage({
          id,
          script: job.script,
          sql: job.sql,
          reference: job.reference,
          rowLimit: SQL_ROW_LIMIT,
        });
      },
    );
    if (!answer) return { status: 'time-limit', timeMs: timeLimitMs };
    const { mine, reference, timeMs } = answer;
    if (reference.status !== 'ok')
      throw new Error(`the reference query failed: ${JSON.stringify(reference)}`);
    if (mine.status === 'output-limit') return { status: 'output-limit', timeMs };
    if (mine.status === 'error')
      return {
        status: isPrepareError(mine.error) ? 'compile-error' : 'runtime-error',
        timeMs,
        error: mine.error,
      };
    const rows = [mine.columns.join(' | '), ...mine.values.map(row)];
    const diff = compareResults(mine, reference, job.ordered);
    return diff ? { status: 'wrong-answer', timeMs, rows, diff } : { status: 'accepted', timeMs, rows };
  }

  close(): void {
    void this.worker?.terminate();
    this.worker = null;
    this.ready = null;
  }
}
