#!/usr/bin/env node
// `pnpm test`: every check the project has, stopping at the first stage that fails. The static checks
// (typecheck, lint, format) share one stage and run side by side; their output is printed whole, one
// check after another, as each finishes. The summary, read from the JSON reports that Vitest and
// Playwright write (scripts/test-report.mjs), gives each stage's tests passed, failed, skipped and flaky,
// names the failed and flaky ones and the 10 slowest (never a timed assertion), and ends with one line,
// `N passed, N failed, N skipped`. With CI set, a flaky test fails the run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countOutcomes, describeCounts, playwrightTests, vitestTests } from './test-report.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REPORTS = resolve(ROOT, 'test-results');
const UNIT_REPORT = resolve(REPORTS, 'vitest.json');
const E2E_REPORT = resolve(REPORTS, 'playwright.json');

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
      cmd: [...pnpm, '--filter', '@shui/e2e', 'test'],
      env: { PLAYWRIGHT_JSON_OUTPUT_FILE: E2E_REPORT },
    },
  ],
];

/** Runs one step; alone it writes straight to the terminal, beside others its output is kept for later. */
function run(step, alone) {
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

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
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

/** What each stage's report says: the tests of the stages that run tests. */
const reports = {
  'unit, API, web and build tests': () => vitestTests(readJson(UNIT_REPORT), ROOT),
  'end-to-end tests': () => playwrightTests(readJson(E2E_REPORT)),
};

console.log('\n=== summary ===');
const all = [];
for (const r of results) {
  const tests = reports[r.name]?.();
  const counts = tests === undefined ? '' : `: ${describeCounts(countOutcomes(tests))}`;
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)${counts}`);
  if (tests !== undefined) all.push(...tests.map((t) => ({ ...t, stage: r.name })));
}
const steps = stages.flat();
const notRun = steps.slice(results.length).map((s) => s.name);
if (notRun.length > 0) console.log(`not run: ${notRun.join(', ')}`);
for (const [stage, read] of Object.entries(reports)) {
  if (results.some((r) => r.name === stage)) printSlowest(stage, read());
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
