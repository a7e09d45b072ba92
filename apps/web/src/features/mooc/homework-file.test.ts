import { describe, expect, it } from 'vitest';
import { fileSize, HOMEWORK_MAX_BYTES, homeworkFileProblem } from './homework-file';

describe('homework file', () => {
  it('refuses an empty file and one over 5 MB before sending', () => {
    expect(homeworkFileProblem({ size: 0 })).toBe('empty');
    expect(homeworkFileProblem({ size: HOMEWORK_MAX_BYTES + 1 })).toBe('tooLarge');
    expect(homeworkFileProblem({ size: HOMEWORK_MAX_BYTES })).toBeNull();
    expect(homeworkFileProblem({ size: 1 })).toBeNull();
  });

  it('writes sizes for people', () => {
    expect(fileSize(980)).toBe('980 B');
    expect(fileSize(12_595)).toBe('12.3 KB');
    expect(fileSize(4.5 * 1024 * 1024)).toBe('4.5 MB');
    expect(fileSize(HOMEWORK_MAX_BYTES)).toBe('5 MB');
  });
});
