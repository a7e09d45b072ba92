import type { Page } from '@playwright/test';
import { CODE_PARK_COURSE_ID, environments, TOKEN_COOKIE } from '@shui/contract';
import { expect, test } from '../fixtures';
import { PORTAL_ORIGIN } from '../portal';
import { desktop, openLoggedIn, phone, pickMenuItem, seriousViolations } from './helpers';

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
  test.use(desktop);

  test('each of the six menu items goes to its page and is marked as the current one', async ({ page }) => {
    await page.goto('/404/warning');
    const links = mainNav(page).getByRole('link');
    await expect(links).toHaveText(menuItems.map((item) => item.name));
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
  });

  test('the code park item carries its fixed courseId', async ({ page }) => {
    await page.goto('/home');
    await expect(mainNav(page).getByRole('link', { name: '代码公园' })).toHaveAttribute(
      'href',
      `/codePark/codeParkDetail?courseId=${CODE_PARK_COURSE_ID}`,
    );
  });

  test('logged out, the organisation dropdown looks disabled and a click says to log in first', async ({
    page,
  }) => {
    await page.goto('/home');
    const organisation = header(page).getByRole('button', { name: /当前组织/ });
    await expect(organisation).toHaveAttribute('aria-disabled', 'true');
    await expect(organisation).toContainText('暂无');
    // aria-disabled, yet clickable on purpose: Playwright would wait for it to be enabled, a user does not.
    await organisation.click({ force: true });
    await expect(page.getByText('请登录后再切换组织')).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('logged out, the organisation dropdown answers the keyboard with the same alert', async ({ page }) => {
    await page.goto('/home');
    const organisation = header(page).getByRole('button', { name: /当前组织/ });
    // The page may still be settling (its first render replaces the static shell): focus, check, press.
    await expect(async () => {
      await organisation.focus();
      await expect(organisation).toBeFocused({ timeout: 500 });
      await page.keyboard.press('Enter');
      await expect(page.getByText('请登录后再切换组织')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
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
    await expect(page.getByRole('dialog', { name: '账号登录' })).toBeVisible();
    await expect(page).toHaveURL(/\/work\/workShop$/);
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

    const popup = page.waitForEvent('popup');
    await teacher.click();
    const teacherTab = await popup;
    await expectStandIn(teacherTab, services.teacherAdmin, '教师后台');
    await teacherTab.close();
    await expect(page).toHaveURL(/\/home$/);

    // The menu may still be open from the first link: opened only when it is not.
    await pickMenuItem(page, page.getByRole('menu').getByRole('link', { name: '云桌面' }), () =>
      header(page).getByRole('button', { name: '更多入口' }).click(),
    );
    await expect(page).toHaveURL(/\/cloudDesktop$/);
    await expect(page).toHaveTitle('云桌面');
  });
});

test.describe('cloud desktop page', () => {
  test('off campus, it says the cloud desktop is on-campus only', async ({ page, fakeApi }) => {
    await fakeApi.settings({ onCampus: false });
    await page.goto('/cloudDesktop');
    await expect(page.getByText('云桌面仅限校园网内访问，请连接校园网后再试。')).toBeVisible();
    await expect(page.getByRole('link', { name: '打开云桌面' })).toHaveCount(0);
  });

  test('on campus, it offers to open the cloud desktop in a new tab', async ({ page, fakeApi }) => {
    await fakeApi.settings({ onCampus: true });
    await page.goto('/cloudDesktop');
    await expect(page.getByText('您正在校园网内，可以使用云桌面。')).toBeVisible();
    const open = page.getByRole('link', { name: '打开云桌面' });
    await expect(open).toHaveAttribute('href', services.cloudDesktop);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(page.getByText('云桌面仅限校园网内访问')).toHaveCount(0);
    const popup = page.waitForEvent('popup');
    await open.click();
    const desktopTab = await popup;
    await expectStandIn(desktopTab, services.cloudDesktop, '云桌面');
    await desktopTab.close();
  });

  test('when the check fails, it says it could not tell', async ({ page, fakeApi }) => {
    await fakeApi.addFault({ path: '/portal/network/onCampus', status: 500 });
    await page.goto('/cloudDesktop');
    await expect(page.getByText('暂时无法确认网络环境，请稍后再试。')).toBeVisible();
    await expect(page.getByRole('link', { name: '打开云桌面' })).toHaveCount(0);
  });
});

test.describe('footer', () => {
  test.use(desktop);

  test('shows service links, sponsors, contact, copyright and the filing number', async ({ page }) => {
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: '服务' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: '联系我们' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: '支持单位' })).toBeVisible();

    await expect(footer.getByRole('link', { name: '关于我们' })).toHaveAttribute('href', '/home#shui-about');
    const help = footer.getByRole('link', { name: /^使用帮助/ });
    await expect(help).toHaveAttribute('href', services.helpSite);
    await expect(help).toHaveAttribute('target', '_blank');

    await expect(footer.getByRole('img', { name: '华东师范大学' })).toBeVisible();
    await expect(footer.getByRole('img', { name: '数据科学与工程学院' })).toBeVisible();

    await expect(
      footer.getByText('上海市普陀区中山北路 3663 号 华东师范大学数据科学与工程学院'),
    ).toBeVisible();
    await expect(footer.getByRole('link', { name: 'shuishan@dase.ecnu.edu.cn' })).toHaveAttribute(
      'href',
      'mailto:shuishan@dase.ecnu.edu.cn',
    );

    const year = new Date().getFullYear();
    await expect(footer.getByText(`© ${year} 华东师范大学数据科学与工程学院 版权所有`)).toBeVisible();
    const filing = footer.getByRole('link', { name: /^沪ICP备05003394号/ });
    await expect(filing).toBeVisible();
    await expect(filing).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    await expect(filing).toHaveAttribute('target', '_blank');
  });

  test('"关于我们" on the home page scrolls to the About section', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('contentinfo').getByRole('link', { name: '关于我们' }).click();
    await expect(page).toHaveURL(/\/home#shui-about$/);
    await expect(page.getByRole('heading', { name: '关于我们', level: 2 })).toBeInViewport();
  });

  test('"关于我们" on another page opens the home page at the About section', async ({ page }) => {
    await page.goto('/channel');
    await page.getByRole('contentinfo').getByRole('link', { name: '关于我们' }).click();
    await expect(page).toHaveURL(/\/home#shui-about$/);
    await expect(page.getByRole('heading', { name: '关于我们', level: 2 })).toBeInViewport();
  });
});

test.describe('floating sidebar', () => {
  test.use(desktop);

  test('logged out, the smart assistant asks to log in first', async ({ page }) => {
    await page.goto('/home');
    const assistant = page.getByRole('button', { name: '智能助手', exact: true });
    await expect(assistant).toBeVisible();
    await assistant.click();
    await expect(page.getByText('请先登录', { exact: true })).toBeVisible();
    await expect(assistant).toHaveAttribute('aria-pressed', 'false');
  });

  test('logged in, the smart assistant button toggles', async ({ page, fakeApi }) => {
    await openLoggedIn(page, fakeApi);
    const assistant = page.getByRole('button', { name: '智能助手', exact: true });
    await assistant.click();
    await expect(assistant).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('请先登录', { exact: true })).toHaveCount(0);
    await assistant.click();
    await expect(assistant).toHaveAttribute('aria-pressed', 'false');
  });

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

test.describe('header on a phone (390x844)', () => {
  test.use(phone);

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

    await drawer.getByRole('link', { name: '实训工坊' }).click();
    await expect(page).toHaveURL(/\/work\/workShop$/);
    await expect(drawer).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await page.getByRole('dialog').getByRole('link', { name: '代码公园' }).click();
    await expect(page).toHaveURL(new RegExp(`/codePark/codeParkDetail\\?courseId=${CODE_PARK_COURSE_ID}$`));

    await menuButton.click();
    await page.getByRole('dialog').getByRole('link', { name: '云桌面' }).click();
    await expect(page).toHaveURL(/\/cloudDesktop$/);

    await menuButton.click();
    await page.getByRole('button', { name: '关闭菜单' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('logged out, the organisation switch in the drawer says to log in first', async ({ page }) => {
    await page.goto('/home');
    await page.locator('#shui-nav').click();
    const drawer = page.getByRole('dialog');
    // Waits for the drawer to finish sliding in (the organisation button itself is aria-disabled).
    await drawer.getByRole('link', { name: '首页' }).click({ trial: true });
    await drawer.getByRole('button', { name: /当前组织/ }).click({ force: true });
    await expect(page.getByText('请登录后再切换组织')).toBeVisible();
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

test.describe('accessibility of /home (axe)', () => {
  test.use(desktop);

  test('logged out: no serious or critical violations', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('link', { name: '登录', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: '合作伙伴' })).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('logged in: no serious or critical violations', async ({ page, fakeApi }) => {
    await openLoggedIn(page, fakeApi);
    await expect(page.getByRole('button', { name: `用户菜单: ${STUDENT_NAME}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: '合作伙伴' })).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
