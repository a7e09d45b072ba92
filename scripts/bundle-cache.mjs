// Builds an esbuild bundle of a TypeScript entry (with its dependencies) only when a source is newer than
// the bundle: what `pnpm fake-api` and the `shui` bin run, since tsx's loader costs about 350 ms at every
// start (docs/decisions.md 14 and 24).
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The newest modification time among files and folders (walked); a path that is missing counts for none. */
export function newestChange(paths) {
  let newest = 0;
  for (const path of paths) {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      continue; // a path that is not there has no changes
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(path, { recursive: true })) {
        const mtime = statSync(join(path, String(name))).mtimeMs;
        if (mtime > newest) newest = mtime;
      }
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  }
  return newest;
}

/**
 * What a workspace package's build is made from, for a staleness check: `sources` (its own files and
 * folders), the contract's sources, the package's package.json, the lockfile (which stands for the
 * dependencies' code), the `launcher` script that builds it and this file.
 */
export function workspaceInputs(packageDir, sources, launcher) {
  return [
    ...sources.map((source) => join(packageDir, source)),
    join(ROOT, 'packages/contract/src'),
    join(packageDir, 'package.json'),
    join(ROOT, 'pnpm-lock.yaml'),
    fileURLToPath(launcher),
    fileURLToPath(import.meta.url),
  ];
}

/**
 * Rebuilds `bundle` from `entry` when any of `inputs` (files or folders) is newer. Several processes may
 * start at once (e2e workers, scripts): each builds to its own file, then renames. `loadEsbuild` imports
 * esbuild from the caller's package, which depends on it (the workspace root does not).
 */
export async function buildIfStale({ entry, bundle, inputs, loadEsbuild, external = [], sourcemap = false }) {
  if (existsSync(bundle) && statSync(bundle).mtimeMs >= newestChange(inputs)) return;
  const { build } = await loadEsbuild();
  mkdirSync(dirname(bundle), { recursive: true });
  const tmp = `${bundle}.${process.pid}.tmp.mjs`;
  await build({
    entryPoints: [entry],
    outfile: tmp,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    // CommonJS dependencies need a require() inside the ES module.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: sourcemap ? 'linked' : false,
    logLevel: 'warning',
  });
  if (sourcemap) {
    // esbuild links the map by the temporary file's name; the bundle is renamed, so is its link.
    const code = readFileSync(tmp, 'utf8').replace(
      /\/\/# sourceMappingURL=\S+\s*$/,
      `//# sourceMappingURL=${basename(bundle)}.map\n`,
    );
    writeFileSync(tmp, code);
    renameSync(`${tmp}.map`, `${bundle}.map`);
  }
  renameSync(tmp, bundle);
}
