import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '@shui/contract/html';
import express, { type RequestHandler, type Response } from 'express';

/** Where a build in progress says so: beside the build, while `scripts/build.mjs` of the panel runs. */
export const buildingMarker = (dir: string): string => `${dir}.building`;

/** The command that builds the panel, for the page shown when there is no build. */
const BUILD_COMMAND = 'pnpm --filter @shui/control-panel build';

/** The panel's own paths under /__admin: its page, its client routes, its assets. None is an admin route. */
const PAGE_PATH = /^\/(ui(\/.*)?)?$/;

/**
 * The control panel (apps/control-panel, built by Vite with base /__admin/), served as static files:
 * its index.html for `/__admin/` and its client routes `/__admin/ui/...` (never cached, so a new build
 * shows at the next load), its hashed assets under `/__admin/assets/` (cached for a year: a new build
 * has new names). Anything else goes on to the admin routes. Without a build, `/__admin/` answers a
 * page that says how to make one (or that one is being made). The panel may not be framed by another
 * page (it resets and replaces the state).
 */
export function controlPanel(dir: string | undefined): RequestHandler {
  const assets = dir
    ? express.static(join(dir, 'assets'), {
        immutable: true,
        maxAge: '1y',
        index: false,
        redirect: false,
        fallthrough: true,
      })
    : undefined;
  const assetsHandler = assets as unknown as RequestHandler | undefined;
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/assets/')) {
      if (!assetsHandler) return next();
      // express.static reads req.url: the asset's path inside assets/.
      const url = req.url;
      req.url = url.slice('/assets'.length);
      return assetsHandler(req, res, (error?: unknown) => {
        req.url = url;
        next(error);
      });
    }
    if (!PAGE_PATH.test(req.path)) return next();
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
    const index = dir ? join(dir, 'index.html') : undefined;
    if (index && existsSync(index)) {
      sendPage(res, 200, readFileSync(index, 'utf8'));
      return;
    }
    const building = dir !== undefined && existsSync(buildingMarker(dir));
    res.setHeader('Retry-After', building ? '5' : '60');
    sendPage(res, 503, building ? buildingPage() : missingPage(dir));
  };
}

function sendPage(res: Response, status: number, html: string): void {
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.send(html);
}

const page = (title: string, body: string, refresh = false) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh ? '<meta http-equiv="refresh" content="5">\n' : ''}<title>${title}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 44rem; margin: 3rem auto; padding: 0 1rem; color: #1f1f1f; }
code, pre { font-family: ui-monospace, monospace; background: #f3f3f3; border-radius: 4px; }
pre { padding: .75rem 1rem; overflow-x: auto; }
</style>
</head>
<body>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>
`;

function buildingPage(): string {
  return page(
    'The control panel is being built',
    `<p>The fake API started a build of the control panel because its sources changed. This page reloads
every 5 seconds until the build is there (a first build takes about half a minute).</p>
<p>The control plane itself works meanwhile: <a href="/__admin/health">/__admin/health</a>.</p>`,
    true,
  );
}

function missingPage(dir: string | undefined): string {
  const where = dir
    ? `<p>No build was found in <code>${escapeHtml(dir, { references: 'numeric' })}</code>.</p>`
    : '';
  return page(
    'The control panel is not built',
    `${where}
<p>Build it once from the repository's root, then reload this page:</p>
<pre>${BUILD_COMMAND}</pre>
<p><code>pnpm dev</code> and <code>pnpm fake-api</code> build it by themselves when it is missing or older
than its sources; if that failed, their output says why.</p>
<p>The control plane itself works without it: <a href="/__admin/health">/__admin/health</a>, or the
<code>shui</code> command (<code>pnpm shui --help</code>).</p>`,
  );
}
