/**
 * The messages between the practice page and its workers (python-worker.ts, sql-worker.ts). Plain
 * data only: they cross a postMessage.
 */

/** How long one Run may take in the browser (the judge has each question's own limit). */
export const RUN_TIME_LIMIT_MS = 5_000;
/** Characters a Python run may print (stdout and stderr together) before it is stopped. */
export const RUN_OUTPUT_LIMIT = 100_000;
/** Rows of a query's result the SQL worker sends back (the count says how many there were). */
export const SQL_ROWS_SHOWN = 500;

export type PythonRunStatus = 'ok' | 'error' | 'syntax' | 'output-limit';

export type PythonJob = { type: 'run'; id: number; code: string; stdin: string; outputLimit: number };

export type PythonMessage =
  /** Bytes of Pyodide's files downloaded so far, of all of them (its runtime and standard library). */
  | { type: 'loading'; loaded: number; total: number }
  /** Everything is downloaded: the interpreter starts (the WebAssembly, the standard library). */
  | { type: 'starting' }
  /** Ready to run: a job sent now starts at once. */
  | { type: 'loaded' }
  | { type: 'load-failed'; message: string }
  | { type: 'started'; id: number }
  | { type: 'output'; id: number; stream: 'stdout' | 'stderr'; text: string }
  | {
      type: 'finished';
      id: number;
      status: PythonRunStatus;
      /** The traceback (the user's frames only) or the syntax error. */
      error: string;
      timeMs: number;
      /** The interpreter itself broke: this worker cannot run again. */
      fatal?: boolean;
    };

export type SqlValue = number | string | null;

export interface SqlTable {
  columns: string[];
  rows: SqlValue[][];
  /** Rows the statement answered (rows holds at most SQL_ROWS_SHOWN). */
  rowCount: number;
}

export type SqlResult =
  | ({ status: 'ok'; timeMs: number; statements: number } & SqlTable)
  | { status: 'error'; timeMs: number; message: string };

/** A table of the database: its columns as SQLite describes them and its first rows. */
export interface SqlTableInfo {
  name: string;
  columns: Array<{ name: string; type: string; notNull: boolean; primaryKey: boolean }>;
  preview: SqlTable;
}

export type SqlJob =
  | { type: 'run'; id: number; script: string; sql: string }
  | { type: 'describe'; id: number; script: string; tables: string[] };

export type SqlMessage =
  | { type: 'loaded' }
  | { type: 'load-failed'; message: string }
  | { type: 'started'; id: number }
  | { type: 'finished'; id: number; result: SqlResult }
  | { type: 'described'; id: number; tables: SqlTableInfo[] };

/** What the workers use of their global scope (the portal's TypeScript has the DOM's types, not a worker's). */
export interface WorkerScope {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  fetch: typeof fetch;
  location: { origin: string };
}
