#!/usr/bin/env node
// Builds the portal for the e2e suite: the `local` environment, into e2e/.portal (never apps/web/dist,
// which may hold someone's production build). The suite serves it with `vite preview`. E2E_PORTAL_DIR
// moves it (with E2E_PORTAL_PORT, two runs in one checkout keep out of each other's way). The control
// panel, which each worker's fake API serves at /__admin/, is built first when missing or stale (a few
// stat calls when it is fresh; docs/decisions.md 44).
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildControlPanel, controlPanelStatus } from '../../scripts/control-panel.mjs';

const e2eDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = resolve(e2eDir, '../apps/web');
const vite = resolve(webDir, 'node_modules/vite/bin/vite.js');
const outDir = resolve(e2eDir, process.env.E2E_PORTAL_DIR ?? '.portal');

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

const run = spawnSync(
  process.execPath,
  [vite, 'build', '--configLoader', 'runner', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
  { cwd: webDir, stdio: 'inherit', env: { ...process.env, SHUI_ENV: 'local', NODE_ENV: 'production' } },
);
if (run.status !== 0) {
  console.error('e2e: building the portal failed (see above)');
  process.exit(run.status ?? 1);
}
console.log(`e2e: portal built for the local environment in ${outDir}`);
