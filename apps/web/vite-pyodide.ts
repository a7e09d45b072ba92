import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Pyodide from the portal's own origin (docs/decisions.md 42): the practice page's Python runs in a
 * Web Worker that loads `pyodide.mjs` at run time from `/pyodide/<version>/`, and Pyodide then fetches
 * its runtime (`pyodide.asm.mjs`, `pyodide.asm.wasm`), the standard library and its lock file from the
 * same folder. The dev server answers that folder from node_modules/pyodide; the build writes the files
 * into it. Nothing is fetched from a CDN, so the practice page works offline and on a campus network
 * that blocks one. The folder carries the version, so a new Pyodide never meets a cached old file.
 */

/** The files Pyodide loads in a browser to run plain Python (no extra packages). */
const FILES = [
  'pyodide.mjs',
  'pyodide.asm.mjs',
  'pyodide.asm.wasm',
  'python_stdlib.zip',
  'pyodide-lock.json',
];

const CONTENT_TYPES: Record<string, string> = {
  mjs: 'text/javascript; charset=utf-8',
  // Needed by WebAssembly.instantiateStreaming, which Pyodide uses.
  wasm: 'application/wasm',
  zip: 'application/zip',
  json: 'application/json; charset=utf-8',
};

export function pyodideAssets(): Plugin {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('pyodide/package.json'));
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  const base = `/pyodide/${version}/`;
  // The worker's progress bar counts bytes against these sizes, not Content-Length: a server that
  // compresses the files (vite preview, most production servers) sends none.
  const sizes = Object.fromEntries(FILES.map((name) => [name, statSync(join(dir, name)).size]));
  return {
    name: 'shui-pyodide',
    config: () => ({
      define: {
        __SHUI_PYODIDE_BASE__: JSON.stringify(base),
        __SHUI_PYODIDE_SIZES__: JSON.stringify(sizes),
      },
    }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        if (!path.startsWith(base)) return next();
        const name = path.slice(base.length);
        if (!FILES.includes(name)) {
          res.statusCode = 404;
          res.end();
          return;
        }
        res.setHeader(
          'Content-Type',
          CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream',
        );
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.setHeader('Content-Length', String(sizes[name]));
        createReadStream(join(dir, name)).pipe(res);
      });
    },
    generateBundle() {
      for (const name of FILES) {
        this.emitFile({
          type: 'asset',
          fileName: `${base.slice(1)}${name}`,
          source: readFileSync(join(dir, name)),
        });
      }
    },
  };
}
