import { describe, expect, it } from 'vitest';
import { countOutcomes, describeCounts, playwrightTests, vitestTests } from './test-report.mjs';

describe("pnpm test's summary reads the runners' reports", () => {
  it('counts Vitest tests passed, failed and skipped, and a file that failed before its tests', () => {
    const report = {
      testResults: [
        {
          name: '/repo/a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'a works', status: 'passed', duration: 12 },
            { fullName: 'a breaks', status: 'failed', duration: 3 },
            { fullName: 'a later', status: 'skipped' },
            { fullName: 'a todo', status: 'todo' },
          ],
        },
        { name: '/repo/b.test.ts', status: 'failed', assertionResults: [] },
      ],
    };
    const tests = vitestTests(report, '/repo');
    expect(tests.map((t) => [t.title, t.outcome])).toEqual([
      ['a.test.ts › a works', 'passed'],
      ['a.test.ts › a breaks', 'failed'],
      ['a.test.ts › a later', 'skipped'],
      ['a.test.ts › a todo', 'skipped'],
      ['b.test.ts (the file failed to run)', 'failed'],
    ]);
    expect(describeCounts(countOutcomes(tests))).toBe('1 passed, 2 failed, 2 skipped, 0 flaky');
  });

  it('names a Playwright test that passed only on its retry as flaky, with every attempt timed', () => {
    const report = {
      suites: [
        {
          title: 'login.spec.ts',
          specs: [
            {
              title: 'logs in',
              tests: [
                { projectName: 'desktop', status: 'flaky', results: [{ duration: 900 }, { duration: 400 }] },
              ],
            },
          ],
          suites: [
            {
              title: 'at 390 px',
              specs: [
                {
                  title: 'fits',
                  tests: [{ projectName: 'phone', status: 'expected', results: [{ duration: 50 }] }],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'Timed out waiting 60000ms from config.webServer.\nmore' }],
    };
    expect(playwrightTests(report)).toEqual([
      { title: '[desktop] login.spec.ts › logs in', ms: 1300, outcome: 'flaky' },
      { title: '[phone] login.spec.ts › at 390 px › fits', ms: 50, outcome: 'passed' },
      {
        title: '(outside any test) Timed out waiting 60000ms from config.webServer.',
        ms: 0,
        outcome: 'failed',
      },
    ]);
  });

  it('reads an absent report as no tests', () => {
    expect(vitestTests(undefined, '/repo')).toEqual([]);
    expect(playwrightTests(undefined)).toEqual([]);
    expect(countOutcomes([])).toEqual({ passed: 0, failed: 0, skipped: 0, flaky: 0 });
  });
});
