#!/usr/bin/env node
// The `shui` command. Runs an esbuild bundle of cli/src (and the contract), rebuilt only when a source is
// newer, as apps/fake-api/scripts/start.mjs does: tsx's loader would add about 350 ms to every command.
// SHUI_CLI_TSX=1 runs the TypeScript through tsx instead.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfStale, workspaceInputs } from '../../scripts/bundle-cache.mjs';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(packageDir, 'src/main.ts');
const bundle = join(packageDir, 'dist/shui.mjs');

if (process.env.SHUI_CLI_TSX === '1') {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(entry).href);
} else {
  await buildIfStale({
    entry,
    bundle,
    inputs: workspaceInputs(packageDir, ['src'], import.meta.url),
    // faker's locale data is large and only `shui seed` needs it: loaded from node_modules when used.
    external: ['@faker-js/faker', '@faker-js/faker/*'],
    loadEsbuild: () => import('esbuild'),
  });
  await import(pathToFileURL(bundle).href);
}
