import { accessSync, constants, statSync } from 'node:fs';

// Keep in step with scripts/ensure-chromium.mjs, which can also install one.
const CANDIDATES = [
  // Chromium's old headless shell first: the suite runs headless, and it spends about a quarter less
  // CPU per page than the full browser in headless mode (docs/decisions.md 34).
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
] as const;

/** Flags for a quiet, deterministic Chromium in containers (root, no GPU, no background traffic). */
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/**
 * The Chrome/Chromium binary to drive: CHROMIUM_PATH, else the usual system locations. Throws rather
 * than let Playwright fall back to its own (never downloaded) browser and advise `playwright install`.
 */
export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable file.`);
  }
  const found = CANDIDATES.find(isExecutable);
  if (found) return found;
  throw new Error(
    `No Chrome or Chromium found in ${CANDIDATES.join(', ')}. Run \`node e2e/scripts/ensure-chromium.mjs\` ` +
      '(installs Debian’s Chromium when run as root with apt-get), install Chromium with your package ' +
      'manager, or set CHROMIUM_PATH to a Chrome/Chromium binary.',
  );
}
