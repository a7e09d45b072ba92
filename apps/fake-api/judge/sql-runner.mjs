// The SQL judge's worker (src/judge/sql-judge.ts): runs a query and the reference query on fresh copies
// of the school database with sql.js and compares the result sets. SQL cannot reach out of sql.js (an
// in-memory SQLite without extensions or files); a runaway query is stopped by terminating this worker.
import { parentPort, workerData } from 'node:worker_threads';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const initSqlJs = require('sql.js');
const SQL = await initSqlJs();

/** The last statement's result: columns and rows (values as SQLite gives them). */
function query(script, sql, rowLimit) {
  const db = new SQL.Database();
  try {
    db.exec(script);
    const results = db.exec(sql);
    const last = results.at(-1) ?? { columns: [], values: [] };
    if (last.values.length > rowLimit) return { status: 'output-limit', rows: last.values.length };
    return { status: 'ok', columns: last.columns, values: last.values };
  } catch (error) {
    return { status: 'error', error: String(error?.message ?? error) };
  } finally {
    db.close();
  }
}

parentPort.on('message', (job) => {
  const started = performance.now();
  const mine = query(job.script, job.sql, job.rowLimit);
  const timeMs = Math.round(performance.now() - started);
  const reference = query(job.script, job.reference, Number.MAX_SAFE_INTEGER);
  parentPort.postMessage({ id: job.id, mine, reference, timeMs });
});
parentPort.postMessage({ ready: true, version: workerData?.version ?? null });
