#!/usr/bin/env node
// The `shui` command. Runs an esbuild bundle of cli/src (and the contract), rebuilt only when a source is
// newer, as apps/fake-api/scripts/start.mjs does: tsx's loader would add about 350 ms to every command.
// SHUI_CLI_TSX=1 runs the TypeScript through tsx instead.
import { existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const contractDir = resolve(packageDir, '../packages/contract');
const entry = join(packageDir, 'src/main.ts');
const bundle = join(packageDir, 'dist/shui.mjs');

function newestChange(paths) {
  let newest = 0;
  for (const path of paths) {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path, { recursive: true })) {
        const mtime = statSync(join(path, String(name))).mtimeMs;
        if (mtime > newest) newest = mtime;
      }
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  }
  return newest;
}

async function buildIfStale() {
  const inputs = [
    join(packageDir, 'src'),
    join(contractDir, 'src'),
    join(packageDir, 'package.json'),
    resolve(packageDir, '../pnpm-lock.yaml'),
    fileURLToPath(import.meta.url),
  ];
  if (existsSync(bundle) && statSync(bundle).mtimeMs >= newestChange(inputs)) return;
  const { build } = await import('esbuild');
  mkdirSync(dirname(bundle), { recursive: true });
  // Several shui processes may start at once: each builds to its own file, then renames.
  const tmp = `${bundle}.${process.pid}.tmp.mjs`;
  await build({
    entryPoints: [entry],
    outfile: tmp,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // faker's locale data is large and only `shui seed` needs it: loaded from node_modules when used.
    external: ['@faker-js/faker', '@faker-js/faker/*'],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  renameSync(tmp, bundle);
}

if (process.env.SHUI_CLI_TSX === '1') {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(entry).href);
} else {
  await buildIfStale();
  await import(pathToFileURL(bundle).href);
}
