// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** Columns a terminal gives a string: CJK and full-width characters take two. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text.replace(ANSI, '')) {
    const code = char.codePointAt(0) ?? 0;
    const wide =
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6) ||
      (code >= 0x20000 && code <= 0x3fffd);
    width += wide ? 2 : 1;
  }
  return width;
}

const MAX_CELL = 60;

function clip(text: string): string {
  if (displayWidth(text) <= MAX_CELL) return text;
  let out = '';
  for (const char of text) {
    if (displayWidth(out + char) > MAX_CELL - 1) break;
    out += char;
  }
  return `${out}…`;
}

/** A plain-text table: a header, a rule, the rows; cells clipped at 60 columns. */
export function table(headers: string[], rows: Array<Array<string | number | null | undefined>>): string {
  const cells = rows.map((row) =>
    row.map((cell) => clip(cell === null || cell === undefined ? '' : String(cell))),
  );
  const widths = headers.map((h, i) =>
    Math.max(displayWidth(h), ...cells.map((r) => displayWidth(r[i] ?? ''))),
  );
  const render = (row: string[]) =>
    row
      .map((cell, i) =>
        i === row.length - 1 ? cell : cell + ' '.repeat((widths[i] ?? 0) - displayWidth(cell)),
      )
      .join('  ')
      .trimEnd();
  return [render(headers), render(widths.map((w) => '-'.repeat(w))), ...cells.map(render)].join('\n');
}
