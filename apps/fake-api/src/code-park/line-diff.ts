import { DIFF_CONTEXT_LINES, type DiffHunk, type DiffLine } from '@shui/contract';

/** A line of a text and whether a line break ends it (the last line of a text may have none). */
interface Line {
  text: string;
  /** What two lines are compared by: the text, and the break when there is none. */
  key: string;
}

/** The lines of `text`; none for ''. A last line without a line break differs from one with it. */
export function splitLines(text: string): Line[] {
  if (text === '') return [];
  const parts = text.split('\n');
  const ended = parts.at(-1) === '';
  if (ended) parts.pop();
  return parts.map((raw, i) => {
    const unterminated = !ended && i === parts.length - 1;
    const shown = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    return { text: shown, key: unterminated ? `${raw}\u0000` : raw };
  });
}

type Edit =
  { kind: 'context'; a: number; b: number } | { kind: 'removed'; a: number } | { kind: 'added'; b: number };

/**
 * The shortest edit script from `a` to `b` (Myers, "An O(ND) difference algorithm", 1986): every line
 * of both once, in order, unchanged lines matched. Removals come before additions at each place, as
 * `git diff` shows them. The common start and end are matched first, so a small change to a long
 * file costs little.
 */
export function editScript(a: readonly string[], b: readonly string[]): Edit[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const head: Edit[] = Array.from({ length: start }, (_, i) => ({ kind: 'context', a: i, b: i }));
  const tail: Edit[] = Array.from({ length: a.length - endA }, (_, i) => ({
    kind: 'context',
    a: endA + i,
    b: endB + i,
  }));

  const n = endA - start;
  const m = endB - start;
  const offset = n + m + 1;
  const same = (x: number, y: number) => a[start + x] === b[start + y];
  // v[k + offset]: the furthest x reached on diagonal k (k = x - y); a copy before each round d (the
  // rounds' number of edits) to trace the path back.
  const v = new Int32Array(2 * offset + 1);
  const trace: Int32Array[] = [];
  const down = (w: Int32Array, k: number, d: number) =>
    k === -d || (k !== d && w[k - 1 + offset]! < w[k + 1 + offset]!);
  search: for (let d = 0; d <= n + m; d += 1) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      // Down (an addition) from diagonal k + 1, or right (a removal) from k - 1, then along the snake.
      let x = down(v, k, d) ? v[k + 1 + offset]! : v[k - 1 + offset]! + 1;
      let y = x - k;
      while (x < n && y < m && same(x, y)) {
        x += 1;
        y += 1;
      }
      v[k + offset] = x;
      if (x >= n && y >= m) break search;
    }
  }

  // Back from (n, m): each round's snake, then the edit that led to it.
  const middle: Edit[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d -= 1) {
    const before = trace[d]!;
    const k = x - y;
    const prevK = down(before, k, d) ? k + 1 : k - 1;
    const prevX = before[prevK + offset]!;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      x -= 1;
      y -= 1;
      middle.push({ kind: 'context', a: start + x, b: start + y });
    }
    if (d > 0) {
      if (x === prevX) middle.push({ kind: 'added', b: start + prevY });
      else middle.push({ kind: 'removed', a: start + prevX });
    }
    x = prevX;
    y = prevY;
  }
  middle.reverse();
  return [...head, ...removalsFirst(middle), ...tail];
}

/** Within each run of changes, the removals before the additions. */
function removalsFirst(edits: Edit[]): Edit[] {
  const out: Edit[] = [];
  let removed: Edit[] = [];
  let added: Edit[] = [];
  const flush = () => {
    out.push(...removed, ...added);
    removed = [];
    added = [];
  };
  for (const edit of edits) {
    if (edit.kind === 'removed') removed.push(edit);
    else if (edit.kind === 'added') added.push(edit);
    else {
      flush();
      out.push(edit);
    }
  }
  flush();
  return out;
}

/** A line diff of two texts (null: the file is not there on that side). */
export interface TextDiff {
  additions: number;
  deletions: number;
  hunks: DiffHunk[];
}

/**
 * The unified diff of `before` and `after` (null: no file on that side), in hunks with up to `context`
 * unchanged lines around the changes; hunks closer than twice that are one, as `git diff` makes them.
 */
export function diffTexts(
  before: string | null,
  after: string | null,
  context: number = DIFF_CONTEXT_LINES,
): TextDiff {
  const oldLines = splitLines(before ?? '');
  const newLines = splitLines(after ?? '');
  const edits = editScript(
    oldLines.map((l) => l.key),
    newLines.map((l) => l.key),
  );
  const lines: DiffLine[] = edits.map((edit) => {
    if (edit.kind === 'context')
      return { kind: 'context', oldLine: edit.a + 1, newLine: edit.b + 1, text: oldLines[edit.a]!.text };
    if (edit.kind === 'removed')
      return { kind: 'removed', oldLine: edit.a + 1, newLine: null, text: oldLines[edit.a]!.text };
    return { kind: 'added', oldLine: null, newLine: edit.b + 1, text: newLines[edit.b]!.text };
  });

  // The changed lines' indexes, then the spans around them, joined where they touch.
  const changed = lines.flatMap((line, i) => (line.kind === 'context' ? [] : [i]));
  const spans: Array<[number, number]> = [];
  for (const i of changed) {
    const from = Math.max(0, i - context);
    const to = Math.min(lines.length, i + context + 1);
    const last = spans.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else spans.push([from, to]);
  }

  const hunks = spans.map(([from, to]): DiffHunk => {
    const slice = lines.slice(from, to);
    const oldCount = slice.filter((l) => l.kind !== 'added').length;
    const newCount = slice.filter((l) => l.kind !== 'removed').length;
    // Where each side starts: its first line in the hunk, or (none) the line before the hunk's place.
    const linesBefore = (side: 'oldLine' | 'newLine') =>
      lines.slice(0, from).filter((l) => l[side] !== null).length;
    const firstOld = slice.find((l) => l.oldLine !== null)?.oldLine;
    const firstNew = slice.find((l) => l.newLine !== null)?.newLine;
    return {
      oldStart: oldCount > 0 && firstOld ? firstOld : linesBefore('oldLine'),
      oldLines: oldCount,
      newStart: newCount > 0 && firstNew ? firstNew : linesBefore('newLine'),
      newLines: newCount,
      lines: slice,
    };
  });
  return {
    additions: lines.filter((l) => l.kind === 'added').length,
    deletions: lines.filter((l) => l.kind === 'removed').length,
    hunks,
  };
}
