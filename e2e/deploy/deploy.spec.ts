import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { TOKEN_COOKIE } from '@shui/contract';
import { fakeApiClient, startFakeApi, type RunningFakeApi } from '../fixtures';
import { PORTAL_DIR } from '../portal';
import { userMenu } from '../tests/helpers';
import { freePort, REPO_ROOT, startNginx, type RunningNginx } from './nginx';

/**
 * One `pnpm build` (the suite's), deployed twice behind Debian's nginx with the repository's configuration
 * (deploy/nginx/shui-portal.conf): once as `test`, once as `prod`, each config.json written by the real
 * `shui env render` and pointing at its own stand-in API (a fake API behind nginx's TLS, since test and
 * prod take https: addresses only). The browser must call only its deployment's stand-in; a bad
 * config.json must stop the portal before any API call.
 */
const BUILD = resolve(import.meta.dirname, '..', PORTAL_DIR);
const SHUI = join(REPO_ROOT, 'cli/bin/shui.mjs');
const ERROR_TITLE = '水杉在线暂时无法打开';

interface Deployment {
  name: 'test' | 'prod';
  origin: string;
  root: string;
  standIn: RunningFakeApi;
  /** The stand-in's https address, as config.json names it. */
  api: string;
}

let work: string;
let nginx: RunningNginx;
const deployments: Deployment[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'shui-deploy-'));
  // A root nginx serves as nobody, who must pass through this folder.
  chmodSync(work, 0o755);
  const sites = [];
  const proxies = [];
  for (const name of ['test', 'prod'] as const) {
    const root = join(work, `${name}-www`);
    cpSync(BUILD, root, { recursive: true, filter: (path) => !path.endsWith('.shui-build-inputs') });
    const standIn = await startFakeApi();
    const [port, tlsPort] = [await freePort(), await freePort()];
    const api = `https://127.0.0.1:${tlsPort}`;
    const envConf = join(work, `${name}-env.conf`);
    execFileSync(process.execPath, [
      SHUI,
      'env',
      'render',
      '--env',
      name,
      '--stand-in',
      api,
      '--out',
      root,
      '--nginx',
      envConf,
    ]);
    deployments.push({ name, origin: `http://127.0.0.1:${port}`, root, standIn, api });
    sites.push({ port, root, envConf });
    proxies.push({ port: tlsPort, upstream: standIn.url });
  }
  nginx = await startNginx(join(work, 'nginx'), sites, proxies);
});

test.afterAll(async () => {
  await nginx?.stop();
  for (const deployment of deployments) await deployment.standIn.stop();
  rmSync(work, { recursive: true, force: true });
});

/** Every file of a folder, by path relative to it. */
const filesOf = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();

/** A fresh browser context for a deployment (the stand-ins' certificates are self-signed). */
async function openContext(browser: Browser) {
  return browser.newContext({ ignoreHTTPSErrors: true, reducedMotion: 'reduce', locale: 'zh-CN' });
}

/** Every request the page makes (workers' too), by URL, and its console errors. */
function watch(page: Page) {
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { requests, errors };
}

test('one build serves test and prod: the same files, and each deployment calls only its own stand-in', async ({
  browser,
}) => {
  const [first, second] = deployments as [Deployment, Deployment];
  const assets = filesOf(first.root).filter((file) => file !== 'config.json');
  expect(filesOf(second.root).filter((file) => file !== 'config.json')).toEqual(assets);
  for (const file of assets) {
    expect(readFileSync(join(second.root, file)).equals(readFileSync(join(first.root, file))), file).toBe(
      true,
    );
  }

  for (const deployment of deployments) {
    await test.step(`${deployment.name}: ${deployment.origin} -> ${deployment.api}`, async () => {
      const context = await openContext(browser);
      const token = await fakeApiClient(deployment.standIn.url).token('student');
      await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: deployment.origin }]);
      const page = await context.newPage();
      const seen = watch(page);
      await page.goto(`${deployment.origin}/home`);
      await expect(userMenu(page, '李同学')).toBeVisible();
      // A link drawn from the environment of config.json, not from the build.
      await page.getByRole('banner').getByRole('button', { name: '更多入口' }).click();
      await expect(page.getByRole('menu').getByRole('link', { name: /^新生计算机课程/ })).toHaveAttribute(
        'href',
        `${deployment.api}/__services/new-student`,
      );
      await page.keyboard.press('Escape');
      await page.goto(`${deployment.origin}/mooc/school`);
      await expect(page.getByRole('heading', { level: 1, name: '专业与课程' })).toBeVisible();
      if (deployment.name === 'prod') {
        // Python in a worker, compiled from WebAssembly: what the policy allows scripts to do.
        await page.goto(`${deployment.origin}/pythonPractice/1`);
        const output = page.getByRole('region', { name: '输出' });
        await expect(output).toHaveAttribute('data-runtime', 'ready', { timeout: 120_000 });
        await page.getByRole('button', { name: '运行' }).click();
        await expect(output.getByRole('status')).toContainText('运行结束', { timeout: 60_000 });
      }

      const away = seen.requests.filter((url) => new URL(url).origin !== deployment.origin);
      expect(away.length, 'API calls').toBeGreaterThan(3);
      expect(away.filter((url) => new URL(url).origin !== deployment.api)).toEqual([]);
      expect(away.some((url) => new URL(url).pathname === '/sys/users/current')).toBe(true);
      expect(seen.errors.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
      await context.close();
    });
  }
});

