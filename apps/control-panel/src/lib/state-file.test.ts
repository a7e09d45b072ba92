import { describe, expect, it } from 'vitest';
import { byteSize, checkStateFile, exportFileName } from './state-file';

describe('checkStateFile', () => {
  it('refuses text that is not JSON, saying why', () => {
    const check = checkStateFile('{"version": 1,');
    expect(check).toMatchObject({ ok: false, reason: 'json' });
    expect(check.ok === false && check.reason === 'json' && check.message).toMatch(/JSON/);
  });

  it('refuses JSON that is not a state, naming the fields', () => {
    const check = checkStateFile(JSON.stringify({ version: 2, users: 'many' }));
    expect(check.ok).toBe(false);
    if (check.ok || check.reason !== 'schema') throw new Error('expected schema issues');
    expect(check.issues[0]).toMatch(/^version: /);
    expect(check.issues.some((issue) => issue.startsWith('users: '))).toBe(true);
    expect(check.issues.length).toBeLessThanOrEqual(8);
  });
});

describe('exportFileName and byteSize', () => {
  it('names an export by its local time', () => {
    expect(exportFileName(new Date(2025, 0, 2, 3, 4, 5))).toBe('shui-state-20250102-030405.json');
  });

  it('writes sizes as people read them', () => {
    expect(byteSize(512)).toBe('512 B');
    expect(byteSize(4 * 1024 + 512)).toBe('4.5 KB');
    expect(byteSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
