import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startFakeApi, type RunningFakeApi } from '../fixtures';
import { PORTAL_DIR } from '../portal';
import { fillLogin } from '../tests/dialogs';
import { freePort, REPO_ROOT, startNginx, type RunningNginx } from './nginx';

/**
 * Issue 29's record and replay, as a team would run them: the portal (the suite's build, served by nginx)
 * is used in Chromium through `shui record --from` a stand-in (fixtures/drift/secrets.json,
 * which plants fake secrets); then, with the stand-in stopped, the same walk runs against
 * `pnpm fake-api --replay` of that recording. The walk: log in, the notifications, the organisations and a
 * switch, a course, a practice question.
 */
const BUILD = join(import.meta.dirname, '..', PORTAL_DIR);
const SHUI = join(REPO_ROOT, 'cli/bin/shui.mjs');
// The stand-in's secrets without its breaking drifts (a renamed user name stops the portal's bell).
const PROFILE = join(REPO_ROOT, 'fixtures/drift/secrets.json');
const ALLIANCE = '水杉在线开放课程联盟';

let work: string;
let root: string;
let envConf: string;
let port: number;
let origin: string;
let nginx: RunningNginx | undefined;
const servers: RunningFakeApi[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'shui-replay-'));
  chmodSync(work, 0o755);
  root = join(work, 'www');
  cpSync(BUILD, root, { recursive: true, filter: (path) => !path.endsWith('.shui-build-inputs') });
  envConf = join(work, 'env.conf');
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  await nginx?.stop();
  for (const server of servers) await server.stop();
  rmSync(work, { recursive: true, force: true });
});

/** Points the deployment's config.json (and policy) at an API, as `local` (the one taking http:). */
function render(api: string) {
  execFileSync(process.execPath, [
    SHUI,
    'env',
    'render',
    '--env',
    'local',
    '--stand-in',
    api,
    '--out',
    root,
    '--nginx',
    envConf,
  ]);
}

/**
 * Deploys for `api`: config.json and the policy rendered, then nginx started afresh on the same port (a
 * reload leaves old workers serving the old policy to connections already open).
 */
async function pointAt(api: string) {
  render(api);
  await nginx?.stop();
  nginx = await startNginx(join(work, 'nginx'), [{ port, root, envConf }], []);
  const policy = (await fetch(`${origin}/`, { method: 'HEAD' })).headers.get('content-security-policy');
  expect(policy).toContain(`connect-src 'self' ${api}`);
}

/** `shui record --from <target>` on a free port; resolves once it listens. */
async function startRecorder(target: string, out: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [SHUI, 'record', '--from', target, '--out', out, '--port', String(port)],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    },
  );
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await expect.poll(() => output, { timeout: 30_000 }).toContain(url);
  return {
    url,
    output: () => output,
    /** Ctrl-C: the recording is written, scrubbed and scanned; resolves to the exit code. */
    stop: () =>
      new Promise<number | null>((done) => {
        child.once('exit', (code) => done(code));
        child.kill('SIGINT');
      }),
  };
}

/** What the walk saw, to compare the recorded run with the replayed one. */
interface Seen {
  notifications: number;
  organisations: string[];
  course: string;
  question: string;
}

/** The console errors of the walks, shown when one fails. */
const consoleErrors: string[] = [];

async function walk(browser: Browser): Promise<Seen> {
  const context = await browser.newContext({ reducedMotion: 'reduce', locale: 'zh-CN' });
  const page: Page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const header = page.getByRole('banner');

  await page.goto(`${origin}/login?redirect=%2Fhome`);
  const main = page.getByRole('main');
  await fillLogin(main, 'student', 'Shui@2025');
  await main.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(`${origin}/home`, { timeout: 15_000 });

  await header.getByRole('button', { name: /^待办与消息/ }).click();
  const items = page
    .getByRole('region', { name: '待办' })
    .getByRole('list', { name: '待办消息' })
    .getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const notifications = await items.count();
  await page.keyboard.press('Escape');

  const organisation = header.getByRole('button', { name: /^切换组织/ });
  await organisation.click();
  const menuItems = page.getByRole('menu').getByRole('menuitem');
  await expect(menuItems.first()).toBeVisible();
  const organisations = await menuItems.allTextContents();
  await page.getByRole('menu').getByRole('menuitem', { name: ALLIANCE }).click();
  await expect(organisation).toHaveAccessibleName(`切换组织，当前组织：${ALLIANCE}`);

  await page.goto(`${origin}/mooc/course/101`);
  const course = page.getByRole('heading', { level: 1 });
  await expect(course).toBeVisible();

  await page.goto(`${origin}/pythonPractice/1`);
  const question = page.getByRole('heading', { level: 1, name: /^#1 / });
  await expect(question).toBeVisible();

  const seen = {
    notifications,
    organisations,
    course: (await course.textContent()) ?? '',
    question: (await question.textContent()) ?? '',
  };
  await context.close();
  return seen;
}

/** Every file of the recording, as text. */
const recordingText = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');

test('the portal recorded through shui record against the stand-in, then the same walk on the replay with the stand-in stopped', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const out = join(work, 'recording');
  const standIn = await startFakeApi(['--drift', PROFILE]);
  servers.push(standIn);

  const recorder = await startRecorder(standIn.url, out);
  await pointAt(recorder.url);
  const recorded = await walk(browser).catch((error: Error) => {
    throw new Error(
      `${error.message}\n--- shui record ---\n${recorder.output()}\n--- console ---\n${consoleErrors.join('\n')}`,
    );
  });
  expect(await recorder.stop(), recorder.output()).toBe(0);
  await standIn.stop();

  const planted = (
    JSON.parse(readFileSync(PROFILE, 'utf8')) as { secrets: Array<{ kind: string; value: string }> }
  ).secrets;
  const text = recordingText(out);
  expect(planted.filter((secret) => text.includes(secret.value)).map((s) => s.kind)).toEqual([]);
  expect(text).not.toContain('李同学');

  const replay = await startFakeApi(['--replay', out]);
  servers.push(replay);
  await pointAt(replay.url);
  const replayed = await walk(browser);
  expect(replayed).toEqual(recorded);
  expect(recorded.organisations).toContain(ALLIANCE);
});
