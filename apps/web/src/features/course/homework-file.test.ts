import { describe, expect, it } from 'vitest';
import { HOMEWORK_FILE_KINDS } from '@shui/contract';
import {
  fileSize,
  homeworkAccept,
  HOMEWORK_MAX_BYTES,
  homeworkFileProblem,
  homeworkOverdue,
} from './homework-file';

const all = HOMEWORK_FILE_KINDS;

describe('homework file', () => {
  it('refuses an empty file and one over 5 MB before sending', () => {
    expect(homeworkFileProblem({ name: 'a.pdf', size: 0 }, all)).toBe('empty');
    expect(homeworkFileProblem({ name: 'a.pdf', size: HOMEWORK_MAX_BYTES + 1 }, all)).toBe('tooLarge');
    expect(homeworkFileProblem({ name: 'a.pdf', size: HOMEWORK_MAX_BYTES }, all)).toBeNull();
    expect(homeworkFileProblem({ name: 'a.pdf', size: 1 }, all)).toBeNull();
  });

  it('refuses a file of a type the homework does not take, by its extension, whatever the case', () => {
    const kinds = ['pdf', 'word', 'image'] as const;
    expect(homeworkFileProblem({ name: 'script.exe', size: 10 }, kinds)).toBe('wrongType');
    expect(homeworkFileProblem({ name: 'notes.txt', size: 10 }, kinds)).toBe('wrongType');
    expect(homeworkFileProblem({ name: 'answer', size: 10 }, kinds)).toBe('wrongType');
    expect(homeworkFileProblem({ name: '.pdf', size: 10 }, kinds)).toBe('wrongType');
    expect(homeworkFileProblem({ name: '作业.DOCX', size: 10 }, kinds)).toBeNull();
    expect(homeworkFileProblem({ name: 'photo.jpeg', size: 10 }, kinds)).toBeNull();
    expect(homeworkFileProblem({ name: 'notes.txt', size: 10 }, all)).toBeNull();
    expect(homeworkAccept(kinds)).toBe('.pdf,.doc,.docx,.png,.jpg,.jpeg,.gif,.webp');
  });

  it('is late past the deadline, as the API said or as the clock says since', () => {
    const deadline = '2026-11-20 23:59:59'; // China time: 15:59:59 UTC
    const before = Date.UTC(2026, 10, 20, 15, 59, 0);
    const after = Date.UTC(2026, 10, 20, 16, 0, 0);
    expect(homeworkOverdue({ overdue: false, deadline }, before)).toBe(false);
    expect(homeworkOverdue({ overdue: false, deadline }, after)).toBe(true);
    expect(homeworkOverdue({ overdue: true, deadline }, before)).toBe(true);
    expect(homeworkOverdue({ overdue: false, deadline: '' }, after)).toBe(false);
  });

  it('writes sizes for people', () => {
    expect(fileSize(980)).toBe('980 B');
    expect(fileSize(12_595)).toBe('12.3 KB');
    expect(fileSize(4.5 * 1024 * 1024)).toBe('4.5 MB');
    expect(fileSize(HOMEWORK_MAX_BYTES)).toBe('5 MB');
  });
});
