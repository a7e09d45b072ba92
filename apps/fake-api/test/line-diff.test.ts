import { describe, expect, it } from 'vitest';
import { diffTexts, editScript, splitLines } from '../src/code-park/line-diff';

/** A diff as `diff -U3` prints it, without the file names. */
function unified(before: string | null, after: string | null, context?: number): string {
  const { hunks } = diffTexts(before, after, context);
  return hunks
    .flatMap((h) => [
      `@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`,
      ...h.lines.map((l) => `${l.kind === 'added' ? '+' : l.kind === 'removed' ? '-' : ' '}${l.text}`),
    ])
    .join('\n');
}

const numbered = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `line ${from + i}`).join('\n') + '\n';

describe('splitLines', () => {
  it('splits on line breaks, without an empty last line, and tells a last line without a break apart', () => {
    expect(splitLines('')).toEqual([]);
    expect(splitLines('a\nb\n').map((l) => l.text)).toEqual(['a', 'b']);
    expect(splitLines('a\r\nb').map((l) => l.text)).toEqual(['a', 'b']);
    expect(splitLines('a\n')[0]!.key).not.toBe(splitLines('a')[0]!.key);
  });
});

describe('editScript', () => {
  it('matches every unchanged line and no other (a shortest script)', () => {
    const kinds = (a: string, b: string) =>
      editScript([...a], [...b])
        .map((e) => (e.kind === 'context' ? '=' : e.kind === 'added' ? '+' : '-'))
        .join('');
    // Myers' example: ABCABBA to CBABAC in 5 edits.
    const script = kinds('ABCABBA', 'CBABAC');
    expect(script.replace(/=/g, '')).toHaveLength(5);
    expect(script.match(/=/g)).toHaveLength(4);
    expect(kinds('', '')).toBe('');
    expect(kinds('abc', '')).toBe('---');
    expect(kinds('', 'ab')).toBe('++');
    expect(kinds('abc', 'abc')).toBe('===');
  });

  it('puts the removals of a changed run before its additions', () => {
    expect(editScript(['a', 'x', 'c'], ['a', 'y', 'z', 'c']).map((e) => e.kind)).toEqual([
      'context',
      'removed',
      'added',
      'added',
      'context',
    ]);
  });
});

describe('diffTexts', () => {
  it('answers a change in the middle with three lines of context, numbered on both sides', () => {
    const before = numbered(1, 10);
    const after = before.replace('line 5\n', 'line five\nline 5.5\n');
    expect(unified(before, after)).toBe(
      [
        '@@ -2,7 +2,8 @@',
        ' line 2',
        ' line 3',
        ' line 4',
        '-line 5',
        '+line five',
        '+line 5.5',
        ' line 6',
        ' line 7',
        ' line 8',
      ].join('\n'),
    );
    const { additions, deletions, hunks } = diffTexts(before, after);
    expect([additions, deletions]).toEqual([2, 1]);
    expect(hunks[0]!.lines.slice(3, 6)).toEqual([
      { kind: 'removed', oldLine: 5, newLine: null, text: 'line 5' },
      { kind: 'added', oldLine: null, newLine: 5, text: 'line five' },
      { kind: 'added', oldLine: null, newLine: 6, text: 'line 5.5' },
    ]);
    expect(hunks[0]!.lines.at(-1)).toEqual({ kind: 'context', oldLine: 8, newLine: 9, text: 'line 8' });
  });

  it('makes one hunk of changes closer than twice the context, two of changes further apart', () => {
    const before = numbered(1, 30);
    const near = before.replace('line 5\n', 'five\n').replace('line 11\n', 'eleven\n');
    expect(diffTexts(before, near).hunks.map((h) => [h.oldStart, h.oldLines])).toEqual([[2, 13]]);
    const far = before.replace('line 5\n', 'five\n').replace('line 20\n', 'twenty\n');
    expect(diffTexts(before, far).hunks.map((h) => [h.oldStart, h.oldLines, h.newStart, h.newLines])).toEqual(
      [
        [2, 7, 2, 7],
        [17, 7, 17, 7],
      ],
    );
  });

  it('answers an added file as all added from 0, a deleted one as all removed, an empty one as nothing', () => {
    expect(unified(null, 'a\nb\n')).toBe('@@ -0,0 +1,2 @@\n+a\n+b');
    expect(unified('a\nb\n', null)).toBe('@@ -1,2 +0,0 @@\n-a\n-b');
    expect(diffTexts(null, '')).toEqual({ additions: 0, deletions: 0, hunks: [] });
    expect(diffTexts('same\n', 'same\n')).toEqual({ additions: 0, deletions: 0, hunks: [] });
  });

  it('numbers lines added at the end after the last line, and sees a line break added at the end', () => {
    expect(unified('a\nb\n', 'a\nb\nc\n')).toBe('@@ -1,2 +1,3 @@\n a\n b\n+c');
    expect(unified('a\nb', 'a\nb\n')).toBe('@@ -1,2 +1,2 @@\n a\n-b\n+b');
  });
});
