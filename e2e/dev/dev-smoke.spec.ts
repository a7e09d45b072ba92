import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { TOKEN_COOKIE } from '@shui/contract';

/**
 * `pnpm dev`, the command every developer runs, started as the README says (on free ports, through
 * `--api-port` and `--web-port`, with the fake API's state in memory so a developer's own state file
 * is left alone), then every route of the route table (apps/web/src/app/routes.ts) opened once logged
 * in (the first by loading the page, the others as the portal's links do), and every link of the layout
 * followed. Any console error, uncaught error, failed request or error status fails it, and so does a
 * route or a layout link that leads to the 404 page or a 404 answer.
 */
const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 120_000;

/** Every route of spec section 2 as a user reaches it (ids from the seed). */
const ROUTES = [
  '/',
  '/index',
  '/home',
  '/2025',
  '/channel',
  '/channel/nourish',
  '/channel/dase',
  '/channel/digitalization',
  '/channel/virtuallab',
  '/channel/first-class',
  '/channel/openeducation',
  '/channel/fintech',
  '/channel/edutech',
  '/channel/excellentclass',
  '/channel/excellentclass/video',
  '/channel/fintech-dataset',
  '/pythonPractice/1',
  '/pythonPracticeTopSidebar?questionId=1',
  '/pythonPracticeEditor?questionId=24',
  '/pythonPracticeProblem?questionId=1',
  '/pythonPracticeJudge?questionId=1',
  '/shiXunDemo',
  '/workshop/content?id=200',
  '/cs101',
  '/guet',
  '/seu',
  '/404',
  '/404/warning',
  '/login?redirect=%2Fcenter',
  '/mooc',
  '/mooc/school',
  '/mooc/course/list',
  '/mooc/course/101',
  '/mooc/lessonDetails?lessonId=4',
  '/center',
  '/center/index',
  '/question',
  '/question/questionDetail?questionId=4',
  '/question/calibrationField',
  '/question/questionSelect',
  '/codePark/codeParkDetail?courseId=3',
  '/program',
  '/program/programDetail?programId=1',
  '/program/collegeDetail?collegeId=1',
  '/work',
  '/work/cloudstudio-competition',
  '/work/workShop',
  '/work/workShopSelect',
  '/work/jupyterhubSelect',
  '/work/competitionSelect',
  '/notice/noticeDetail',
  '/Course/CourseDetail?courseId=101',
  '/cloudDesktop',
  '/agreement',
  '/teacher',
];

/** Where a route sends a logged-in student (routes.spec.ts and the unit tests prove the redirects). */
const LANDS_ON: Record<string, string> = {
  '/': '/home',
  '/login?redirect=%2Fcenter': '/center',
  '/mooc': '/mooc/course/list',
  '/question': '/question/calibrationField',
  '/program': '/mooc/school',
  '/work': '/work/workShop',
};

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/** pnpm as the caller ran it (npm_execpath under `pnpm test`, even through npx), else the one on PATH. */
function pnpmCommand(): [string, string[]] {
  const execPath = process.env.npm_execpath ?? '';
  return execPath.includes('pnpm') ? [process.execPath, [execPath]] : ['pnpm', []];
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * The one error status the portal asks for on purpose: for a logged-in user it asks the teacher view's
 * own call once per tab, and its 403 means "not a teacher" (apps/web/src/components/layout/
 * teacher-role-probe.ts). Chromium logs that 403 as a console error too.
 */
const expectedRefusal = (url: string, status: number) =>
  status === 403 && new URL(url).pathname === '/teacher/course/list';

/** What went wrong on the page since the last call: console errors, page errors, failed requests. */
function watch(page: Page): () => string[] {
  let problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    if (/status of 403/.test(m.text()) && expectedRefusal(m.location().url, 403)) return;
    problems.push(`console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('requestfailed', (r) => {
    // A request cut short because the test navigated on is no failure of the page.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`failed: ${r.url()} ${r.failure()?.errorText}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && !expectedRefusal(r.url(), r.status()))
      problems.push(`${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  return () => {
    const seen = problems;
    problems = [];
    return seen;
  };
}

/**
 * Waits until the page's main area is drawn and nothing in it is loading any more. The dev server
 * compiles each module on its first request, so a page's first visit may take a while.
 */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main')).toBeVisible({ timeout: 60_000 });
  // Checked at each frame: a locator assertion polls at up to half a second, which over some sixty
  // pages added half a minute of waiting.
  await page.waitForFunction(
    () => !document.querySelector('.ant-spin-spinning, .ant-skeleton, [aria-busy="true"]'),
    undefined,
    { timeout: 30_000, polling: 'raf' },
  );
}

/** The location the page's container shows once the router has committed it (main-layout.tsx). */
const shownLocation = (page: Page) =>
  page.evaluate(() => document.querySelector('main [data-location]')?.getAttribute('data-location') ?? null);

/**
 * Opens a route as the portal's own links do, by a client-side navigation (the first one by loading the
 * page), and waits until the router has committed where it lands. A full load for each route ran the
 * whole development build again, some sixty times: a minute and a half of this machine's two cores.
 * The dev server compiles each route's modules on its first visit either way.
 */
async function open(page: Page, route: string): Promise<void> {
  const landing = LANDS_ON[route] ?? route;
  const shown = page.url().startsWith(web) ? await shownLocation(page) : null;
  if (shown === null || shown === landing || shown === route) await page.goto(`${web}${route}`);
  else {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
  }
  try {
    // With something in it: a redirect route commits its own location with nothing drawn, then moves on.
    await page.waitForFunction(
      (want) => {
        const container = document.querySelector('main [data-location]');
        return container?.getAttribute('data-location') === want && container.childElementCount > 0;
      },
      landing,
      { timeout: 60_000, polling: 'raf' },
    );
  } catch {
    throw new Error(`${route} should show ${landing}; the page shows ${await shownLocation(page)}`);
  }
  await settled(page);
  const { pathname, search } = new URL(page.url());
  expect(`${pathname}${search}`, `${route}: the address`).toBe(landing);
}

test.describe.configure({ mode: 'serial' });

let dev: ChildProcess | undefined;
let api = '';
let web = '';
let output = '';
/** The routes the first test opened without a problem, as written in ROUTES (path and query). */
const opened = new Set<string>();

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS + 10_000);
  const [apiPort, webPort] = [await freePort(), await freePort()];
  api = `http://127.0.0.1:${apiPort}`;
  web = `http://127.0.0.1:${webPort}`;
  const [command, prefix] = pnpmCommand();
  dev = spawn(command, [...prefix, 'dev', '--api-port', String(apiPort), '--web-port', String(webPort)], {
    cwd: REPO,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SHUI_STATE: 'memory',
      SHUI_ENV: 'local',
      FORCE_COLOR: '0',
    },
  });
  dev.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(async () => (await answers(`${api}/__admin/health`)) && (await answers(`${web}/`)), {
      message: 'pnpm dev answers on both ports',
      timeout: START_TIMEOUT_MS,
    })
    .toBe(true);
});

