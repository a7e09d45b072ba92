import { createRequire } from 'node:module';
import type { SqlDiff } from '@shui/contract';
import { RunnerProcess, SpareRunners, type CaseEnd } from './runner-process';
import { packageDirs, runnerPath } from './sandbox';
import { compareSql, tableLines, type SqlValue as Value } from './sql-compare';

type QueryResult =
  | { status: 'ok'; columns: string[]; values: Value[][] }
  | { status: 'output-limit'; rows: number }
  | { status: 'error' | 'memory-limit'; error: string };

/** A query that ran: its result and the reference's, each as lines (the columns', then a line per row). */
export type SqlOutcome =
  | { status: 'accepted'; timeMs: number; rows: string[]; expectedRows: string[] }
  | { status: 'wrong-answer'; timeMs: number; rows: string[]; expectedRows: string[]; diff: SqlDiff }
  | { status: 'compile-error' | 'runtime-error'; timeMs: number; error: string }
  | { status: 'output-limit' | 'time-limit' | 'memory-limit'; timeMs: number };

export interface SqlJob {
  /** Each database's schema and data, run first on a fresh database: one case each. */
  scripts: string[];
  sql: string;
  reference: string;
  ordered: boolean;
}

/** Rows a query may answer. */
export const SQL_ROW_LIMIT = 1_000;

/** Whether SQLite refused the statement itself (what a compiler would), rather than failing to run it. */
const isPrepareError = (message: string) =>
  /syntax error|no such|ambiguous|incomplete input|misuse|unrecognized/i.test(message);

/** A value as it crosses the channel: blobs as {"blob":"<hex>"}. */
const decode = (value: unknown): Value =>
  value && typeof value === 'object' && typeof (value as { blob?: unknown }).blob === 'string'
    ? Uint8Array.from(Buffer.from((value as { blob: string }).blob, 'hex'))
    : (value as Value);

/** A query's result as the runner answered it, checked: anything else is a broken protocol. */
function queryResult(raw: unknown): QueryResult | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (r.status === 'ok' && Array.isArray(r.columns) && Array.isArray(r.values))
    return {
      status: 'ok',
      columns: r.columns.map(String),
      values: r.values.map((values) => (Array.isArray(values) ? values.map(decode) : [])),
    };
  if (r.status === 'output-limit') return { status: 'output-limit', rows: Number(r.rows) };
  if (r.status === 'error' || r.status === 'memory-limit')
    return { status: r.status, error: typeof r.error === 'string' ? r.error : '' };
  return null;
}

/**
 * Judges SQL with sql.js in a contained runner process of its own per submission (judge/sql-runner.mjs,
 * sandbox.ts), as Python is: a file `ATTACH` creates, the memory a blob takes and a runaway query all end
 * with that process, and a dying runner is never handed to the next submission. One runner is kept
 * loaded ahead.
 */
export class SqlJudge {
  private readonly spares = new SpareRunners(() =>
    Promise.resolve().then(() => {
      const runner = runnerPath('sql-runner.mjs');
      // The runner reads a result as the practice page does (@shui/contract/sql-statements, one plain
      // JavaScript file): it is told that file and may read it, nothing else of the contract.
      const statements = createRequire(import.meta.url).resolve('@shui/contract/sql-statements');
      return new RunnerProcess(
        'SQL runtime',
        runner,
        [...packageDirs(runner, 'sql.js'), statements],
        [statements],
      );
    }),
  );

  warm(): void {
    this.spares.warm();
  }

  /** Resolves once a runner is loaded and waiting. */
  loaded(): Promise<void> {
    return this.spares.loaded();
  }

  /** Runs the query on each database (scripts) in turn, each within the time limit; stops at the first failure. */
  async run(job: SqlJob, timeLimitMs: number): Promise<SqlOutcome[]> {
    const runner = await this.spares.take();
    const ends = await runner.run({
      job: { scripts: job.scripts, sql: job.sql, reference: job.reference, rowLimit: SQL_ROW_LIMIT },
      cases: job.scripts.length,
      caseLimitMs: timeLimitMs,
      budget: 64 * 1024 * 1024,
      valid: (message) => queryResult(message.mine) !== null && queryResult(message.reference) !== null,
    });
    const outcomes: SqlOutcome[] = [];
    for (const end of ends) {
      const outcome = this.outcome(end, job.ordered);
      outcomes.push(outcome);
      if (outcome.status !== 'accepted' && outcome.status !== 'wrong-answer') break;
    }
    return outcomes;
  }

  private outcome(end: CaseEnd, ordered: boolean): SqlOutcome {
    if (end.kind === 'time-limit') return { status: 'time-limit', timeMs: end.timeMs };
    if (end.kind === 'memory-limit') return { status: 'memory-limit', timeMs: end.timeMs };
    if (end.kind === 'crash') return { status: 'runtime-error', timeMs: end.timeMs, error: end.error };
    const mine = queryResult(end.message.mine)!;
    const reference = queryResult(end.message.reference)!;
    const timeMs = Math.min(end.timeMs, Math.max(0, Math.round(Number(end.message.timeMs) || 0)));
    if (reference.status !== 'ok')
      throw new Error(`the reference query failed: ${JSON.stringify(reference)}`);
    if (mine.status === 'output-limit') return { status: 'output-limit', timeMs };
    if (mine.status === 'memory-limit') return { status: 'memory-limit', timeMs };
    if (mine.status !== 'ok')
      return {
        status: isPrepareError(mine.error) ? 'compile-error' : 'runtime-error',
        timeMs,
        error: mine.error,
      };
    const shown = { rows: tableLines(mine), expectedRows: tableLines(reference) };
    const diff = compareSql(mine, reference, ordered);
    return diff
      ? { status: 'wrong-answer', timeMs, ...shown, diff }
      : { status: 'accepted', timeMs, ...shown };
  }

  close(): void {
    this.spares.close();
  }
}
