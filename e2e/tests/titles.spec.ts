import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures';
import { logIn } from './helpers';

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

/**
 * The tab's title comes from the route table as soon as a navigation starts (spec section 2: "the page
 * title is set from the route's title"), here with the boot's real timing: the page's code held back. In
 * zh; the other languages' titles and the route table's titles are proved in jsdom
 * (apps/web/src/lib/document-title.test.tsx, routes.test.ts).
 */
test("the tab shows a page's title while its code is still on its way, opening it and following a menu item", async ({
  page,
  context,
  fakeApi,
}) => {
  await test.step('opening a page', async () => {
    await logIn(context, fakeApi);
    const chunk = await holdChunk(page, 'center-route');
    await page.goto('/center', { waitUntil: 'commit' });
    // The boot asks for it once the page's first scripts have run: a while on a busy machine.
    await expect.poll(chunk.requested, { timeout: 15_000 }).toBe(true);
    await expect(page).toHaveTitle('个人中心');
    // Still waiting: no page yet.
    await expect(page.getByRole('main')).toHaveCount(0);

    await chunk.release();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page).toHaveTitle('个人中心');
  });

  await test.step('following a menu item', async () => {
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect(page).toHaveTitle('首页');
    const chunk = await holdChunk(page, 'workshop-route');
    await nav.getByRole('link', { name: '实训工坊', exact: true }).click();
    await expect.poll(chunk.requested).toBe(true);
    await expect(page).toHaveTitle('实训工坊');
    // The home page is still the one on screen.
    await expect(page.locator('#shui-banner')).toBeVisible();

    await chunk.release();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: '实训工坊' })).toBeVisible();
    await expect(page.locator('#shui-banner')).toHaveCount(0);
    await expect(page).toHaveTitle('实训工坊');
  });
});
