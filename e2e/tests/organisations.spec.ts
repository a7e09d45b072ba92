import type { Page } from '@playwright/test';
import type { CurrentCompany, Locale } from '@shui/contract';
import { expect as baseExpect, test, type FakeApi } from '../fixtures';
import {
  consoleLines,
  desktop,
  keepScreenshot,
  openLoggedIn,
  phone,
  pickMenuItem,
  SCREENSHOT_SIZES,
  toasts,
  useLanguage,
} from './helpers';

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

test.describe('organisations on a desktop', () => {
  test.use(desktop);

  test('shows the current organisation and lists the user’s organisations', async ({ page, fakeApi }) => {
    await openLoggedIn(page, fakeApi);
    await expect(organisation(page)).toHaveAccessibleName(`切换组织，当前组织：${ECNU}`);
    await organisation(page).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([ECNU, ALLIANCE]);
    await expect(menu.getByRole('menuitem', { name: ECNU })).toHaveClass(/selected/);
  });

  test('switching shows the new one with a success message, and the server keeps it', async ({
    page,
    fakeApi,
  }) => {
    const token = await openLoggedIn(page, fakeApi);
    await expect(organisation(page)).toContainText(ECNU);
    await pickMenuItem(page, ALLIANCE, () => organisation(page).click());
    await expect(toasts(page)).toHaveText(`已切换到“${ALLIANCE}”`);
    await expect(organisation(page)).toHaveAccessibleName(`切换组织，当前组织：${ALLIANCE}`);
    expect((await serverCompany(fakeApi, token)).companyName).toBe(ALLIANCE);

    await page.reload();
    await expect(organisation(page)).toHaveAccessibleName(`切换组织，当前组织：${ALLIANCE}`);
  });

  test('a failed switch keeps the old one; the client shows the server’s message', async ({
    page,
    fakeApi,
  }) => {
    await fakeApi.addFault({
      method: 'POST',
      path: '/portal/current_company',
      status: 403,
      respCode: 40300,
      respMsg: '您不属于该组织',
    });
    await openLoggedIn(page, fakeApi);
    await expect(organisation(page)).toContainText(ECNU);
    await pickMenuItem(page, ALLIANCE, () => organisation(page).click());
    await expect(toasts(page)).toHaveText('您不属于该组织');
    await expect(organisation(page)).toHaveAccessibleName(`切换组织，当前组织：${ECNU}`);
  });

  test('when the current organisation cannot be fetched it shows 暂无, logged only', async ({
    page,
    fakeApi,
  }) => {
    const lines = consoleLines(page);
    await fakeApi.addFault({ method: 'GET', path: '/portal/current_company', status: 500 });
    await openLoggedIn(page, fakeApi);
    await expect
      .poll(() => lines.some((l) => l.startsWith('warning: [api] GET /portal/current_company')))
      .toBe(true);
    await expect(organisation(page)).toHaveAccessibleName('切换组织，当前组织：暂无');
    await expect(toasts(page)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The list still came.
    await organisation(page).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([ECNU, ALLIANCE]);
  });

  test('when the list cannot be fetched it is empty, logged only', async ({ page, fakeApi }) => {
    const lines = consoleLines(page);
    await fakeApi.addFault({ method: 'GET', path: '/portal/companies', status: 502 });
    await openLoggedIn(page, fakeApi);
    await expect
      .poll(() => lines.some((l) => l.startsWith('warning: [api] GET /portal/companies')))
      .toBe(true);
    await expect(organisation(page)).toContainText(ECNU);
    await organisation(page).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['暂无可切换的组织']);
    await expect(toasts(page)).toHaveCount(0);
  });

  test('a stored organisation falls back to 暂无 when the fetch fails on the next load', async ({
    page,
    fakeApi,
  }) => {
    await openLoggedIn(page, fakeApi);
    await expect(organisation(page)).toContainText(ECNU);
    await fakeApi.addFault({ method: 'GET', path: '/portal/current_company', status: 500 });
    await page.reload();
    await expect(organisation(page)).toHaveAccessibleName('切换组织，当前组织：暂无');
  });

  test("the backend's 'visitor' shows as 暂无, with nothing to switch to", async ({ page, fakeApi }) => {
    // The partner-university student belongs to no organisation: the backend answers 'visitor'.
    const answered = page.waitForResponse((r) => r.url().includes('/portal/current_company'));
    await openLoggedIn(page, fakeApi, '/home', '10215501001');
    expect(((await (await answered).json()) as { data: CurrentCompany }).data.companyName).toBe('visitor');
    await expect(organisation(page)).toHaveAccessibleName('切换组织，当前组织：暂无');
    await expect(organisation(page)).not.toContainText('visitor');
    await organisation(page).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['暂无可切换的组织']);
  });

  test('the keyboard opens the menu and switches', async ({ page, fakeApi }) => {
    await openLoggedIn(page, fakeApi);
    await expect(organisation(page)).toContainText(ECNU);
    await organisation(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    // Down until the other organisation has the focus (the menu may still be taking it on a busy machine).
    const alliance = page.getByRole('menu').getByRole('menuitem', { name: ALLIANCE });
    await expect(async () => {
      await page.keyboard.press('ArrowDown');
      await expect(alliance).toBeFocused({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press('Enter');
    await expect(organisation(page)).toHaveAccessibleName(`切换组织，当前组织：${ALLIANCE}`);
  });
});

test.describe('organisations on a phone (390x844)', () => {
  test.use(phone);

  test('the drawer shows the organisation and switches it', async ({ page, fakeApi }) => {
    await openLoggedIn(page, fakeApi);
    // The portal has replaced the static shell once the logged-in header is there.
    await expect(header(page).getByRole('button', { name: /^用户菜单/ })).toBeVisible();
    await page.locator('#shui-nav').click();
    const drawer = page.getByRole('dialog');
    const button = drawer.getByRole('button', { name: /^切换组织/ });
    await expect(button).toHaveAccessibleName(`切换组织，当前组织：${ECNU}`);
    await pickMenuItem(page, ALLIANCE, () => button.click());
    await expect(toasts(page)).toHaveText(`已切换到“${ALLIANCE}”`);
    await expect(button).toHaveAccessibleName(`切换组织，当前组织：${ALLIANCE}`);
  });
});

for (const locale of ['zh', 'en'] as Locale[]) {
  for (const [size, use] of SCREENSHOT_SIZES) {
    test.describe(`organisation menu screenshot ${locale} ${size}`, () => {
      test.use(use);

      test('the open organisation menu', async ({ page, fakeApi }, testInfo) => {
        await useLanguage(page, locale);
        await openLoggedIn(page, fakeApi);
        let button = header(page).locator('.shui-org');
        await expect(header(page).locator('button.shui-user')).toBeVisible();
        if (size === '390') {
          await page.locator('#shui-nav').click();
          button = page.getByRole('dialog').locator('.shui-org');
          // Waits for the drawer to finish sliding in.
          await page.getByRole('dialog').getByRole('link').first().click({ trial: true });
        }
        await expect(button).toContainText(ECNU);
        await button.click();
        await expect(page.getByRole('menu').getByRole('menuitem', { name: ALLIANCE })).toBeVisible();
        await keepScreenshot(page, `organisations-menu-${locale}-${size}`, { testInfo });
      });
    });
  }
}
