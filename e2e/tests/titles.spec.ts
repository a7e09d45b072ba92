import type { Page, Route } from '@playwright/test';
import type { Locale } from '@shui/contract';
import { expect, test } from '../fixtures';
import { logIn, text } from './helpers';

/**
 * Holds back the code of a page (the JS chunks whose file name starts with `chunk`, e.g. `center-route`)
 * until `release` is called, as a slow network or a busy machine would.
 */
async function holdChunk(page: Page, chunk: string) {
  const held: Route[] = [];
  let released = false;
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    /** Whether the page has asked for the chunk (and is waiting for it). */
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

const LOCALES: Locale[] = ['zh', 'en', 'fr'];

// Wide enough for the header's menu in every language.
test.use({ viewport: { width: 1920, height: 900 } });

for (const locale of LOCALES) {
  test.describe(`tab title in ${locale}`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addInitScript((lng) => localStorage.setItem('shui-lang', lng), locale);
    });

    test("opening a page, the tab shows its title while the page's code is still on its way", async ({
      page,
      context,
      fakeApi,
    }) => {
      await logIn(context, fakeApi);
      const chunk = await holdChunk(page, 'center-route');
      await page.goto('/center', { waitUntil: 'commit' });
      await expect.poll(chunk.requested).toBe(true);
      await expect(page).toHaveTitle(text(locale, 'common', 'routes.center'));
      // Still waiting: no page yet.
      await expect(page.getByRole('main')).toHaveCount(0);

      await chunk.release();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page).toHaveTitle(text(locale, 'common', 'routes.center'));
    });

    test('following a menu item, the tab shows the new title before the new page has loaded', async ({
      page,
    }) => {
      await page.goto('/home');
      const nav = page.getByRole('navigation', { name: text(locale, 'common', 'menu.label') });
      await expect(page).toHaveTitle(text(locale, 'common', 'routes.home'));
      const chunk = await holdChunk(page, 'workshop-route');
      await nav.getByRole('link', { name: text(locale, 'common', 'menu.work'), exact: true }).click();
      await expect.poll(chunk.requested).toBe(true);
      await expect(page).toHaveTitle(text(locale, 'common', 'routes.workShop'));
      // The home page is still the one on screen.
      await expect(page.locator('#shui-banner')).toBeVisible();

      await chunk.release();
      const title = text(locale, 'common', 'routes.workShop');
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('#shui-banner')).toHaveCount(0);
      await expect(page).toHaveTitle(text(locale, 'common', 'routes.workShop'));
    });
  });
}
