#!/usr/bin/env node
// `pnpm test`: every check the project has, stopping at the first stage that fails. The static checks
// (typecheck, lint, format) share one stage and run side by side; their output is printed whole, one
// check after another, as each finishes. The summary ends with the slowest tests, read from the JSON
// reports that Vitest and Playwright write (never a timed assertion).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** The slowest tests of a report: [{ title, ms }]. */
function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function vitestTests(report) {
  const tests = [];
  for (const file of report?.testResults ?? []) {
    const where = relative(ROOT, file.name);
    for (const t of file.assertionResults ?? []) {
      tests.push({ title: `${where} › ${t.fullName ?? t.title}`, ms: t.duration ?? 0 });
    }
  }
  return tests;
}

function playwrightTests(report) {
  const tests = [];
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        // Every attempt counts: a retried test cost the run all of them.
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        tests.push({ title: [...path, spec.title].join(' › '), ms });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of report?.suites ?? []) visit(suite, [suite.title]);
  return tests;
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
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const steps = stages.flat();
const skipped = steps.slice(results.length).map((s) => s.name);
if (skipped.length > 0) console.log(`not run: ${skipped.join(', ')}`);
printSlowest('unit, API, web and build tests', vitestTests(readJson(UNIT_REPORT)));
printSlowest('end-to-end tests', playwrightTests(readJson(E2E_REPORT)));
const passed = results.filter((r) => r.ok).length;
console.log(
  `\nsteps: ${passed} passed, ${steps.length - passed} failed; total ${Math.round((Date.now() - begun) / 1000)} s`,
);
process.exit(results.every((r) => r.ok) && skipped.length === 0 ? 0 : 1);
