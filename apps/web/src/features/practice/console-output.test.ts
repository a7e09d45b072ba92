import { describe, expect, it } from 'vitest';
import { appendOutput, outputLength, type OutputPiece } from './console-output';

describe('the run console', () => {
  it('merges pieces of one stream and keeps the streams apart', () => {
    let out: OutputPiece[] = [];
    out = appendOutput(out, 'stdout', 'a\n', 100);
    out = appendOutput(out, 'stdout', 'b\n', 100);
    out = appendOutput(out, 'stderr', 'oops\n', 100);
    out = appendOutput(out, 'stdout', 'c', 100);
    expect(out).toEqual([
      { stream: 'stdout', text: 'a\nb\n' },
      { stream: 'stderr', text: 'oops\n' },
      { stream: 'stdout', text: 'c' },
    ]);
  });

  it('never holds more than its limit, however much comes', () => {
    let out: OutputPiece[] = [];
    out = appendOutput(out, 'stdout', 'x'.repeat(80), 100);
    out = appendOutput(out, 'stdout', 'y'.repeat(80), 100);
    out = appendOutput(out, 'stderr', 'z'.repeat(80), 100);
    expect(outputLength(out)).toBe(100);
    expect(out).toEqual([{ stream: 'stdout', text: 'x'.repeat(80) + 'y'.repeat(20) }]);
  });
});
