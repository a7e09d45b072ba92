import type { Page } from '@playwright/test';
import { CODE_PARK_COURSE_ID, environments, TOKEN_COOKIE } from '@shui/contract';
import { expect, test } from '../fixtures';
import { PORTAL_ORIGIN } from '../portal';
import { openLoggedIn, PHONE, pickMenuItem, seriousViolations } from './helpers';

const services = environments.local;
const STUDENT_NAME = '李同学'; // truename of `student` in fixtures/seed/users.json

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });

/** The six header menu items of spec section 2 and where each one lands. */
const menuItems: Array<{ name: string; url: RegExp; title: string }> = [
  { name: '首页', url: /\/home$/, title: '首页' },
  { name: '课程大厅', url: /\/mooc\/course\/list$/, title: '课程列表' },
  { name: '实训工坊', url: /\/work\/workShop$/, title: '实训工坊' },
  { name: '校准场', url: /\/question\/calibrationField$/, title: '校准场' },
  {
    name: '代码公园',
    url: new RegExp(`/codePark/codeParkDetail\\?courseId=${CODE_PARK_COURSE_ID}$`),
    title: '代码公园',
  },
  { name: '频道', url: /\/channel$/, title: '频道' },
];

/** A related service opened in a new tab: the fake API's labelled stand-in page for it, as under `pnpm dev`. */
async function expectStandIn(tab: Page, address: string, name: string) {
  expect(tab.url()).toBe(address);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(tab.getByText('本地替身页面 · local stand-in')).toBeVisible();
}

