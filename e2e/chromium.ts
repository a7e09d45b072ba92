import { CANDIDATES, isExecutable } from './scripts/chromium-candidates.mjs';

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
