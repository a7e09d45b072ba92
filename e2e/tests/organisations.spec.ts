import type { Page } from '@playwright/test';
import type { CurrentCompany } from '@shui/contract';
import { expect as baseExpect, test, type FakeApi } from '../fixtures';
import { keepScreenshot, openLoggedIn, PHONE, pickMenuItem, text, toasts, useLanguage } from './helpers';

/**
 * The header's organisation switch in the browser: the menu, switching by mouse and keyboard, what the
 * server keeps across a reload, and the phone's drawer. The fallbacks (暂无 for a failed fetch or for
 * 'visitor', an empty list, a failed switch keeping the old one) are proved in jsdom
 * (organisations-root.test.tsx), the logged-out alert in organisation-switch.test.tsx; the error
 * catalogue applies the failure scenarios here in the browser.
 */

// The features load lazily after the page; on a machine shared by several suites that can take a while.
const expect = baseExpect.configure({ timeout: 10_000 });

/** The student's organisations (fixtures/seed/users.json, organisations.json); the first is current. */
const ECNU = '华东师范大学数据科学与工程学院';
const ALLIANCE = '水杉在线开放课程联盟';

const header = (page: Page) => page.getByRole('banner');
const organisation = (page: Page) => header(page).getByRole('button', { name: /^切换组织/ });

/** The current organisation as the server has it (a fresh GET). */
async function serverCompany(fakeApi: FakeApi, token: string): Promise<CurrentCompany> {
  const response = await fetch(`${fakeApi.url}/portal/current_company?isLogin=true`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: CurrentCompany }).data;
}

test('a student lists the organisations, switches by keyboard and by mouse, and the server keeps it', async ({
  page,
  fakeApi,
}, testInfo) => {
  const token = await openLoggedIn(page, fakeApi);
  const menu = page.getByRole('menu');

  await test.step('shows the current organisation and lists the user’s organisations', async () => {
    await expect(organisation(page)).toHaveAccessibleName(`切换组织，当前组织：${ECNU}`);
    await organisation(page).click();
    await expect(menu.getByRole('menuitem')).toHaveText([ECNU, ALLIANCE]);
    await expect(menu.getByRole('menuitem', { name: ECNU })).toHaveClass(/selected/);
    await keepScreenshot(page, 'organisations-menu-zh-1440', { testInfo });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  await test.step('the keyboard opens the menu and switches', async () => {
    await organisation(page).focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    // Down until the other organisation has the focus (the menu may still be taking it on a busy machine).
    const alliance = menu.getByRole('menuitem', { name: ALLIANCE });
    await expect(async () => {
      await page.keyboard.press('ArrowDown');
      await expect(alliance).toBeFocused({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press('Enter');
    await expect(toasts(page)).toHaveText(`已切换到“${ALLIANCE}”`);
    await expect(organisation(page)).toHaveAccessibleName(`切换组织，当前组织：${ALLIANCE}`);
  });

  await test.step('the server keeps it: still switched after a reload', async () => {
    expect((await serverCompany(fakeApi, token)).companyName).toBe(ALLIANCE);
    await page.reload();
    await expect(organisation(page)).toHaveAccessibleName(`切换组织，当前组织：${ALLIANCE}`);
  });

  await test.step('switching back with the mouse shows a success message', async () => {
    // The message shows for 2 s: watched from before the click, since on a busy machine picking the item
    // (a retried click) may take longer than that.
    const shown = expect(toasts(page)).toHaveText(`已切换到“${ECNU}”`, { timeout: 15_000 });
    await pickMenuItem(page, ECNU, () => organisation(page).click());
    await shown;
    await expect(organisation(page)).toHaveAccessibleName(`切换组织，当前组织：${ECNU}`);
    expect((await serverCompany(fakeApi, token)).companyName).toBe(ECNU);
  });
});

test(
  'on a phone, in English, the drawer shows the organisation and switches it',
  PHONE,
  async ({ page, fakeApi }, testInfo) => {
    await useLanguage(page, 'en');
    await openLoggedIn(page, fakeApi);
    // The portal has replaced the static shell once the logged-in header is there.
    await expect(header(page).locator('button.shui-user')).toBeVisible();
    await page.locator('#shui-nav').click();
    const drawer = page.getByRole('dialog');
    const switchLabel = (name: string) => text('en', 'layout', 'organisation.switchLabel', { name });
    const button = drawer.getByRole('button', { name: switchLabel(ECNU) });
    await expect(button).toBeVisible();
    await button.click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([ECNU, ALLIANCE]);
    await keepScreenshot(page, 'organisations-menu-en-390', { testInfo });
    await pickMenuItem(page, ALLIANCE, () => button.click());
    await expect(toasts(page)).toHaveText(text('en', 'organisations', 'switched', { name: ALLIANCE }));
    await expect(drawer.getByRole('button', { name: switchLabel(ALLIANCE) })).toBeVisible();
  },
);
