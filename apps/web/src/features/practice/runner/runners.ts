import { RUN_TIME_LIMIT_MS, type PythonMessage, type SqlMessage } from './protocol';
import { TimedWorker } from './timed-worker';

/**
 * The practice page's runners: each a worker made on the first Run (never before, so no page but this
 * one loads Pyodide or sql.js), and again after a run past the time limit terminated it.
 */
export const createPythonRunner = () =>
  new TimedWorker<PythonMessage>(
    () => new Worker(new URL('./python-worker.ts', import.meta.url), { type: 'module', name: 'python' }),
    RUN_TIME_LIMIT_MS,
  );

export const createSqlRunner = () =>
  new TimedWorker<SqlMessage>(
    () => new Worker(new URL('./sql-worker.ts', import.meta.url), { type: 'module', name: 'sql' }),
    RUN_TIME_LIMIT_MS,
  );

export type PythonRunner = ReturnType<typeof createPythonRunner>;
export type SqlRunner = ReturnType<typeof createSqlRunner>;
