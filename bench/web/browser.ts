import { resolve } from 'node:path';
import { gzipSize } from '../lib/gzip';
import { importFrom } from '../lib/import-from';

/** The part of Playwright's API used here (Playwright is e2e's dependency, not this package's). */
interface PwRequest {
  resourceType(): string;
  sizes(): Promise<{ responseBodySize: number }>;
}
interface PwResponse {
  url(): string;
  status(): number;
  headers(): Record<string, string>;
  body(): Promise<Buffer>;
  request(): PwRequest;
  finished(): Promise<Error | null>;
}
interface PwPage {
  on(event: 'response', listener: (response: PwResponse) => void): void;
  on(event: 'pageerror', listener: (error: Error) => void): void;
  goto(url: string, options: { waitUntil: 'networkidle'; timeout: number }): Promise<PwResponse | null>;
  evaluate(expression: string): Promise<unknown>;
}
interface PwContext {
  newPage(): Promise<PwPage>;
  close(): Promise<void>;
}
interface PwBrowser {
  newContext(options: { serviceWorkers: 'block' }): Promise<PwContext>;
  close(): Promise<void>;
}
interface Playwright {
  chromium: {
    launch(options: { executablePath: string; args: string[]; headless: boolean }): Promise<PwBrowser>;
  };
}

export interface LoadedScript {
  /** Path of the URL, e.g. /assets/index-abc.js. */
  path: string;
  status: number;
  /** Body bytes as sent (Content-Encoding applied, if any), as Chromium counted them. */
  encoded: number;
  contentEncoding: string;
  /** Decoded body bytes. */
  raw: number;
  /** gzip -9 of the decoded body: what a gzip-serving server would send. */
  gzip: number;
}

export interface BrowserLoad {
  scripts: LoadedScript[];
  encoded: number;
  raw: number;
  gzip: number;
  /** Every response, to tell JavaScript from the rest. */
  responses: number;
  pageErrors: string[];
  rootChildren: number;
}

/** Playwright as e2e installs it (import it from there: this package does not depend on it). */
export async function loadPlaywright(repoRoot: string): Promise<Playwright> {
  const module = await importFrom<Playwright & { default?: Playwright }>(
    resolve(repoRoot, 'e2e/package.json'),
    '@playwright/test',
  );
  return module.default?.chromium ? module.default : module;
}

const isScript = (response: PwResponse) =>
  new URL(response.url()).pathname.endsWith('.js') || response.request().resourceType() === 'script';

/**
 * Loads `url` once in a fresh context (empty cache), waits for the network to be idle (no request for
 * 500 ms) and adds up every JavaScript response.
 */
export async function measureScripts(options: {
  repoRoot: string;
  url: string;
  chromiumPath: string;
  chromiumArgs: readonly string[];
}): Promise<BrowserLoad> {
  const playwright = await loadPlaywright(options.repoRoot);
  const browser = await playwright.chromium.launch({
    executablePath: options.chromiumPath,
    args: [...options.chromiumArgs],
    headless: true,
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const pending: Promise<LoadedScript | undefined>[] = [];
    const pageErrors: string[] = [];
    let responses = 0;
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('response', (response) => {
      responses++;
      if (!isScript(response)) return;
      pending.push(
        (async () => {
          await response.finished();
          const body = await response.body();
          const sizes = await response.request().sizes();
          return {
            path: new URL(response.url()).pathname,
            status: response.status(),
            encoded: sizes.responseBodySize,
            contentEncoding: response.headers()['content-encoding'] ?? 'identity',
            raw: body.length,
            gzip: gzipSize(body),
          };
        })().catch((error: unknown) => {
          pageErrors.push(`could not read ${response.url()}: ${String(error)}`);
          return undefined;
        }),
      );
    });
    const answer = await page.goto(options.url, { waitUntil: 'networkidle', timeout: 60_000 });
    if (!answer || answer.status() !== 200) {
      throw new Error(`GET ${options.url} answered ${answer?.status() ?? 'nothing'}`);
    }
    // A string, not a function: tsx would wrap a function with helpers the page does not have.
    const rootChildren = Number(
      await page.evaluate("document.getElementById('root')?.childElementCount ?? 0"),
    );
    const scripts = (await Promise.all(pending))
      .filter((s): s is LoadedScript => s !== undefined)
      .sort((a, b) => b.gzip - a.gzip);
    await context.close();
    return {
      scripts,
      encoded: scripts.reduce((sum, s) => sum + s.encoded, 0),
      raw: scripts.reduce((sum, s) => sum + s.raw, 0),
      gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
      responses,
      pageErrors,
      rootChildren,
    };
  } finally {
    await browser.close();
  }
}