// What pnpm dev printed, beside a failure's report (Playwright asks for the fixtures' pattern first).
// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    const path = testInfo.outputPath('pnpm-dev.log');
    writeFileSync(path, output);
    await testInfo.attach('pnpm dev output', { path, contentType: 'text/plain' });
  }
});

test.afterAll(() => {
  if (dev?.pid !== undefined) {
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
});

async function logIn(page: Page): Promise<void> {
  const response = await fetch(`${api}/__admin/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'student' }),
  });
  const { access_token: token } = (await response.json()) as { access_token: string };
  await page.context().addCookies([{ name: TOKEN_COOKIE, value: token, url: web }]);
}

test('pnpm dev opens every route of the route table without an error', async ({ page }) => {
  test.setTimeout(240_000);
  const problems = watch(page);
  await logIn(page);
  for (const route of ROUTES) {
    await test.step(route, async () => {
      await open(page, route);
      expect(problems(), `${route}: no console error, failed request or error status`).toEqual([]);
    });
    opened.add(route);
  }
  expect(output, 'pnpm dev logged no error').not.toMatch(/\berror\b/i);
  // A package found only when a page asks for it is bundled then, and the page reloads under the user
  // (and its in-flight module requests fail): the dev server must know them all at start
  // (optimizeDeps in apps/web/vite.config.ts).
  expect(output, 'no package was pre-bundled late').not.toMatch(
    /dependenc(y|ies) optimized|optimized dependencies changed/i,
  );
});

test("every link of the layout's header and footer leads somewhere", async ({ page, request }) => {
  test.setTimeout(120_000);
  const problems = watch(page);
  await logIn(page);
  await page.goto(`${web}/home`);
  await settled(page);
  await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  const hrefs = await page
    .locator('header a[href], footer a[href]')
    .evaluateAll((links) => [...new Set(links.map((a) => (a as HTMLAnchorElement).href))]);
  expect(hrefs.length, 'the layout has links').toBeGreaterThan(5);
  for (const href of hrefs) {
    const url = new URL(href);
    // A route the first test opened is a page already, with no problem.
    if (url.origin === web && opened.has(`${url.pathname}${url.search}`)) continue;
    if (url.origin === web) {
      await test.step(`${url.pathname}${url.search}`, async () => {
        await page.goto(href);
        await settled(page);
        expect(new URL(page.url()).pathname, `${href} is a page`).not.toMatch(/^\/404/);
        expect(problems(), href).toEqual([]);
      });
    } else if (url.origin === api) {
      await test.step(`fake API ${url.pathname}`, async () => {
        const response = await request.get(href);
        expect(response.status(), href).toBeLessThan(400);
      });
    }
    // Anything else lies outside the kit (the filing office, the real help site).
  }
});
