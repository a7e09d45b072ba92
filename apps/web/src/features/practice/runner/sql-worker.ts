import initSqlJs, { type Database, type SqlValue as Value } from 'sql.js';
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { runStatements, type StatementTable } from '@shui/contract/sql-statements';
import {
  SQL_ROWS_SHOWN,
  type SqlJob,
  type SqlMessage,
  type SqlResult,
  type SqlTable,
  type SqlTableInfo,
  type SqlValue,
  type WorkerScope,
} from './protocol';

/**
 * The practice page's SQL, in a worker (runners.ts makes it when the practice page is idle): sql.js
 * (SQLite in WebAssembly, its .wasm served by the portal) runs each query on a fresh copy of the sample
 * school database, so a DELETE or DROP never outlives its run. A runaway query (a recursive CTE without end)
 * keeps this worker busy until the page terminates it (timed-worker.ts).
 */

const scope = self as unknown as WorkerScope;
const post = (message: SqlMessage) => scope.postMessage(message);

const ready = initSqlJs({ locateFile: () => wasmUrl });
ready.then(
  () => post({ type: 'loaded' }),
  (error: unknown) => post({ type: 'load-failed', message: String((error as Error)?.message ?? error) }),
);

/** Blobs are shown as SQLite writes them (x'0a1b'). */
function cell(value: Value): SqlValue {
  if (value instanceof Uint8Array)
    return `x'${Array.from(value, (b) => b.toString(16).padStart(2, '0')).join('')}'`;
  return value;
}

function table(result: StatementTable<Value> | null): SqlTable {
  if (!result) return { columns: [], rows: [], rowCount: 0 };
  return {
    columns: result.columns,
    rows: result.values.slice(0, SQL_ROWS_SHOWN).map((row) => row.map(cell)),
    rowCount: result.values.length,
  };
}

function fresh(SQL: Awaited<typeof ready>, script: string): Database {
  const db = new SQL.Database();
  db.exec(script);
  return db;
}

async function runJob(job: SqlJob): Promise<void> {
  let SQL: Awaited<typeof ready>;
  try {
    SQL = await ready;
  } catch {
    return;
  }
  post({ type: 'started', id: job.id });
  if (job.type === 'describe') {
    const db = fresh(SQL, job.script);
    try {
      const tables: SqlTableInfo[] = job.tables.map((name) => {
        const quoted = `"${name.replaceAll('"', '""')}"`;
        const info = table(runStatements(db, `PRAGMA table_info(${quoted})`).last);
        const at = (column: string) => info.columns.indexOf(column);
        return {
          name,
          columns: info.rows.map((row) => ({
            name: String(row[at('name')]),
            type: String(row[at('type')] ?? ''),
            notNull: row[at('notnull')] === 1,
            primaryKey: Number(row[at('pk')]) > 0,
          })),
          preview: table(runStatements(db, `SELECT * FROM ${quoted} LIMIT 20`).last),
        };
      });
      post({ type: 'described', id: job.id, tables });
    } finally {
      db.close();
    }
    return;
  }
  const started = performance.now();
  const timeMs = () => Math.round(performance.now() - started);
  const db = fresh(SQL, job.script);
  let result: SqlResult;
  try {
    // As the judge: the last statement that answers a table is the result, with its columns even when it
    // answers no row.
    const { last, tables } = runStatements(db, job.sql);
    result = { status: 'ok', timeMs: timeMs(), statements: tables, ...table(last) };
  } catch (error) {
    result = { status: 'error', timeMs: timeMs(), message: String((error as Error)?.message ?? error) };
  } finally {
    db.close();
  }
  post({ type: 'finished', id: job.id, result });
}

scope.onmessage = (event: MessageEvent<SqlJob>) => void runJob(event.data);
