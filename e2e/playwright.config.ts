import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';
import { desktop, phone, PHONE_TAG } from './devices';
import { PORTAL_ORIGIN } from './portal';

const launchOptions = {
  executablePath: chromiumPath(),
  // A page lives a few seconds here: V8's optimising compilers (TurboFan, Maglev) spent CPU on code that
  // never ran long enough to gain from it (8 % of the suite's CPU; decision 31).
  args: [...chromiumArgs, '--js-flags=--no-opt --no-maglev'],
};

// Relative paths resolve against this file's folder (e2e/).
export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: true,
  // Two on this 2-core machine. Three were tried (decision 31): as fast or faster, but tests that time
  // a menu or a tour flaked under the extra contention. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry: a test that passes only on its retry is reported as flaky, never hidden: `pnpm test`'s
  // summary names it, and in CI (CI=true) a flaky test fails the run.
  retries: 1,
  failOnFlakyTests: Boolean(process.env.CI),
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['html', { outputFolder: 'playwright-report', open: 'never' }],
    // `pnpm test` asks for a JSON report too, to print the slowest tests in its summary.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['json'] as ['json']] : []),
    // Each shard of the CI workflow writes a blob report; a last job merges them into one HTML report.
    ...(process.env.E2E_BLOB_REPORT === '1'
      ? [['blob', { outputDir: 'blob-report' }] as ['blob', object]]
      : []),
  ],
  // The portal built by scripts/build-portal.mjs, served by vite preview (scripts/serve-portal.mjs).
  webServer: {
    command: 'node scripts/serve-portal.mjs',
    url: `${PORTAL_ORIGIN}/home`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  use: {
    baseURL: PORTAL_ORIGIN,
    headless: true,
    // The portal honours the system setting: no antd motion, no CSS transitions (providers.tsx,
    // styles.css). Nothing waits for an animation to end; the few tests about motion set it back.
    reducedMotion: 'reduce',
    // One tab per worker, reset by Playwright between tests (docs/decisions.md 31): a fresh context
    // per test starts a new renderer that compiles the portal again.
    reuseContext: true,
    screenshot: 'only-on-failure',
    // A trace of every test (to keep it on failure) costs more CPU than the tests; the retry has one.
    trace: 'on-first-retry',
  },
  // Desktop and phone tests in separate projects, so each worker's one context keeps its options
  // (devices.ts). A test or describe tagged @phone runs in the phone project only.
  projects: [
    // `pnpm dev` itself, started by its test as the README says (dev/dev-smoke.spec.ts). First, so its
    // long test (the dev server compiles each page on its first visit) runs beside the others, not last
    // with the other worker idle.
    {
      name: 'dev',
      testDir: 'dev',
      use: { browserName: 'chromium', ...desktop, launchOptions },
    },
    // One build deployed behind Debian's nginx as test and as prod (deploy/deploy.spec.ts).
    {
      name: 'deploy',
      testDir: 'deploy',
      use: { browserName: 'chromium', ...desktop, launchOptions },
    },
    {
      name: 'desktop',
      grepInvert: new RegExp(PHONE_TAG),
      use: { browserName: 'chromium', ...desktop, launchOptions },
    },
    {
      name: 'phone',
      grep: new RegExp(PHONE_TAG),
      use: { browserName: 'chromium', ...phone, launchOptions },
    },
  ],
});
