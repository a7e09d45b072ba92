// The result cache of `pnpm test` (scripts/test-all.mjs): a test stage that passed whole (no failure, no
// flaky test) on exactly the same inputs is not run again; its tests are reported from the cache, named
// as cached. The inputs are every file git would commit (tracked or new, not ignored) byte for byte, the
// Node version and platform, and what a stage adds (the Chromium binary for the browser tests). Any
// change anywhere, a README line included, runs every stage again: coarse, but it cannot miss an input.
// Off in CI (CI=true) and with SHUI_TEST_CACHE=0 or `pnpm test --no-cache` (decision 49).
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const VERSION = 1;

/** The files git would commit, sorted: tracked ones (even if deleted since) and new ones not ignored. */
export function inputFiles(root) {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split('\0').filter(Boolean))].sort();
}

/**
 * The key of the inputs: a hash of each file's path and bytes (a missing file counts as missing), the
 * Node version, the platform and `extra` (strings a stage adds). Undefined where git cannot list the files.
 */
export function inputsKey(root, extra = []) {
  let files;
  try {
    files = inputFiles(root);
  } catch {
    return undefined;
  }
  const hash = createHash('sha256');
  hash.update(`v${VERSION}\0${process.version}\0${process.platform}-${process.arch}\0`);
  for (const item of extra) hash.update(`extra\0${item}\0`);
  for (const file of files) {
    const path = join(root, file);
    hash.update(`${file}\0`);
    try {
      const bytes = readFileSync(path);
      hash.update(`${bytes.length}\0`);
      hash.update(bytes);
    } catch {
      hash.update('missing\0');
    }
  }
  return hash.digest('hex');
}

/** Whether the cache may be used: never in CI, never when switched off. */
export function cacheEnabled(env = process.env, argv = process.argv) {
  if (env.CI && env.CI !== 'false' && env.CI !== '0') return false;
  if (env.SHUI_TEST_CACHE === '0') return false;
  return !argv.includes('--no-cache');
}

const entryPath = (dir, stage) => join(dir, `${stage.replace(/[^a-z0-9]+/gi, '-')}.json`);

/** The cached run of `stage` under `key`: { savedAt, seconds, tests }, or undefined. */
export function readCached(dir, stage, key) {
  if (key === undefined) return undefined;
  const file = entryPath(dir, stage);
  if (!existsSync(file)) return undefined;
  try {
    const entry = JSON.parse(readFileSync(file, 'utf8'));
    if (entry.version !== VERSION || entry.key !== key || !Array.isArray(entry.tests)) return undefined;
    return { savedAt: entry.savedAt, seconds: entry.seconds, tests: entry.tests };
  } catch {
    return undefined;
  }
}

/**
 * Keeps a stage's run for the next one, only when it is worth trusting: every test passed or was skipped
 * (a failure or a flaky test is never cached), and there was at least one test.
 */
export function saveCached(dir, stage, key, { seconds, tests }, now = new Date()) {
  if (key === undefined) return false;
  if (tests.length === 0 || tests.some((t) => t.outcome !== 'passed' && t.outcome !== 'skipped')) {
    return false;
  }
  mkdirSync(dir, { recursive: true });
  const file = entryPath(dir, stage);
  const entry = { version: VERSION, key, savedAt: now.toISOString(), seconds, tests };
  writeFileSync(`${file}.tmp`, `${JSON.stringify(entry)}\n`);
  renameSync(`${file}.tmp`, file);
  return true;
}
