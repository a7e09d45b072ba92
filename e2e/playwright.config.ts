import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';

// Relative paths resolve against this file's folder (e2e/).
export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: chromiumPath(), args: [...chromiumArgs] },
      },
    },
  ],
});
