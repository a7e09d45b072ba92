#!/usr/bin/env node
// `pnpm test`: every check the project has, stopping at the first stage that fails. The static checks
// (typecheck, lint, format) share one stage and run side by side; their output is printed whole, one
// check after another, as each finishes. The summary, read from the JSON reports that Vitest and
// Playwright write (scripts/test-report.mjs), gives each stage's tests passed, failed, skipped and flaky,
// names the failed and flaky ones and the 10 slowest (never a timed assertion), and ends with one line,
// `N passed, N failed, N skipped`. With CI set, a flaky test fails the run. A test stage whose inputs
// are byte for byte those of its last whole green run is reported from the cache, said so, and not run
// again (scripts/test-cache.mjs; never in CI; `pnpm test --no-cache` or SHUI_TEST_CACHE=0 turns it off).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CANDIDATES, isExecutable } from '../e2e/scripts/chromium-candidates.mjs';
import { cacheEnabled, inputsKey, readCached, saveCached } from './test-cache.mjs';
import { countOutcomes, describeCounts, playwrightTests, vitestTests } from './test-report.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REPORTS = resolve(ROOT, 'test-results');
const UNIT_REPORT = resolve(REPORTS, 'vitest.json');
const E2E_REPORT = resolve(REPORTS, 'playwright.json');
const CACHE_DIR = resolve(ROOT, 'node_modules/.cache/shui-test');
const useCache = cacheEnabled();

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The browser the e2e tests drive, as an input of their cache: its path, size and date. */
function chromiumIdentity() {
  const path = process.env.CHROMIUM_PATH ?? CANDIDATES.find(isExecutable);
  if (!path) return 'no chromium';
  try {
    const real = realpathSync(path);
    const { size, mtimeMs } = statSync(real);
    return `${real} ${size} ${mtimeMs}`;
  } catch {
    return `${path} unreadable`;
  }
}

// Under pnpm, npm_execpath is pnpm itself: call it the same way, so no global pnpm is needed.
const execPath = process.env.npm_execpath ?? '';
const pnpm = execPath.includes('pnpm') ? [process.execPath, execPath] : ['pnpm'];

