import { resolve } from 'node:path';
import { startApiProxy } from '../../e2e/api-proxy';
import { mintToken, startFakeApi } from '../lib/fake-api';
import { freePort } from '../lib/free-port';
import { importFrom } from '../lib/import-from';
import { type RunningServer } from '../lib/servers';

/** The part of Playwright's API used here (Playwright is e2e's dependency, not this package's). */
interface PwLocator {
  waitFor(options?: { state?: 'visible' | 'attached'; timeout?: number }): Promise<void>;
  click(options?: { timeout?: number }): Promise<void>;
  getAttribute(name: string): Promise<string | null>;
}
interface PwHandle {
  jsonValue(): Promise<unknown>;
}
interface PwPage {
  goto(url: string, options: { timeout: number }): Promise<unknown>;
  locator(selector: string): PwLocator;
  getByRole(role: string, options: { name: string; exact?: boolean }): PwLocator;
  keyboard: { press(key: string): Promise<void>; insertText(text: string): Promise<void> };
  evaluate(expression: string): Promise<unknown>;
  waitForFunction(
    expression: string,
    arg: undefined,
    options: { polling: 'raf' | number; timeout: number },
  ): Promise<PwHandle>;
  on(event: 'pageerror', listener: (error: Error) => void): void;
}
interface PwContext {
  newPage(): Promise<PwPage>;
  addCookies(cookies: { name: string; value: string; url: string }[]): Promise<void>;
  close(): Promise<void>;
}
interface PwBrowser {
  newContext(options: {
    viewport: { width: number; height: number };
    serviceWorkers: 'block';
    proxy: { server: string; bypass: string };
  }): Promise<PwContext>;
  close(): Promise<void>;
}
interface Playwright {
  chromium: {
    launch(options: { executablePath: string; args: string[]; headless: boolean }): Promise<PwBrowser>;
  };
}

/** One round: a first-time visitor's Python page, then its SQL page, each in a fresh context (no cache). */
export interface PracticeRound {
  /** Python page: navigation until the page was idle (editor shown, then a requestIdleCallback). */
  pythonIdleMs: number;
  /** Where the runtime was when Run was clicked (`data-runtime` of the console). */
  runtimeAtRun: string;
  /** Click on Run to the output in the console, the first Run of a cold page. */
  firstRunMs: number;
  /** Navigation to that output. */
  pageToOutputMs: number;
  /** A Run of the same program right after (warm). */
  warmRunMs: number;
  /** After the first output, until the spare worker was ready. */
  spareReadyMs: number;
  /** Stop an endless loop, then Run: click to output. */
  afterStopMs: number;
  /** An endless loop stopped at the time limit, then Run: click to output. */
  afterTimeLimitMs: number;
  /** Two endless loops stopped one after the other, then Run (the second spare still loading): click to output. */
  afterQuickStopMs: number;
  /** SQL page: navigation until idle, then the first Run: click to the result's rows. */
  sqlIdleMs: number;
  sqlRuntimeAtRun: string;
  sqlFirstRunMs: number;
}

export interface PracticeLoad {
  rounds: PracticeRound[];
  pageErrors: string[];
}

const TIMEOUT_MS = 180_000;
const PYTHON_QUESTION = 1;
const SQL_QUESTION = 24;
const PRINT_SUM = 'a, b = map(int, input().split())\nprint(a + b)\n';
const ENDLESS = 'while True:\n    pass\n';
const SQL = 'SELECT id, name FROM students ORDER BY id LIMIT 5';

// Expressions, not functions: tsx would wrap a function with helpers the page does not have.
const IDLE = `new Promise((done) => {
  const idle = window.requestIdleCallback ?? ((task) => setTimeout(task, 50));
  idle(() => done(performance.now()), { timeout: 10000 });
})`;
/** Notes the time of the next click (the page's own clock), for the measurement from it. */
const ARM_CLICK = `(() => {
  window.__benchClick = undefined;
  document.addEventListener('click', () => { window.__benchClick ??= performance.now(); }, { capture: true, once: true });
})()`;
const sinceClick = (condition: string) =>
  `(() => (window.__benchClick !== undefined && (${condition})) ? performance.now() - window.__benchClick : false)()`;
