#!/usr/bin/env node
// Starts the fake API from an esbuild bundle of its TypeScript (and the contract's), rebuilt only when a
// source file is newer than the bundle, and run with a V8 code cache. tsx's loader alone costs about
// 350 ms at every start, compiling the bundle about 45 ms more; see docs/decisions.md 14 and 28. Flags are
// passed through to src/server.ts.
import diagnostics from 'node:diagnostics_channel';
import {
  appendFileSync,
  closeSync,
  fstatSync,
  openSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { buildIfStale, workspaceInputs } from '../../../scripts/bundle-cache.mjs';
import { controlPanelStatus, startControlPanelBuild } from '../../../scripts/control-panel.mjs';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(packageDir, 'dist/server.cjs');
const codeCache = `${bundle}.cache`;

/**
 * buildIfStale writes an ES module; a code cache needs a classic script (vm.Script), so the same build
 * is asked for as CommonJS: `import.meta.url` (setup.ts finds the fixtures from it) becomes the bundle's
 * URL, and whitespace and comments go (a quarter less to read, and plain ASCII, which V8 holds in half
 * the memory; names stay, so stack traces stay readable). The source map's URL is written after the
 * build, under the name the map is renamed to.
 */
const commonJs = (esbuild) => ({
  build: async (options) => {
    const result = await esbuild.build({
      ...options,
      format: 'cjs',
      banner: { js: "const __bundle_url = require('node:url').pathToFileURL(__filename).href;" },
      define: { 'import.meta.url': '__bundle_url' },
      minifyWhitespace: true,
      sourcemap: options.sourcemap ? 'external' : false,
    });
    if (options.sourcemap)
      appendFileSync(options.outfile, `\n//# sourceMappingURL=${basename(bundle)}.map\n`);
    return result;
  },
});

await buildIfStale({
  entry: join(packageDir, 'src/server.ts'),
  bundle,
  inputs: workspaceInputs(packageDir, ['src'], import.meta.url),
  sourcemap: true,
  loadEsbuild: async () => commonJs(await import('esbuild')),
});

// The control panel (/__admin/), for `pnpm dev` and `pnpm fake-api` (their scripts pass --build-panel,
// which server.ts never sees): a few stat calls when it is built and fresh; otherwise it is built in a
// child process while the server starts and answers. Other starts (tests, benchmarks, e2e workers, whose
// suite builds it first) serve what is there and build nothing (docs/decisions.md 44).
const buildPanelFlag = process.argv.indexOf('--build-panel');
if (buildPanelFlag !== -1) {
  process.argv.splice(buildPanelFlag, 1);
  const panel = controlPanelStatus();
  if (panel === 'missing' || panel === 'stale') startControlPanelBuild(panel);
  else if (panel === 'unbuildable')
    console.error(
      'control panel: not built and its packages are not installed (pnpm install); /__admin/ says so',
    );
}

const requireFromBundle = createRequire(bundle);
if (process.env.SHUI_SOURCE_MAPS === '1') {
  // Source maps cost about 15 MB of RSS once loaded, and node applies them to modules, not to vm
  // scripts: this start takes the plain CommonJS loader, without the code cache.
  process.setSourceMapsEnabled(true);
  requireFromBundle(bundle);
} else {
  runWithCodeCache();
}

/**
 * Runs the bundle as node would run a CommonJS module, with V8's code cache of an earlier run: the
 * functions compiled by then (the start and a first request) are not parsed and compiled again, which
 * saves about a third of the start and most of the first request's time. The cache names the bundle it
 * was made from (size and time). Without a usable one (none yet, another bundle's, or one V8 refuses:
 * another node, other flags) the bundle compiles as usual, and the cache is written once the server
 * has answered its first request.
 */
function runWithCodeCache() {
  const fd = openSync(bundle, 'r');
  const { size, mtimeMs } = fstatSync(fd);
  const source = readFileSync(fd, 'utf8');
  closeSync(fd);
  const identity = Buffer.from(`${size} ${mtimeMs}\n`);
  let cachedData;
  try {
    const saved = readFileSync(codeCache);
    if (saved.subarray(0, identity.length).equals(identity)) cachedData = saved.subarray(identity.length);
  } catch {
    // No cache yet.
  }
  // Strict, as the ES module bundle ran: every module of it, dependencies included.
  const script = new Script(
    `(function (exports, require, module, __filename, __dirname) {'use strict';${source}\n})`,
    { filename: bundle, cachedData },
  );
  if (!cachedData || script.cachedDataRejected) {
    const answered = () => {
      diagnostics.unsubscribe('http.server.response.finish', answered);
      setImmediate(() => {
        try {
          const temporary = `${codeCache}.${process.pid}.tmp`;
          writeFileSync(temporary, Buffer.concat([identity, script.createCachedData()]));
          renameSync(temporary, codeCache);
        } catch {
          // A read-only checkout runs without a cache, as before.
        }
      });
    };
    diagnostics.subscribe('http.server.response.finish', answered);
  }
  const module = { exports: {} };
  script.runInThisContext()(module.exports, requireFromBundle, module, bundle, dirname(bundle));
}
