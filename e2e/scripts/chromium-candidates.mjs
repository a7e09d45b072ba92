// Where the e2e suite looks for a Chromium, shared by the scripts that find or install one
// (ensure-chromium.mjs, playwright-chromium.mjs) and by the suite itself (e2e/chromium.ts).
import { accessSync, constants, statSync } from 'node:fs';

/** The usual system locations, best first. */
export const CANDIDATES = [
  // Chromium's old headless shell first: the suite runs headless, and it spends about a quarter less
  // CPU per page than the full browser in headless mode (docs/decisions.md 34).
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** True for a file this user may run (not a folder, not a missing path). */
export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
