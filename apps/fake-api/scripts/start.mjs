#!/usr/bin/env node
// Starts the fake API from an esbuild bundle of its TypeScript (and the contract's), rebuilt only when a
// source file is newer than the bundle. tsx's loader alone costs about 350 ms at every start; see
// docs/decisions.md. Flags are passed through to src/server.ts.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfStale } from '../../../scripts/bundle-cache.mjs';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const contractDir = resolve(packageDir, '../../packages/contract');
const bundle = join(packageDir, 'dist/server.mjs');

await buildIfStale({
  entry: join(packageDir, 'src/server.ts'),
  bundle,
  // The lockfile stands for the dependencies' code, which is bundled as well.
  inputs: [
    join(packageDir, 'src'),
    join(contractDir, 'src'),
    join(packageDir, 'package.json'),
    resolve(packageDir, '../../pnpm-lock.yaml'),
    fileURLToPath(import.meta.url),
    fileURLToPath(new URL('../../../scripts/bundle-cache.mjs', import.meta.url)),
  ],
  sourcemap: true,
  loadEsbuild: () => import('esbuild'),
});
// Source maps cost about 15 MB of RSS once loaded; the bundle is not minified, so its stack traces stay
// readable. SHUI_SOURCE_MAPS=1 maps them back to the TypeScript.
if (process.env.SHUI_SOURCE_MAPS === '1') process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