const stages = [
  [{ name: 'chromium', cmd: [process.execPath, 'e2e/scripts/ensure-chromium.mjs'] }],
  [
    { name: 'typecheck', cmd: [...pnpm, 'run', 'typecheck'] },
    { name: 'lint', cmd: [...pnpm, 'run', 'lint'] },
    { name: 'format', cmd: [...pnpm, 'run', 'format:check'] },
  ],
  [
    {
      name: 'unit, API, web and build tests',
      tests: () => vitestTests(readJson(UNIT_REPORT), ROOT),
      cacheInputs: () => [],
      cmd: [
        ...pnpm,
        'run',
        'test:unit',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${UNIT_REPORT}`,
      ],
    },
  ],
  [
    {
      name: 'end-to-end tests',
      tests: () => playwrightTests(readJson(E2E_REPORT)),
      cacheInputs: () => [chromiumIdentity()],
      cmd: [...pnpm, '--filter', '@shui/e2e', 'test'],
      env: { PLAYWRIGHT_JSON_OUTPUT_FILE: E2E_REPORT },
    },
  ],
];

/**
 * Runs one step; alone it writes straight to the terminal, beside others its output is kept for later.
 * A test step whose inputs are those of its last whole green run is answered from the cache.
 */
async function run(step, alone) {
  const key = useCache && step.cacheInputs ? inputsKey(ROOT, step.cacheInputs()) : undefined;
  const cached = readCached(CACHE_DIR, step.name, key);
  if (cached) {
    console.log(
      `cached: the inputs are those of the green run of ${cached.savedAt} (${cached.seconds} s), ` +
        'so its results stand. `pnpm test --no-cache` runs it again.',
    );
    return { name: step.name, ok: true, seconds: 0, tests: cached.tests, cachedFrom: cached.savedAt };
  }
  const result = await spawnStep(step, alone);
  if (!step.tests) return result;
  const tests = step.tests();
  // Kept only if nothing changed while it ran (the key is taken again).
  if (result.ok && key !== undefined && inputsKey(ROOT, step.cacheInputs()) === key) {
    saveCached(CACHE_DIR, step.name, key, { seconds: result.seconds, tests });
  }
  return { ...result, tests };
}

function spawnStep(step, alone) {
  const started = Date.now();
  const [command, ...args] = step.cmd;
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...step.env,
        ...(alone ? {} : { FORCE_COLOR: process.stdout.isTTY ? '1' : '0' }),
      },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      if (!alone) process.stdout.write(`\n=== ${step.name} ===\n${output}`);
      done({ name: step.name, ok: code === 0, seconds });
    });
  });
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const begun = Date.now();
const results = [];
for (const stage of stages) {
  const alone = stage.length === 1;
  if (alone) console.log(`\n=== ${stage[0].name} ===`);
  else console.log(`\n=== ${stage.map((s) => s.name).join(', ')} (side by side) ===`);
  const started = Date.now();
  const outcomes = await Promise.all(stage.map((step) => run(step, alone)));
  results.push(...outcomes);
  if (!alone) console.log(`\n(stage took ${Math.round((Date.now() - started) / 100) / 10} s)`);
  if (outcomes.some((r) => !r.ok)) break;
}

function printSlowest(label, tests) {
  if (tests.length === 0) return;
  const total = tests.reduce((sum, t) => sum + t.ms, 0);
  console.log(
    `\nslowest 10 of ${tests.length} ${label} (together ${Math.round(total / 1000)} s of test time):`,
  );
  for (const t of [...tests].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.title}`);
  }
}

console.log('\n=== summary ===');
const all = [];
for (const r of results) {
  const counts = r.tests === undefined ? '' : `: ${describeCounts(countOutcomes(r.tests))}`;
  const time = r.cachedFrom ? `cached from ${r.cachedFrom}` : `${r.seconds} s`;
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${time})${counts}`);
  if (r.tests !== undefined) all.push(...r.tests.map((t) => ({ ...t, stage: r.name })));
}
const steps = stages.flat();
const notRun = steps.slice(results.length).map((s) => s.name);
if (notRun.length > 0) console.log(`not run: ${notRun.join(', ')}`);
for (const r of results) {
  if (r.tests !== undefined && !r.cachedFrom) printSlowest(r.name, r.tests);
}
const fromCache = results.filter((r) => r.cachedFrom).reduce((n, r) => n + r.tests.length, 0);
if (fromCache > 0) {
  console.log(
    `\n${fromCache} tests' results come from the cache (same inputs as their green run); ` +
      '`pnpm test --no-cache` runs them all.',
  );
}
const failed = all.filter((t) => t.outcome === 'failed');
const flaky = all.filter((t) => t.outcome === 'flaky');
if (failed.length > 0) {
  console.log(`\nfailed (${failed.length}):`);
  for (const t of failed) console.log(`  ${t.title}`);
}
if (flaky.length > 0) {
  console.log(
    `\nflaky (${flaky.length}): passed only on a retry${process.env.CI ? ', which fails the run in CI' : ''}:`,
  );
  for (const t of flaky) console.log(`  ${t.title}`);
}
const ok = results.every((r) => r.ok) && notRun.length === 0 && (!process.env.CI || flaky.length === 0);
const stepsPassed = results.filter((r) => r.ok).length;
const total = countOutcomes(all);
console.log(
  `\nsteps: ${stepsPassed} passed, ${steps.length - stepsPassed} failed${notRun.length > 0 ? `, ${notRun.length} not run` : ''}; ` +
    `${total.flaky} flaky; total ${Math.round((Date.now() - begun) / 1000)} s; ${ok ? 'all green' : 'FAILED'}`,
);
// The last line, for any CI log reader: every test of the run (a flaky test passed, and is named above).
console.log(`${total.passed + total.flaky} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(ok ? 0 : 1);
