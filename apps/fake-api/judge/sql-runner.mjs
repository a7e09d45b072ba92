// The SQL judge's runner (src/judge/sql-judge.ts): one contained process per submission, like the
// Python runner (src/judge/sandbox.ts: the permission model, no code generation, its WebAssembly memory
// capped, an empty working folder). It runs the reference query and the submitted one on fresh copies of
// each database with sql.js and answers both result sets; the judge compares. Nothing survives it: a
// file `ATTACH` made in sql.js's in-memory file system, and the memory it took, end with the process.
// Started as `sql-runner.mjs STATEMENTS_FILE`: the file of @shui/contract/sql-statements, loaded as it is.
//
// Protocol on the channel (channel.mjs, descriptor 3):
//   runner -> judge  {"ready":true}
//   judge -> runner  {"scripts":["schema+data", ...],"sql":"...","reference":"...","rowLimit":N}   once
//   runner -> judge  {"case":i,"mine":{...},"reference":{...},"timeMs":N}   for each script in order
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { receive, send } from './channel.mjs';

const require = createRequire(import.meta.url);
const initSqlJs = require('sql.js');
const SQL = await initSqlJs();
// How a result is read, the one copy the practice page's SQL worker uses too (@shui/contract's
// sql-statements): the judge names its file, the only file of the contract this process may read.
const { runStatements } = await import(pathToFileURL(process.argv[2]).href);

const isMemory = (message) => /out of memory|memory access out of bounds|allocation failed/i.test(message);

/** The last statement's result: columns and rows (values as SQLite gives them), on a fresh database. */
function query(script, sql, rowLimit) {
  let db;
  try {
    db = new SQL.Database();
    db.exec(script);
    const last = runStatements(db, sql).last ?? { columns: [], values: [] };
    if (last.values.length > rowLimit) return { status: 'output-limit', rows: last.values.length };
    return { status: 'ok', columns: last.columns, values: last.values.map(encodeRow) };
  } catch (error) {
    const message = String(error?.message ?? error);
    return { status: isMemory(message) ? 'memory-limit' : 'error', error: message };
  } finally {
    try {
      db?.close();
    } catch {
      // a database that ran out of memory may not close cleanly; the process ends anyway
    }
  }
}

/** Blobs cross the channel as {"blob":"<hex>"}. */
function encodeRow(values) {
  return values.map((value) =>
    value instanceof Uint8Array ? { blob: Buffer.from(value).toString('hex') } : value,
  );
}

send({ ready: true });
const job = receive();
if (job) {
  job.scripts.forEach((script, index) => {
    const reference = query(script, job.reference, Number.MAX_SAFE_INTEGER);
    const started = performance.now();
    const mine = query(script, job.sql, job.rowLimit);
    send({ case: index, mine, reference, timeMs: Math.round(performance.now() - started) });
  });
}
process.exit(0);
