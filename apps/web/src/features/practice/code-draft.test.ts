import { beforeEach, describe, expect, it } from 'vitest';
import { draftKey, readDraft, writeDraft } from './code-draft';

describe('the code typed on the practice page', () => {
  beforeEach(() => localStorage.clear());

  it('is kept per user and question, and forgotten when it is the starter code again', () => {
    const mine = draftKey(7, 1);
    expect(mine).not.toBe(draftKey(8, 1));
    expect(mine).not.toBe(draftKey(7, 2));
    expect(readDraft(mine)).toBeNull();
    expect(writeDraft(mine, 'print(1)\n', 'line = input()\n')).toBe(true);
    expect(readDraft(mine)).toBe('print(1)\n');
    expect(readDraft(draftKey(8, 1))).toBeNull();
    writeDraft(mine, 'line = input()\n', 'line = input()\n');
    expect(readDraft(mine)).toBeNull();
  });
});