const outputIs = (text: string) =>
  `document.querySelector('[data-testid="run-output"]')?.textContent === ${JSON.stringify(text)}`;
const statusHas = (text: string) =>
  `(document.querySelector('.shui-run__console-box [role="status"]')?.textContent ?? '').includes(${JSON.stringify(text)})`;
const SQL_ROWS = `/返回 \\d+ 行/.test(document.querySelector('.shui-sql__result [role="status"]')?.textContent ?? '')`;

async function setCode(page: PwPage, code: string): Promise<void> {
  await page.getByRole('textbox', { name: '代码编辑器' }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** Clicks Run and waits for `condition` (a page expression): ms from the click, by the page's clock. */
async function timedRun(page: PwPage, condition: string): Promise<number> {
  await page.evaluate(ARM_CLICK);
  await page.getByRole('button', { name: '运行', exact: true }).click();
  const handle = await page.waitForFunction(sinceClick(condition), undefined, {
    polling: 'raf',
    timeout: TIMEOUT_MS,
  });
  return Number(await handle.jsonValue());
}

const waitFor = (page: PwPage, condition: string) =>
  page.waitForFunction(condition, undefined, { polling: 100, timeout: TIMEOUT_MS });

/** Opens `path` and waits until the editor shows and the page is idle: ms from the navigation. */
async function openIdle(page: PwPage, url: string): Promise<number> {
  const started = performance.now();
  await page.goto(url, { timeout: TIMEOUT_MS });
  await page.getByRole('textbox', { name: '代码编辑器' }).waitFor({ timeout: TIMEOUT_MS });
  await page.evaluate(IDLE);
  return performance.now() - started;
}

async function pythonRound(page: PwPage, base: string) {
  const navigated = performance.now();
  const pythonIdleMs = await openIdle(page, `${base}/pythonPractice/${PYTHON_QUESTION}`);
  const runBox = page.locator('.shui-run__console-box');
  // The code is typed before the clock starts (a student writes it after the page opened).
  await setCode(page, PRINT_SUM);
  const runtimeAtRun = (await runBox.getAttribute('data-runtime')) ?? 'n/a';
  const firstRunMs = await timedRun(page, outputIs('8\n'));
  const pageToOutputMs = performance.now() - navigated;
  const firstOutput = performance.now();
  const warmRunMs = await timedRun(page, `${statusHas('运行结束')} && ${outputIs('8\n')}`);

  await waitFor(page, `document.querySelector('.shui-run__console-box')?.dataset.spare === 'ready'`);
  const spareReadyMs = performance.now() - firstOutput;
  await setCode(page, ENDLESS);
  await page.getByRole('button', { name: '运行', exact: true }).click();
  await waitFor(page, statusHas('运行中'));
  await page.getByRole('button', { name: '停止', exact: true }).click();
  await waitFor(page, statusHas('已停止运行'));
  await setCode(page, 'print("after stop")\n');
  const afterStopMs = await timedRun(page, outputIs('after stop\n'));

  await waitFor(page, `document.querySelector('.shui-run__console-box')?.dataset.spare === 'ready'`);
  await setCode(page, ENDLESS);
  await page.getByRole('button', { name: '运行', exact: true }).click();
  await waitFor(page, statusHas('运行超过'));
  await setCode(page, 'print("after limit")\n');
  const afterTimeLimitMs = await timedRun(page, outputIs('after limit\n'));

  // The worst case: two loops stopped one after the other, the second before the spare that replaced
  // the first has loaded.
  await waitFor(page, `document.querySelector('.shui-run__console-box')?.dataset.spare === 'ready'`);
  await setCode(page, ENDLESS);
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: '运行', exact: true }).click();
    await waitFor(page, statusHas('运行中'));
    await page.getByRole('button', { name: '停止', exact: true }).click();
    await waitFor(page, statusHas('已停止运行'));
  }
  await setCode(page, 'print("quick")\n');
  const afterQuickStopMs = await timedRun(page, outputIs('quick\n'));
  return {
    pythonIdleMs,
    runtimeAtRun,
    firstRunMs,
    pageToOutputMs,
    warmRunMs,
    spareReadyMs,
    afterStopMs,
    afterTimeLimitMs,
    afterQuickStopMs,
  };
}

