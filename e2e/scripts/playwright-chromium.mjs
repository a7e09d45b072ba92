#!/usr/bin/env node
// Prints the path of the Chromium that Playwright itself downloaded (`playwright install chromium`), for
// CHROMIUM_PATH on a machine where that is the browser to use, such as a GitHub runner
// (.github/workflows/ci.yml, docs/ci.md). Its headless shell when there (`--only-shell`, or the default
// install; docs/decisions.md 34), else its full browser; exit 1 with what to run when neither is.
// e2e/chromium.ts and ensure-chromium.mjs then take CHROMIUM_PATH as they take any other browser.
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { isExecutable } from './chromium-candidates.mjs';

const INSTALL = 'pnpm --filter @shui/e2e exec playwright install --with-deps --only-shell chromium';
// The shell's file name: Chrome for Testing's build, and that of older Playwright releases.
const SHELL_NAMES = new Set([
  'chrome-headless-shell',
  'chrome-headless-shell.exe',
  'headless_shell',
  'headless_shell.exe',
]);

/** A file of one of `names` in `dir` or the folders below it (two levels: the shell sits in one). */
function findIn(dir, names, depth = 2) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (names.has(entry.name) && isExecutable(path)) return path;
  }
  if (depth === 0) return undefined;
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const found = findIn(join(dir, entry.name), names, depth - 1);
    if (found) return found;
  }
  return undefined;
}

// Playwright's public answer is its full browser, `<browsers>/chromium-<revision>/.../chrome`, whether
// installed or not; the shell of the same revision lives beside it in `chromium_headless_shell-<revision>`.
const full = chromium.executablePath();
let revisionDir = dirname(full);
while (!/^chromium-\d+$/.test(basename(revisionDir)) && dirname(revisionDir) !== revisionDir)
  revisionDir = dirname(revisionDir);
const revision = /^chromium-(\d+)$/.exec(basename(revisionDir))?.[1];
const shell = revision
  ? findIn(join(dirname(revisionDir), `chromium_headless_shell-${revision}`), SHELL_NAMES)
  : undefined;

if (shell) {
  console.log(shell);
} else if (isExecutable(full)) {
  console.error(
    `playwright-chromium: no headless shell of revision ${revision ?? '?'}; using the full browser`,
  );
  console.log(full);
} else {
  console.error(
    `playwright-chromium: Playwright's Chromium is not installed (looked for ${full} and its headless shell).\n` +
      `  Install it with: ${INSTALL}`,
  );
  process.exit(1);
}
