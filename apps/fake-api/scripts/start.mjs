#!/usr/bin/env node
// Starts the fake API from an esbuild bundle of its TypeScript (and the contract's), rebuilt only when a
// source file is newer than the bundle. tsx's loader alone costs about 350 ms at every start; see
// docs/decisions.md. Flags are passed through to src/server.ts.
import { existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const contractDir = resolve(packageDir, '../../packages/contract');
const entry = join(packageDir, 'src/server.ts');
const bundle = join(packageDir, 'dist/server.mjs');

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
  // The lockfile stands for the dependencies' code, which is bundled as well.
  const inputs = [
    join(packageDir, 'src'),
    join(contractDir, 'src'),
    join(packageDir, 'package.json'),
    resolve(packageDir, '../../pnpm-lock.yaml'),
    fileURLToPath(import.meta.url),
  ];
  if (existsSync(bundle) && statSync(bundle).mtimeMs >= newestChange(inputs)) return;
  const { build } = await import('esbuild');
  mkdirSync(dirname(bundle), { recursive: true });
  // Several processes may start at once (e2e workers): each builds to its own file, then renames.
  const tmp = `${bundle}.${process.pid}.tmp.mjs`;
  await build({
    entryPoints: [entry],
    outfile: tmp,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies are bundled too: one file loads about 80 ms faster than express's and zod's many.
    // CommonJS dependencies need a require() inside the ES module.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  renameSync(`${tmp}.map`, `${bundle}.map`);
  renameSync(tmp, bundle);
}

await buildIfStale();
// Source maps cost about 15 MB of RSS once loaded; the bundle is not minified, so its stack traces stay
// readable. SHUI_SOURCE_MAPS=1 maps them back to the TypeScript.
if (process.env.SHUI_SOURCE_MAPS === '1') process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