test.describe('header on a desktop', () => {
  test('each of the six menu items goes to its page and is marked as the current one; below 1224 px the padding narrows', async ({
    page,
  }) => {
    await page.goto('/404/warning');
    const links = mainNav(page).getByRole('link');
    await expect(links).toHaveText(menuItems.map((item) => item.name));
    // The code park item carries its fixed courseId.
    await expect(mainNav(page).getByRole('link', { name: '代码公园' })).toHaveAttribute(
      'href',
      `/codePark/codeParkDetail?courseId=${CODE_PARK_COURSE_ID}`,
    );
    for (const item of [...menuItems.slice(1), menuItems[0]!]) {
      await mainNav(page).getByRole('link', { name: item.name, exact: true }).click();
      await expect(page, item.name).toHaveURL(item.url);
      await expect(page, item.name).toHaveTitle(item.title);
      await expect(mainNav(page).getByRole('link', { name: item.name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1);
    }
    await expect(page.locator('#shui-banner')).toBeVisible();

    // Spec section 9: "narrow layout padding below 1224 px width" (24 px each side, 16 px below).
    const sidePadding = () =>
      page
        .locator('#shui-main > .shui-container')
        .evaluate((content) => [
          getComputedStyle(content).paddingLeft,
          getComputedStyle(content).paddingRight,
        ]);
    for (const [width, padding] of [
      [1440, '24px'],
      [1224, '24px'],
      [1223, '16px'],
    ] as const) {
      await test.step(`side padding at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(sidePadding).toEqual([padding, padding]);
      });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('logged out, the login link opens the login dialog and register asks for the registration tip', async ({
    page,
  }) => {
    await page.goto('/work/workShop');
    const login = header(page).getByRole('link', { name: '登录', exact: true });
    const register = header(page).getByRole('link', { name: '注册', exact: true });
    await expect(login).toBeVisible();
    await expect(register).toBeVisible();
    await expect(header(page).getByLabel(/待办与消息/)).toHaveCount(0);
    await expect(header(page).getByRole('button', { name: /用户菜单/ })).toHaveCount(0);
    // Without a dialog the links are real links to the login page, back to this page after login.
    await expect(login).toHaveAttribute('href', '/login?redirect=%2Fwork%2FworkShop');

    await login.click();
    const dialog = page.getByRole('dialog', { name: '账号登录' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/work\/workShop$/);
    // Spec section 9: component z-index 3000 (antd's dialogs from there up), over the sticky header.
    const wrap = page.locator('.ant-modal-wrap').filter({ has: dialog });
    await expect(wrap).toHaveCSS('z-index', '3000');
    const overHeader = await header(page).evaluate((bar) => {
      const box = bar.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && !bar.contains(top);
    });
    expect(overHeader).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: '账号登录' })).toBeHidden();

    await page.goto('/home');
    await header(page).getByRole('link', { name: '注册', exact: true }).click();
    await expect(page.getByRole('dialog', { name: '注册提示' })).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('logged in, the header shows the bell and the user menu with the name from the API', async ({
    page,
    fakeApi,
  }) => {
    await openLoggedIn(page, fakeApi);
    const userButton = header(page).getByRole('button', { name: `用户菜单: ${STUDENT_NAME}` });
    await expect(userButton).toBeVisible();
    await expect(userButton).toContainText(STUDENT_NAME);
    await expect(header(page).getByRole('link', { name: '登录', exact: true })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: '注册', exact: true })).toHaveCount(0);

    // The notifications feature's bell: a button opening the to-do panel (notifications.spec.ts).
    const bell = header(page).getByRole('button', { name: /^待办与消息/ });
    await expect(bell).toBeVisible();
    await expect(bell).toHaveAttribute('aria-expanded', 'false');

    // Logged in, the organisation dropdown is enabled.
    const organisation = header(page).getByRole('button', { name: /切换组织/ });
    await expect(organisation).toBeVisible();
    await expect(organisation).not.toHaveAttribute('aria-disabled', 'true');

    await userButton.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['个人中心', '退出登录']);
    await menu.getByRole('link', { name: '个人中心' }).click();
    await expect(page).toHaveURL(/\/center$/);
    await expect(page).toHaveTitle('个人中心');
  });

  test('log out clears the token and brings back the logged-out header', async ({
    page,
    context,
    fakeApi,
  }) => {
    await openLoggedIn(page, fakeApi);
    // Once the name has come: until then the button is shorter, and the row is still being laid out.
    await pickMenuItem(page, '退出登录', () =>
      header(page)
        .getByRole('button', { name: `用户菜单: ${STUDENT_NAME}` })
        .click(),
    );

    await expect(header(page).getByRole('link', { name: '登录', exact: true })).toBeVisible();
    await expect(header(page).getByRole('link', { name: '注册', exact: true })).toBeVisible();
    await expect(header(page).getByRole('button', { name: /用户菜单/ })).toHaveCount(0);
    await expect(header(page).getByLabel(/待办与消息/)).toHaveCount(0);
    const cookies = await context.cookies(PORTAL_ORIGIN);
    expect(cookies.find((cookie) => cookie.name === TOKEN_COOKIE)).toBeUndefined();

    // Still logged out after a reload.
    await page.reload();
    await expect(header(page).getByRole('link', { name: '登录', exact: true })).toBeVisible();
  });

  test('the "more" menu links the teacher back-office, the new-student course and the cloud desktop', async ({
    page,
  }) => {
    await page.goto('/home');
    await header(page).getByRole('button', { name: '更多入口' }).click();
    const menu = page.getByRole('menu');
    const teacher = menu.getByRole('link', { name: /^教师后台/ });
    const newStudent = menu.getByRole('link', { name: /^新生计算机课程/ });
    await expect(teacher).toHaveAttribute('href', services.teacherAdmin);
    await expect(newStudent).toHaveAttribute('href', services.newStudentCourse);
    for (const link of [teacher, newStudent]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }

    // (The stand-in page each opens: apps/fake-api/test/services.test.ts.)
    // The menu is still open: opened again only when it is not.
    await pickMenuItem(page, page.getByRole('menu').getByRole('link', { name: '云桌面' }), () =>
      header(page).getByRole('button', { name: '更多入口' }).click(),
    );
    await expect(page).toHaveURL(/\/cloudDesktop$/);
    await expect(page).toHaveTitle('云桌面');
  });
});

test.describe('footer', () => {
  test('"关于我们" opens the home page at the About section, from another page and on the home page', async ({
    page,
  }) => {
    const about = page.getByRole('contentinfo').getByRole('link', { name: '关于我们' });
    const aboutHeading = page.getByRole('heading', { name: '关于我们', level: 2 });
    await page.goto('/channel');
    await about.click();
    await expect(page).toHaveURL(/\/home#shui-about$/);
    await expect(aboutHeading).toBeInViewport();

    await page.goto('/home');
    await expect(page.locator('#shui-banner')).toBeInViewport();
    await about.click();
    await expect(page).toHaveURL(/\/home#shui-about$/);
    await expect(aboutHeading).toBeInViewport();
  });
});

test.describe('floating sidebar', () => {
  test('the help menu offers the tour, problem feedback and the user manual', async ({ page }) => {
    await page.goto('/channel');
    const help = page.getByRole('button', { name: '帮助', exact: true });
    await help.click();
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['页面导览', '问题反馈', '用户手册']);

    // Problem feedback: a dialog pointing to the user chat group.
    await menu.getByRole('menuitem', { name: '问题反馈' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: '水杉在线用户群名片' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '复制群号' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Opened again only when it is not (a click while the last menu still closes would close it).
    const pickHelp = (name: string) => pickMenuItem(page, name, () => help.click());
    await pickHelp('问题反馈');
    // antd writes the two-character label as "关 闭".
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^关\s?闭$/ })
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();

    // User manual: the help site in a new tab.
    const popup = page.waitForEvent('popup');
    await pickHelp('用户手册');
    const manual = await popup;
    await expectStandIn(manual, services.helpSite, '用户手册');
    await manual.close();

    // Page tour from another page: goes home and starts the tour there.
    await pickHelp('页面导览');
    await expect(page).toHaveURL(/\/home$/);
    // The tour panel (antd Tour, the app's shui-home-tour class) has no dialog role to find it by.
    const tour = page.locator('.shui-home-tour');
    await expect(tour.getByText('导航栏', { exact: true })).toBeVisible();
    await expect(tour.getByRole('button', { name: '结束导览' })).toBeVisible();
  });

  test('back to top appears after scrolling down and scrolls back up', async ({ page }) => {
    await page.goto('/home');
    const backToTop = page.getByRole('button', { name: '返回顶部' });
    await expect(page.getByRole('heading', { name: '合作伙伴' })).toBeAttached();
    await expect(backToTop).toHaveCount(0);
    await page.mouse.move(700, 450);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('#shui-banner')).toBeInViewport();
    await expect(backToTop).toHaveCount(0);
  });
});

test.describe('header on a phone (390x844)', PHONE, () => {
  test('the menu collapses into a drawer opened by the menu button', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
    const menuButton = page.locator('#shui-nav');
    await expect(menuButton).toHaveAccessibleName('打开菜单');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(header(page).getByRole('link', { name: '登录', exact: true })).toBeVisible();

    const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
    expect(scrollWidth).toBeLessThanOrEqual(390);

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: '主导航' }).getByRole('link')).toHaveText(
      menuItems.map((item) => item.name),
    );
    await expect(drawer.getByRole('button', { name: /当前组织/ })).toBeVisible();
    await expect(drawer.getByRole('link', { name: /^教师后台/ })).toHaveAttribute(
      'href',
      services.teacherAdmin,
    );
    await expect(drawer.getByRole('link', { name: /^新生计算机课程/ })).toHaveAttribute(
      'href',
      services.newStudentCourse,
    );

    // Logged out, the organisation switch in the drawer says to log in first (aria-disabled, yet clickable).
    await drawer.getByRole('link', { name: '首页' }).click({ trial: true });
    await drawer.getByRole('button', { name: /当前组织/ }).click({ force: true });
    await expect(page.getByText('请登录后再切换组织')).toBeVisible();

    await drawer.getByRole('link', { name: '实训工坊' }).click();
    await expect(page).toHaveURL(/\/work\/workShop$/);
    await expect(drawer).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // Opened again once the last one has closed; while the next page settles a click can miss: again then.
    const openDrawer = () =>
      expect(async () => {
        if ((await menuButton.getAttribute('aria-expanded')) !== 'true')
          await menuButton.click({ timeout: 2_000 });
        await expect(page.getByRole('dialog')).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 15_000 });

    await openDrawer();
    await page.getByRole('dialog').getByRole('link', { name: '代码公园' }).click();
    await expect(page).toHaveURL(new RegExp(`/codePark/codeParkDetail\\?courseId=${CODE_PARK_COURSE_ID}$`));
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await openDrawer();
    await page.getByRole('dialog').getByRole('link', { name: '云桌面' }).click();
    await expect(page).toHaveURL(/\/cloudDesktop$/);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await openDrawer();
    await page.getByRole('button', { name: '关闭菜单' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('logged in, the bell and the user menu stay in the header', async ({ page, fakeApi }) => {
    await openLoggedIn(page, fakeApi);
    await expect(header(page).getByRole('button', { name: /^待办与消息/ })).toBeVisible();
    const userButton = header(page).getByRole('button', { name: `用户菜单: ${STUDENT_NAME}` });
    await expect(userButton).toBeVisible();
    await userButton.click();
    await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  });
});

test('accessibility of /home (axe): no serious or critical violations, logged out and logged in', async ({
  page,
  fakeApi,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('link', { name: '登录', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '合作伙伴' })).toBeAttached();
  expect(await seriousViolations(page), 'logged out').toEqual([]);

  await openLoggedIn(page, fakeApi);
  await expect(page.getByRole('button', { name: `用户菜单: ${STUDENT_NAME}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: '合作伙伴' })).toBeAttached();
  expect(await seriousViolations(page), 'logged in').toEqual([]);
});
