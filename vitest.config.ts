import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single one on a 2-core machine, which ran
    // every file one after the other. Most files wait on React, jsdom or a child process, so two fit.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'fake-api',
          root: 'apps/fake-api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 20_000,
          // Its modules keep no state (each test builds its own app, store and clock), so the files of a
          // worker share them rather than loading Express and the contract again: 35 s -> 21 s of CPU.
          isolate: false,
        },
      },
      {
        test: {
          name: 'cli',
          root: 'cli',
          include: ['test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Checks of the repository itself (the CI workflow).
        test: { name: 'scripts', root: 'scripts', include: ['*.test.ts'] },
      },
      {
        // The control panel's logic (filters, state files, seed batches); its screens are covered by
        // e2e/tests/control-panel.spec.ts.
        test: { name: 'control-panel', root: 'apps/control-panel', include: ['src/**/*.test.ts'] },
      },
      'apps/web',
      {
        test: {
          name: 'web-build',
          root: 'apps/web',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