test('each bad config.json shows the configuration error and makes no API call', async ({ browser }) => {
  const prod = deployments.find((d) => d.name === 'prod') as Deployment;
  const file = join(prod.root, 'config.json');
  const good = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const standIn = fakeApiClient(prod.standIn.url);
  const before = Math.max(0, ...(await standIn.journal('/')).map((entry) => entry.id));
  const cases: Array<[string, string | undefined, string]> = [
    ['no config.json at all', undefined, 'config.json 不存在，或不是一个 JSON 对象'],
    ['a missing field', JSON.stringify({ ...good, api: undefined }), '缺少字段 api，或它为空'],
    [
      'a bad address',
      JSON.stringify({ ...good, api: 'www.shuishan.net.cn/api' }),
      'api 必须是完整的 http(s) 地址',
    ],
    [
      'http: in prod',
      JSON.stringify({ ...good, api: good.api?.replace('https:', 'http:') }),
      'api 在 local 之外使用了 http:',
    ],
    [
      'a prod page with a test address',
      JSON.stringify({ ...good, api: 'https://test.shuishan.net.cn/api' }),
      'api 在生产配置中指向了测试服务器',
    ],
    [
      'a value with a quote',
      JSON.stringify({ ...good, helpSite: 'https://x.cn/"onload="alert(1)' }),
      'helpSite 含有引号',
    ],
    [
      'a value with </script>',
      JSON.stringify({ ...good, helpSite: 'https://x.cn/</script><script>alert(1)</script>' }),
      'helpSite 含有引号',
    ],
    ['not JSON', '{ "name": "prod", ', 'config.json 不存在，或不是一个 JSON 对象'],
  ];
  try {
    for (const [what, text, problem] of cases) {
      await test.step(what, async () => {
        if (text === undefined) unlinkSync(file);
        else writeFileSync(file, text);
        const context = await openContext(browser);
        const page = await context.newPage();
        const seen = watch(page);
        await page.goto(`${prod.origin}/home`);
        await expect(page.getByRole('heading', { level: 1, name: ERROR_TITLE })).toBeVisible();
        await expect(page.getByRole('listitem').filter({ hasText: problem })).toBeVisible();
        await expect(page).toHaveTitle(ERROR_TITLE);
        expect(seen.requests.filter((url) => new URL(url).origin !== prod.origin)).toEqual([]);
        await context.close();
      });
    }
  } finally {
    writeFileSync(file, `${JSON.stringify(good, null, 2)}\n`);
  }
  // The stand-in heard nothing from the page either (its journal has no request after the first test's).
  const journal = await standIn.journal('/');
  expect(journal.filter((entry) => entry.id > before && !entry.path.startsWith('/__admin'))).toEqual([]);
});

test("nginx's headers: config.json never stored, pages revalidated, hashed assets immutable, the policy from config.json", async () => {
  const prod = deployments.find((d) => d.name === 'prod') as Deployment;
  const head = async (path: string) => (await fetch(`${prod.origin}${path}`, { method: 'HEAD' })).headers;
  const script = readdirSync(join(prod.root, 'assets')).find((file) => file.endsWith('.js'));

  expect((await head('/config.json')).get('cache-control')).toBe('no-store');
  expect((await head('/config.json')).get('content-type')).toMatch(/^application\/json/);
  for (const page of ['/', '/index.html', '/mooc/course/101']) {
    expect((await head(page)).get('cache-control'), page).toBe('no-cache');
    expect((await head(page)).get('content-type'), page).toMatch(/^text\/html/);
  }
  expect((await head(`/assets/${script}`)).get('cache-control')).toBe('public, max-age=31536000, immutable');
  const policy = (await head('/')).get('content-security-policy') ?? '';
  expect(policy).toContain(`connect-src 'self' ${prod.api};`);
  expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+';/);
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect((await head('/missing.js')).get('cache-control')).toBe('no-cache');
  expect((await fetch(`${prod.origin}/missing.js`)).status).toBe(404);
});
