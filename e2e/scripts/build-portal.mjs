#!/usr/bin/env node
// Builds the portal for the e2e suite: the `local` environment, into e2e/.portal (never apps/web/dist,
// which may hold someone's production build). The suite serves it with `vite preview`. E2E_PORTAL_DIR
// moves it (with E2E_PORTAL_PORT, two runs in one checkout keep out of each other's way).
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = resolve(e2eDir, '../apps/web');
const vite = resolve(webDir, 'node_modules/vite/bin/vite.js');
const outDir = resolve(e2eDir, process.env.E2E_PORTAL_DIR ?? '.portal');

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
