#!/usr/bin/env node
// Serves the e2e build of the portal (scripts/build-portal.mjs) with `vite preview`, as Playwright's
// webServer: E2E_PORTAL_DIR and E2E_PORTAL_PORT as in portal.ts. One difference from a plain
// `vite preview`: nothing is gzipped on the fly. The browser is on the same machine, the bytes are the
// same, and compressing every asset again for every test cost the suite about a twentieth of its CPU
// (docs/decisions.md 31).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = resolve(e2eDir, '../apps/web');
const outDir = resolve(e2eDir, process.env.E2E_PORTAL_DIR ?? '.portal');
const port = Number(process.env.E2E_PORTAL_PORT ?? 4273);

const { preview } = await import(resolve(webDir, 'node_modules/vite/dist/node/index.js'));
const server = await preview({
  root: webDir,
  configLoader: 'runner',
  logLevel: 'warn',
  build: { outDir },
  preview: { host: '127.0.0.1', port, strictPort: true },
  plugins: [
    {
      name: 'shui-e2e-identity-encoding',
      configurePreviewServer(preview) {
        // Before vite's compression middleware, which only compresses what the request accepts.
        preview.middlewares.use((req, _res, next) => {
          delete req.headers['accept-encoding'];
          next();
        });
      },
    },
  ],
});
server.printUrls();
