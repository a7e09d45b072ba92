// Reading the JSON reports of Vitest and Playwright for `pnpm test`'s summary (scripts/test-all.mjs):
// each test with its duration and outcome (passed, failed, skipped or flaky), whatever the runner.
import { relative } from 'node:path';

/**
 * The tests of Vitest's JSON report: [{ title, ms, outcome }], outcome one of passed, failed or skipped
 * (the Vitest projects retry nothing, so no test of theirs can be flaky).
 */
export function vitestTests(report, root) {
  const tests = [];
  for (const file of report?.testResults ?? []) {
    const where = relative(root, file.name);
    for (const t of file.assertionResults ?? []) {
      const outcome = t.status === 'passed' ? 'passed' : t.status === 'failed' ? 'failed' : 'skipped';
      tests.push({ title: `${where} › ${t.fullName ?? t.title}`, ms: t.duration ?? 0, outcome });
    }
    // A file that failed before its tests ran (a syntax error, a failing hook) has no test to count.
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') {
      tests.push({ title: `${where} (the file failed to run)`, ms: 0, outcome: 'failed' });
    }
  }
  return tests;
}

/** The tests of Playwright's JSON report, as vitestTests; Playwright's own status says flaky. */
export function playwrightTests(report) {
  const tests = [];
  const outcomes = { expected: 'passed', unexpected: 'failed', flaky: 'flaky', skipped: 'skipped' };
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        // Every attempt counts: a retried test cost the run all of them.
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        const project = t.projectName ? `[${t.projectName}] ` : '';
        tests.push({
          title: `${project}${[...path, spec.title].join(' › ')}`,
          ms,
          outcome: outcomes[t.status] ?? 'failed',
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of report?.suites ?? []) visit(suite, [suite.title]);
  // Errors outside any test (a global set-up, the web server) fail the run: count each as a failure.
  for (const error of report?.errors ?? []) {
    tests.push({
      title: `(outside any test) ${String(error.message ?? '').split('\n')[0]}`,
      ms: 0,
      outcome: 'failed',
    });
  }
  return tests;
}

/** Counts of outcomes: { passed, failed, skipped, flaky }. */
export function countOutcomes(tests) {
  const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
  for (const t of tests) counts[t.outcome] += 1;
  return counts;
}

export const describeCounts = (c) =>
  `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped, ${c.flaky} flaky`;
