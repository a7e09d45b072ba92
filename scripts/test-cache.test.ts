import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheEnabled, inputsKey, readCached, saveCached } from './test-cache.mjs';

let repo: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'pipe' });

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'shui-test-cache-'));
  git('init', '-q');
  writeFileSync(join(repo, '.gitignore'), 'ignored/\n');
  writeFileSync(join(repo, 'a.ts'), 'export const a = 1;\n');
  git('add', '.');
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe("pnpm test's result cache", () => {
  it('keys on every byte git would commit, new files included, ignored ones not', () => {
    const first = inputsKey(repo);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(inputsKey(repo)).toBe(first);

    writeFileSync(join(repo, 'a.ts'), 'export const a = 2;\n'); // changed, not committed
    const changed = inputsKey(repo);
    expect(changed).not.toBe(first);

    writeFileSync(join(repo, 'b.ts'), ''); // new and untracked
    const added = inputsKey(repo);
    expect(added).not.toBe(changed);

    execFileSync('mkdir', ['-p', join(repo, 'ignored')]);
    writeFileSync(join(repo, 'ignored/out.json'), '{}');
    expect(inputsKey(repo)).toBe(added);

    unlinkSync(join(repo, 'a.ts')); // tracked, deleted
    expect(inputsKey(repo)).not.toBe(added);
    expect(inputsKey(repo, ['chromium 1'])).not.toBe(inputsKey(repo, ['chromium 2']));
  });

  it('has no key outside a git work tree, so nothing is cached there', () => {
    const plain = mkdtempSync(join(tmpdir(), 'shui-no-git-'));
    try {
      expect(inputsKey(plain)).toBeUndefined();
      expect(saveCached(plain, 'unit', undefined, { seconds: 1, tests: [] })).toBe(false);
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });

  it('keeps only a whole green run and gives it back for the same key only', () => {
    const dir = join(repo, 'ignored/cache');
    const green = [
      { title: 'a', ms: 5, outcome: 'passed' as const },
      { title: 'b', ms: 0, outcome: 'skipped' as const },
    ];
    const now = new Date('2026-11-28T07:00:00Z');
    expect(saveCached(dir, 'end-to-end tests', 'k1', { seconds: 250, tests: green }, now)).toBe(true);
    expect(readCached(dir, 'end-to-end tests', 'k1')).toEqual({
      savedAt: '2026-11-28T07:00:00.000Z',
      seconds: 250,
      tests: green,
    });
    expect(readCached(dir, 'end-to-end tests', 'k2')).toBeUndefined();
    expect(readCached(dir, 'unit tests', 'k1')).toBeUndefined();
    expect(readCached(dir, 'end-to-end tests', undefined)).toBeUndefined();

    for (const outcome of ['failed', 'flaky'] as const) {
      const tests = [...green, { title: 'c', ms: 1, outcome }];
      expect(saveCached(dir, 'end-to-end tests', 'k3', { seconds: 1, tests })).toBe(false);
      expect(readCached(dir, 'end-to-end tests', 'k3')).toBeUndefined();
    }
    expect(saveCached(dir, 'end-to-end tests', 'k4', { seconds: 1, tests: [] })).toBe(false);
  });

  it('is off in CI, with SHUI_TEST_CACHE=0 and with --no-cache', () => {
    const argv = ['node', 'test-all.mjs'];
    expect(cacheEnabled({}, argv)).toBe(true);
    expect(cacheEnabled({ CI: 'true' }, argv)).toBe(false);
    expect(cacheEnabled({ CI: 'false' }, argv)).toBe(true);
    expect(cacheEnabled({ SHUI_TEST_CACHE: '0' }, argv)).toBe(false);
    expect(cacheEnabled({}, [...argv, '--no-cache'])).toBe(false);
  });
});
