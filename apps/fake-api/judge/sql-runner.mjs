// The SQL judge's runner (src/judge/sql-judge.ts): one contained process per submission, like the
// Python runner (src/judge/sandbox.ts: the permission model, no code generation, its WebAssembly memory
// capped, an empty working folder). It runs the reference query and the submitted one on fresh copies of
// each database with sql.js and answers both result sets; the judge compares. Nothing survives it: a
// file `ATTACH` made in sql.js's in-memory file system, and the memory it took, end with the process.
//
// Protocol on the channel (channel.mjs, descriptor 3):
//   runner -> judge  {"ready":true}
//   judge -> runner  {"scripts":["schema+data", ...],"sql":"...","reference":"...","rowLimit":N}   once
//   runner -> judge  {"case":i,"mine":{...},"reference":{...},"timeMs":N}   for each script in order
import { createRequire } from 'node:module';
import { receive, send } from './channel.mjs';

const require = createRequire(import.meta.url);
const initSqlJs = require('sql.js');
const SQL = await initSqlJs();

const isMemory = (message) => /out of memory|memory access out of bounds|allocation failed/i.test(message);

/**
 * The statements of `sql` in order, each prepared as SQLite prepares it. sql.js's iterator ends at an empty
 * statement (a lone `;`, or only comments before one), where SQLite prepares nothing; `db.exec` goes on
 * past it, and so does this.
 */
function* statements(db, sql) {
  let rest = sql;
  while (rest.trim() !== '') {
    const iterator = db.iterateStatements(rest);
    let remaining = rest;
    for (let next = iterator.next(); !next.done; next = iterator.next()) {
      yield next.value;
      remaining = iterator.getRemainingSQL();
    }
    const after = skipEmptyStatement(remaining);
    if (after.length >= remaining.length) return;
    rest = after;
  }
}

/** `text` after its leading blanks and comments and the `;` that ends them, if any. */
function skipEmptyStatement(text) {
  let at = 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at])) at += 1;
    if (text.startsWith('--', at)) {
      const end = text.indexOf('\n', at);
      at = end < 0 ? text.length : end + 1;
    } else if (text.startsWith('/*', at)) {
      const end = text.indexOf('*/', at + 2);
      at = end < 0 ? text.length : end + 2;
    } else break;
  }
  return text.slice(text[at] === ';' ? at + 1 : at);
}

/**
 * The result of the last statement that answers a table: its columns and rows (values as SQLite gives
 * them). As `db.exec`, except that a statement answering no row still names its columns: `db.exec`
 * leaves such a statement out, so a query with an empty result had no header and no columns to compare.
 */
function lastTable(db, sql) {
  let last = { columns: [], values: [] };
  for (const statement of statements(db, sql)) {
    const columns = statement.getColumnNames();
    const values = [];
    while (statement.step()) values.push(statement.get());
    if (columns.length > 0) last = { columns, values };
  }
  return last;
}

/** The last statement's result: columns and rows (values as SQLite gives them), on a fresh database. */
function query(script, sql, rowLimit) {
  let db;
  try {
    db = new SQL.Database();
    db.exec(script);
    const last = lastTable(db, sql);
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
