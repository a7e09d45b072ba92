#!/usr/bin/env node
// Builds the portal for the e2e suite: the `local` environment, into e2e/.portal (never apps/web/dist,
// which may hold someone's production build). The suite serves it with `vite preview`. E2E_PORTAL_DIR
// moves it (with E2E_PORTAL_PORT, two runs in one checkout keep out of each other's way). The control
// panel, which each worker's fake API serves at /__admin/, is built first when missing or stale (a few
// stat calls when it is fresh; docs/decisions.md 44).
//
// A build is reused when it is fresh: the hash of everything it is made from (the portal's sources and
// configuration, the contract, the lockfile, the chosen environment) is kept beside it, and a build with
// the same hash is not made again. E2E_REBUILD=1 builds anyway.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildControlPanel, controlPanelStatus } from '../../scripts/control-panel.mjs';

const e2eDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = resolve(e2eDir, '../apps/web');
const vite = resolve(webDir, 'node_modules/vite/bin/vite.js');
const outDir = resolve(e2eDir, process.env.E2E_PORTAL_DIR ?? '.portal');

const repoDir = resolve(e2eDir, '..');
const STAMP = resolve(outDir, '.shui-build-inputs');
/** What the build is made from, relative to the repository (folders are walked). */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/vite-pyodide.ts',
  'apps/web/env.config.ts',
  'packages/contract/src',
  'packages/contract/package.json',
  'pnpm-lock.yaml',
  '.shui/env.json',
  'e2e/scripts/build-portal.mjs',
];

/** A hash of every input file's path and bytes (the tests beside the code too: cheap to read). */
function inputsHash() {
  const hash = createHash('sha256');
  const add = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) add(join(path, name));
    } else {
      hash.update(`${relative(repoDir, path)}\0`).update(readFileSync(path));
    }
  };
  for (const input of INPUTS) add(resolve(repoDir, input));
  return hash.digest('hex');
}

const panel = controlPanelStatus();
if (panel !== 'fresh') {
  try {
    const { built, ms } = await buildControlPanel({ wait: true });
    console.log(
      `e2e: control panel ${built ? `built in ${(ms / 1000).toFixed(1)} s` : 'built by another process'}`,
    );
  } catch (error) {
    console.error(`e2e: building the control panel failed:\n${error.message}`);
    process.exit(1);
  }
}

const inputs = inputsHash();
if (process.env.E2E_REBUILD !== '1' && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === inputs) {
  console.log(
    `e2e: the portal build in ${outDir} is fresh (same sources): reused (E2E_REBUILD=1 builds anyway)`,
  );
  process.exit(0);
}

const run = spawnSync(
  process.execPath,
  [vite, 'build', '--configLoader', 'runner', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
  { cwd: webDir, stdio: 'inherit', env: { ...process.env, SHUI_ENV: 'local', NODE_ENV: 'production' } },
);
if (run.status !== 0) {
  console.error('e2e: building the portal failed (see above)');
  process.exit(run.status ?? 1);
}
writeFileSync(STAMP, inputs);
console.log(`e2e: portal built for the local environment in ${outDir}`);
