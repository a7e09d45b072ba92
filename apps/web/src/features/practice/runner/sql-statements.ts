import type { Database, SqlValue, Statement } from 'sql.js';

/**
 * How the practice page's SQL worker (sql-worker.ts) reads a query's result, apart from the worker so that
 * it can be tested on sql.js in Node. The judge does the same (apps/fake-api/judge/sql-runner.mjs), so a
 * Run and a verdict agree on what the result is.
 */

/** A statement's result: its columns and rows, values as SQLite gives them. */
export interface StatementTable {
  columns: string[];
  values: SqlValue[][];
}

/** `text` after its leading blanks and comments and the `;` that ends them, if any. */
function skipEmptyStatement(text: string): string {
  let at = 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at]!)) at += 1;
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
 * The statements of `sql` in order, each prepared as SQLite prepares it. sql.js's iterator ends at an empty
 * statement (a lone `;`, or only comments before one), where SQLite prepares nothing; `db.exec` goes on
 * past it, and so does this.
 */
function* statements(db: Database, sql: string): Generator<Statement> {
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

/**
 * Runs `sql` and answers the result of its last statement that answers a table, and how many statements
 * answered one. As `db.exec`, except that a statement answering no row still names its columns: `db.exec`
 * leaves such a statement out, so an empty result showed no header. A statement that answers no table
 * (CREATE, INSERT...) leaves the result as it was. Throws SQLite's error as `db.exec` does.
 */
export function runStatements(db: Database, sql: string): { last: StatementTable | null; tables: number } {
  let last: StatementTable | null = null;
  let tables = 0;
  for (const statement of statements(db, sql)) {
    const columns = statement.getColumnNames();
    const values: SqlValue[][] = [];
    while (statement.step()) values.push(statement.get());
    if (columns.length > 0) {
      last = { columns, values };
      tables += 1;
    }
  }
  return { last, tables };
}