async function sqlRound(page: PwPage, base: string) {
  const sqlIdleMs = await openIdle(page, `${base}/pythonPractice/${SQL_QUESTION}`);
  await setCode(page, SQL);
  const sqlRuntimeAtRun =
    (await page
      .locator('.shui-sql__result')
      .getAttribute('data-runtime')
      .catch(() => null)) ?? 'n/a';
  const sqlFirstRunMs = await timedRun(page, SQL_ROWS);
  return { sqlIdleMs, sqlRuntimeAtRun, sqlFirstRunMs };
}

/**
 * The practice page's Runs as a first-time visitor meets them (docs: bench/README.md, Portal): a fresh
 * Chromium context per page (empty cache), the page opened and left to be idle, then Run. The portal's
 * API address is fixed (`local` build): a fake API of the bench's own on a free port, reached through
 * e2e's proxy (the browser's cache stays on), so `pnpm dev` may keep 4100.
 */
export async function measurePractice(options: {
  repoRoot: string;
  base: string;
  previewPort: number;
  chromiumPath: string;
  chromiumArgs: readonly string[];
  rounds: number;
  progress: (text: string) => void;
}): Promise<PracticeLoad> {
  const servers: RunningServer[] = [];
  let proxy: Awaited<ReturnType<typeof startApiProxy>> | undefined;
  let browser: PwBrowser | undefined;
  const pageErrors: string[] = [];
  try {
    const api = await startFakeApi(options.repoRoot, await freePort(), { name: 'fake API (practice)' });
    servers.push(api);
    proxy = await startApiProxy(api.origin);
    const token = await mintToken(api.origin, 'student');
    const playwright = await importFrom<Playwright & { default?: Playwright }>(
      resolve(options.repoRoot, 'e2e/package.json'),
      '@playwright/test',
    );
    const chromium = (playwright.default?.chromium ? playwright.default : playwright).chromium;
    browser = await chromium.launch({
      executablePath: options.chromiumPath,
      args: [...options.chromiumArgs],
      headless: true,
    });
    const bypass = ['<-loopback>', ...['127.0.0.1', 'localhost'].map((h) => `${h}:${options.previewPort}`)];
    const fresh = async () => {
      const context = await browser!.newContext({
        viewport: { width: 1440, height: 900 },
        serviceWorkers: 'block',
        proxy: { server: proxy!.url, bypass: bypass.join(',') },
      });
      await context.addCookies([{ name: 'Shui-Token', value: token, url: options.base }]);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      return { context, page };
    };
    const rounds: PracticeRound[] = [];
    for (let i = 0; i < options.rounds; i++) {
      options.progress(`practice round ${i + 1} of ${options.rounds}: Python, then SQL (fresh contexts)`);
      const python = await fresh();
      const pythonFigures = await pythonRound(python.page, options.base);
      await python.context.close();
      const sql = await fresh();
      const sqlFigures = await sqlRound(sql.page, options.base);
      await sql.context.close();
      rounds.push({ ...pythonFigures, ...sqlFigures });
    }
    return { rounds, pageErrors };
  } finally {
    await browser?.close();
    await proxy?.stop();
    for (const server of servers) await server.stop();
  }
}
