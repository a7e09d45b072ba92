// How a query's result is read from sql.js, the one copy both SQL runners use: the practice page's worker
// (apps/web/src/features/practice/runner/sql-worker.ts) and the judge's runner
// (apps/fake-api/judge/sql-runner.mjs), so that a Run and a verdict agree on what the result is. Plain
// JavaScript with no import: the judge's runner loads it as it is, under Node's permission model, with
// only this file readable (src/judge/sql-judge.ts). Its types: statements.d.mts.

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

/**
 * Runs `sql` and answers the result of its last statement that answers a table, and how many statements
 * answered one. As `db.exec`, except that a statement answering no row still names its columns: `db.exec`
 * leaves such a statement out, so an empty result showed no header and had no columns to compare. A
 * statement that answers no table (CREATE, INSERT...) leaves the result as it was. Throws SQLite's error
 * as `db.exec` does.
 */
export function runStatements(db, sql) {
  let last = null;
  let tables = 0;
  for (const statement of statements(db, sql)) {
    const columns = statement.getColumnNames();
    const values = [];
    while (statement.step()) values.push(statement.get());
    if (columns.length > 0) {
      last = { columns, values };
      tables += 1;
    }
  }
  return { last, tables };
}
