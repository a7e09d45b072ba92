import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { languages, TOKEN_COOKIE, type Locale } from '@shui/contract';
import { ARTIFACTS_DIR, type FakeApi } from '../fixtures';
import { KEEP_SCREENSHOTS, PHONE_TAG } from '../devices';
import { PORTAL_ORIGIN, PORTAL_PORT } from '../portal';

const LOCALES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/locales');

/**
 * The landing host: a host beginning with `cn.` (Chromium resolves *.localhost to loopback, where the
 * e2e preview server listens).
 */
export const LANDING_ORIGIN = `http://cn.localhost:${PORTAL_PORT}`;

/** The five languages, in the order of the language menus. */
export const LANGUAGES = languages;

/** `<html lang>` per locale, as the portal sets it. */
export const HTML_LANG: Record<Locale, string> = { zh: 'zh-CN', en: 'en', it: 'it', fr: 'fr', es: 'es' };

type Namespace =
  | 'assistant'
  | 'auth'
  | 'center'
  | 'common'
  | 'errors'
  | 'feedback'
  | 'home'
  | 'landing'
  | 'layout'
  | 'notifications'
  | 'organisations'
  | 'register'
  | 'reset-password'
  | 'teacher';
const cache = new Map<string, unknown>();

/**
 * A text of the portal's translation files (`apps/web/src/locales/<locale>/<ns>.json`) by its dotted key,
 * e.g. `text('en', 'home', 'banner.next')`; `{{name}}` placeholders are filled from `values`.
 */
export function text(
  locale: Locale,
  namespace: Namespace,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const file = `${locale}/${namespace}`;
  let json = cache.get(file);
  if (json === undefined) {
    json = JSON.parse(readFileSync(resolve(LOCALES_DIR, `${file}.json`), 'utf8')) as unknown;
    cache.set(file, json);
  }
  let node: unknown = json;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${file}.json`);
  return node.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** Logs a seeded user in the way a stored login does: the token in the Shui-Token cookie. */
export async function logIn(
  context: BrowserContext,
  fakeApi: FakeApi,
  username = 'student',
  origin = PORTAL_ORIGIN,
): Promise<string> {
  const token = await fakeApi.token(username);
  await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: origin }]);
  return token;
}

/**
 * Logs a seeded user in through the API (as `logIn`, in the page's context) and opens `path`: how most
 * logged-in tests begin. Resolves to the token.
 */
export async function openLoggedIn(
  page: Page,
  fakeApi: FakeApi,
  path = '/home',
  username = 'student',
): Promise<string> {
  const token = await logIn(page.context(), fakeApi, username);
  await page.goto(path);
  return token;
}

/** The desktop and phone set-ups (e2e/devices.ts): phone tests are tagged PHONE, not `test.use(phone)`. */
export { desktop, phone, PHONE_TAG, KEEP_SCREENSHOTS } from '../devices';
/** The details of a test or describe block that runs on the phone (the phone project). */
export const PHONE = { tag: PHONE_TAG };

/**
 * Serious and critical axe violations of the page, or only inside `selector` (e.g. a dialog), in a form
 * easy to read in a diff.
 */
export async function seriousViolations(page: Page, selector?: string) {
  const builder = new AxeBuilder({ page });
  if (selector !== undefined) builder.include(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** Makes the portal open in `locale` (its stored language) on every page `target` loads from now on. */
export async function useLanguage(target: Page | BrowserContext, locale: Locale): Promise<void> {
  await target.addInitScript((lng) => localStorage.setItem('shui-lang', lng), locale);
}

/** The portal's token cookie (Shui-Token), when the browser has one. */
export const tokenCookie = async (page: Page) =>
  (await page.context().cookies(PORTAL_ORIGIN)).find((c) => c.name === TOKEN_COOKIE);

/** The logged-in header's user menu button of the user called `name`. */
export const userMenu = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name: `用户菜单: ${name}` });

/**
 * An open redirect refused: `land` loads a portal page that would follow a redirect to elsewhere (which
 * the browser may not reach: evil.example is aborted). The page must end on /home with the student
 * logged in, and no navigation may have left the portal.
 */
export async function expectRedirectRefused(page: Page, land: () => Promise<unknown>): Promise<void> {
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && !r.url().startsWith(PORTAL_ORIGIN)) elsewhere.push(r.url());
  });
  await page.context().route('https://evil.example/**', (route) => route.abort());
  await land();
  await page.waitForURL(`${PORTAL_ORIGIN}/home`);
  await expect(userMenu(page, '李同学')).toBeVisible();
  expect(elsewhere).toEqual([]);
}

/** Regular expression matching `value` literally. */
export const literally = (value: string) => new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * Picks `item` (a locator inside the page's dropdown menu, or a menu item's exact name), opening the
 * menu with `open` when it is not open. On a busy machine the click can miss: the page scrolls while
 * the pointer is down, the open dropdown realigns to its sticky button, and the pointer comes up on the
 * header (no click); then it clicks again, as a user would.
 */
export async function pickMenuItem(
  page: Page,
  item: string | Locator,
  open: () => Promise<void>,
): Promise<void> {
  const menu = page.getByRole('menu');
  const target = typeof item === 'string' ? menu.getByRole('menuitem', { name: item, exact: true }) : item;
  await expect(async () => {
    if (!(await menu.isVisible())) await open();
    await target.click({ timeout: 2_000 });
    await expect(menu).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** The page's toasts (antd messages). */
export const toasts = (page: Page) => page.locator('.ant-message-notice');

/** What the page writes to its console from now on ("warning: …"), to tell "logged only" from shown. */
export function consoleLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message: ConsoleMessage) => lines.push(`${message.type()}: ${message.text()}`));
  return lines;
}

/**
 * Waits until the page has handled what is already queued and drawn two frames: for "nothing more
 * happens" checks after the events that could have caused something (never a fixed delay).
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => done())), 0);
      }),
  );
}

/**
 * Screenshots for people to look at (e2e/artifacts, git-ignored; the README's pictures come from there)
 * are taken only with E2E_SCREENSHOTS=1: they assert nothing, and `pnpm test` is faster without them.
 */
export async function keepScreenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean; testInfo?: TestInfo } = {},
): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: options.fullPage, animations: 'disabled', scale: 'css' });
  await options.testInfo?.attach(name, { path, contentType: 'image/png' });
}

/**
 * A whole-page screenshot (only with E2E_SCREENSHOTS=1, as keepScreenshot): scrolls through the page
 * first so that lazy pictures load, waits for them, and goes back to the top.
 */
export async function keepFullPageScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await keepScreenshot(page, name, { fullPage: true, testInfo });
}

/**
 * Makes the portal open in `locale` on every page `target` loads, until the page picks another
 * language (`switchLanguage`): unlike `useLanguage`, it sets only an empty choice.
 */
export async function startInLanguage(target: Page | BrowserContext, locale: Locale): Promise<void> {
  await target.addInitScript((lng) => {
    if (localStorage.getItem('shui-lang') === null) localStorage.setItem('shui-lang', lng);
  }, locale);
}

/** Switches the open page to `locale` as a stored choice does, and loads it again. */
export async function switchLanguage(page: Page, locale: Locale): Promise<void> {
  await page.evaluate((lng) => localStorage.setItem('shui-lang', lng), locale);
  await page.reload();
}
