import { mkdtempSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeStateSchema } from '@shui/contract';
import { buildState, loadSeed } from '../src/state/seed';
import { DEFAULT_FIXTURES } from '../src/setup';
import { verifyPassword } from '../src/auth/passwords';

describe('the seed set', () => {
  it('parses against the contract and builds a valid state with the default accounts', () => {
    const state = buildState(loadSeed(DEFAULT_FIXTURES), Date.now());
    expect(() => fakeStateSchema.parse(state)).not.toThrow();
    const byName = new Map(state.users.map((u) => [u.username, u]));
    expect(verifyPassword('Shui@2025', byName.get('student')!.passwordHash)).toBe(true);
    expect(verifyPassword('Shui@2025', byName.get('teacher')!.passwordHash)).toBe(true);
    expect(verifyPassword('10215501001', byName.get('10215501001')!.passwordHash)).toBe(true);
    expect(byName.get('student')).toMatchObject({ phone: '13800138000', mail: 'student@example.com' });
    expect(byName.get('student')!.companyIds).toHaveLength(2);
    expect(byName.get('teacher')!.role).toBe('teacher');
    expect(state.users.every((u) => !JSON.stringify(u).includes('Shui@2025'))).toBe(true);
  });

  it('a broken seed file is named in the error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shui-seed-'));
    try {
      cpSync(DEFAULT_FIXTURES, dir, { recursive: true });
      writeFileSync(join(dir, 'users.json'), '{"users": [{"id": "one"}]}');
      expect(() => loadSeed(dir)).toThrow(/does not match the contract[\s\S]*users/);
      writeFileSync(join(dir, 'users.json'), '{"users": [');
      expect(() => loadSeed(dir)).toThrow(/users\.json/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
