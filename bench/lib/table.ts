export type Cell = string | number | undefined;

/** Fixed decimals, thousands separated; undefined or NaN prints n/a. */
export function num(value: number | undefined, digits = 1): string {
  if (value === undefined || Number.isNaN(value)) return 'n/a';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A plain-text table: first column left-aligned, the others right-aligned. */
export function formatTable(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const text = [header, ...rows].map((row) => row.map((cell) => (cell === undefined ? 'n/a' : String(cell))));
  const widths = header.map((_, column) => Math.max(...text.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const [head = [], ...body] = text;
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}
