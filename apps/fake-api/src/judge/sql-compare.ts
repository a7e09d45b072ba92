import { questionLimits, type SqlDiff } from '@shui/contract';

/** A value as SQLite (sql.js) answers it. */
export type SqlValue = number | string | Uint8Array | null;

/** A query's result: its columns and rows. */
export interface SqlTable {
  columns: string[];
  values: SqlValue[][];
}

/** A value as compared and shown: reals to 6 decimals, blobs as hex. */
export function cell(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(6)));
  if (typeof value === 'string') return value;
  return `x'${Buffer.from(value).toString('hex')}'`;
}

/** A row as shown: "1 | 张伟 | NULL". */
export const rowText = (values: readonly SqlValue[]): string => values.map(cell).join(' | ');

/**
 * A row as compared: its values as shown, except that NULL is not the text 'NULL' and a " | " inside a
 * text does not make two cells (the integer 1 and the text '1' are the same, as they look the same).
 */
const rowKey = (values: readonly SqlValue[]): string =>
  JSON.stringify(values.map((value) => (value === null ? null : cell(value))));

/** The table as shown in a verdict: the columns' line, then a line per row. */
export const tableLines = (table: SqlTable): string[] => [
  table.columns.join(' | '),
  ...table.values.map(rowText),
];

const shownRow = (values: readonly SqlValue[]) => {
  const text = rowText(values);
  return text.length > questionLimits.sqlRowShownMax
    ? `${text.slice(0, questionLimits.sqlRowShownMax)}…`
    : text;
};

const sameColumns = (mine: readonly string[], theirs: readonly string[]) =>
  mine.length === theirs.length && mine.every((name, i) => name.toLowerCase() === theirs[i]!.toLowerCase());

/**
 * How the caller's result differs from the reference's, or null when it is right. In turn: the columns
 * (their number, then their names in order, case-insensitively); the rows as a multiset (duplicates
 * counted): how many of each side, which expected rows are missing and which returned rows were not
 * expected; and, only when the question asks for an order and the rows are the same, the first position
 * where the order differs. The rows listed are the first few (each cut); the caller hides them for a
 * hidden database.
 */
export function compareSql(mine: SqlTable, reference: SqlTable, ordered: boolean): SqlDiff | null {
  const base = {
    expectedColumns: reference.columns,
    actualColumns: mine.columns,
    expectedRowCount: reference.values.length,
    actualRowCount: mine.values.length,
  };
  const none = { missingCount: 0, extraCount: 0, missing: [], extra: [], position: null };
  // A result names its columns even with no row (@shui/contract/sql-statements); a query that answers no
  // table (only an UPDATE, say) names none, and so differs from a reference that does.
  if (!sameColumns(mine.columns, reference.columns)) return { kind: 'columns', ...base, ...none };

  const ours = mine.values.map(rowKey);
  const theirs = reference.values.map(rowKey);
  // What is left of each expected row once the caller's rows have taken theirs.
  const wanted = new Map<string, number>();
  for (const key of theirs) wanted.set(key, (wanted.get(key) ?? 0) + 1);
  const extra: number[] = [];
  ours.forEach((key, i) => {
    const left = wanted.get(key) ?? 0;
    if (left > 0) wanted.set(key, left - 1);
    else extra.push(i);
  });
  // Equal rows look the same: which of them are listed as missing does not matter.
  const missing: number[] = [];
  theirs.forEach((key, i) => {
    const left = wanted.get(key) ?? 0;
    if (left > 0) {
      wanted.set(key, left - 1);
      missing.push(i);
    }
  });
  if (missing.length > 0 || extra.length > 0) {
    const shown = (rows: SqlValue[][], at: number[]) =>
      at.slice(0, questionLimits.sqlDiffRowsShown).map((i) => shownRow(rows[i]!));
    return {
      kind: 'rows',
      ...base,
      missingCount: missing.length,
      extraCount: extra.length,
      missing: shown(reference.values, missing),
      extra: shown(mine.values, extra),
      position: null,
    };
  }

  if (ordered) {
    const at = ours.findIndex((key, i) => key !== theirs[i]);
    if (at >= 0) return { kind: 'order', ...base, ...none, position: at + 1 };
  }
  return null;
}
