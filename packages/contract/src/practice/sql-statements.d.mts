/** The types of statements.mjs: what it needs of sql.js, structurally, so the contract needs no sql.js. */

/** A prepared statement (sql.js's `Statement`); `V` is a value as SQLite gives it (sql.js's `SqlValue`). */
export interface PreparedStatement<V> {
  getColumnNames(): string[];
  step(): boolean;
  get(): V[];
}

/** A database whose statements can be prepared one by one (sql.js's `Database`). */
export interface StatementDatabase<V> {
  iterateStatements(sql: string): {
    next(): { done: boolean; value: PreparedStatement<V> };
    getRemainingSQL(): string;
  };
}

/** A statement's result: its columns and rows, values as SQLite gives them. */
export interface StatementTable<V> {
  columns: string[];
  values: V[][];
}

export function runStatements<V>(
  db: StatementDatabase<V>,
  sql: string,
): { last: StatementTable<V> | null; tables: number };
