import { RUN_TIME_LIMIT_MS, type PythonMessage, type SqlMessage } from './protocol';
import { TimedWorker } from './timed-worker';

/**
 * A spare interpreter costs about 55 MB (Pyodide) once loaded: kept unless the browser says the device
 * has little memory (navigator.deviceMemory, Chromium only), where a new one starts loading right after a
 * Stop instead.
 */
function roomForSpare(): boolean {
  const memory = (navigator as Navigator & { deviceMemory?: number }).deviceMemory;
  return memory === undefined || memory >= 4;
}

/**
 * The practice page's runners (the page starts their workers when it is first idle: no other page loads
 * Pyodide or sql.js). Each keeps a spare worker loaded, so a Run after Stop or a time limit, which
 * terminate the worker, is as quick as any other.
 */
export const createPythonRunner = () =>
  new TimedWorker<PythonMessage>(
    () => new Worker(new URL('./python-worker.ts', import.meta.url), { type: 'module', name: 'python' }),
    RUN_TIME_LIMIT_MS,
    { spare: roomForSpare() },
  );

export const createSqlRunner = () =>
  new TimedWorker<SqlMessage>(
    () => new Worker(new URL('./sql-worker.ts', import.meta.url), { type: 'module', name: 'sql' }),
    RUN_TIME_LIMIT_MS,
    { spare: true },
  );

export type PythonRunner = ReturnType<typeof createPythonRunner>;
export type SqlRunner = ReturnType<typeof createSqlRunner>;
