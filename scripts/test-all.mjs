#!/usr/bin/env node
// `pnpm test`: every check the project has, stopping at the first stage that fails. The static checks
// (typecheck, format) share one stage and run side by side; their output is printed whole, one check
// after another, as each finishes. Lint, the longest of them and single-threaded, starts with them at
// the lowest CPU priority and goes on beside the test stages, using the cores they leave idle; its
// output comes at the first stage boundary after it ends, its failure stops the run there, and the
// summary waits for it. The summary, read from the JSON reports that Vitest and
// Playwright write (scripts/test-report.mjs), gives each stage's tests passed, failed, skipped and flaky,
// names the failed and flaky ones and the 10 slowest (never a timed assertion), and ends with one line,
// `N passed, N failed, N skipped`. With CI set, a flaky test fails the run. A test stage whose inputs
// are byte for byte those of its last whole green run is reported from the cache, said so, and not run
// again (scripts/test-cache.mjs; never in CI; `pnpm test --no-cache` or SHUI_TEST_CACHE=0 turns it off).
import { spawn } from 'node:child_process';
import { constants as osConstants, setPriority } from 'node:os';
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
    { name: 'format', cmd: [...pnpm, 'run', 'format:check'] },
    // Alone, lint keeps one core busy for two minutes while the other idles once typecheck and format
    // are done; at the lowest priority beside the tests it takes only what they leave (decision 49).
    { name: 'lint', cmd: [...pnpm, 'run', 'lint'], background: true },
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
    // Its children (pnpm starts eslint a moment later) inherit the priority.
    if (step.background && child.pid !== undefined) {
      try {
        setPriority(child.pid, osConstants.priority.PRIORITY_LOW);
      } catch {
        // not allowed here: it runs at the normal priority
      }
    }
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      // A background step's output waits for a stage boundary (reportBackground), not to cut into a stage's.
      if (step.background) done({ name: step.name, ok: code === 0, seconds, output });
      else {
        if (!alone) process.stdout.write(`\n=== ${step.name} ===\n${output}`);
        done({ name: step.name, ok: code === 0, seconds });
      }
    });
  });
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const begun = Date.now();
const results = [];
/** Background steps still running or not yet reported: their promise, and their result once ended. */
const background = [];

/** Prints and records the background steps that have ended; whether all of those passed. */
function reportBackground() {
  let ok = true;
  for (const b of background.filter((x) => x.result && !x.reported)) {
    b.reported = true;
    const { output, ...result } = b.result;
    process.stdout.write(`\n=== ${result.name} (ran beside the others at low priority) ===\n${output}`);
    results.push(result);
    ok &&= result.ok;
  }
  return ok;
}

for (const stage of stages) {
  const foreground = stage.filter((step) => !step.background);
  const behind = stage.filter((step) => step.background);
  const alone = foreground.length === 1;
  const names = foreground.map((s) => s.name).join(', ');
  const beside =
    behind.length > 0
      ? `; ${behind.map((s) => s.name).join(', ')} beside them and the tests, at low priority`
      : '';
  if (alone) console.log(`\n=== ${names}${beside} ===`);
  else console.log(`\n=== ${names} (side by side${beside}) ===`);
  for (const step of behind) {
    const entry = { step };
    entry.promise = spawnStep(step, false).then((result) => (entry.result = result));
    background.push(entry);
  }
  const started = Date.now();
  const outcomes = await Promise.all(foreground.map((step) => run(step, alone)));
  results.push(...outcomes);
  if (!alone) console.log(`\n(stage took ${Math.round((Date.now() - started) / 100) / 10} s)`);
  const backgroundOk = reportBackground();
  if (outcomes.some((r) => !r.ok) || !backgroundOk) break;
}
// The summary waits for what still runs behind (a stage failed, or the last stage ended first).
if (background.some((b) => !b.result)) {
  console.log(
    `\n(waiting for ${background
      .filter((b) => !b.result)
      .map((b) => b.step.name)
      .join(', ')} to end)`,
  );
}
await Promise.all(background.map((b) => b.promise));
reportBackground();

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

// In the order of the stages, whenever each step ended.
const steps = stages.flat();
const order = (name) => steps.findIndex((s) => s.name === name);
results.sort((a, b) => order(a.name) - order(b.name));

console.log('\n=== summary ===');
const all = [];
for (const r of results) {
  const counts = r.tests === undefined ? '' : `: ${describeCounts(countOutcomes(r.tests))}`;
  const time = r.cachedFrom ? `cached from ${r.cachedFrom}` : `${r.seconds} s`;
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${time})${counts}`);
  if (r.tests !== undefined) all.push(...r.tests.map((t) => ({ ...t, stage: r.name })));
}
const notRun = steps.filter((s) => !results.some((r) => r.name === s.name)).map((s) => s.name);
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
  `\nsteps: ${stepsPassed} passed, ${results.length - stepsPassed} failed${notRun.length > 0 ? `, ${notRun.length} not run` : ''}; ` +
    `${total.flaky} flaky; total ${Math.round((Date.now() - begun) / 1000)} s; ${ok ? 'all green' : 'FAILED'}`,
);
// The last line, for any CI log reader: every test of the run (a flaky test passed, and is named above).
console.log(`${total.passed + total.flaky} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(ok ? 0 : 1);
