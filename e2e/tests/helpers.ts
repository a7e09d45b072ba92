import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  | 'resetPassword'
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
export const KEEP_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

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
