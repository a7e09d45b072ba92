import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { desktop, openLoggedIn, phone, pickMenuItem, text } from './helpers';

/** Slide titles in their order (home.json banner.slides.*.title). */
const SLIDE_TITLES = (['welcome', 'courses', 'workshop', 'practice'] as const).map((key) =>
  text('zh', 'home', `banner.slides.${key}.title`),
);
const INTERVAL_MS = 5_000;

/** The carousel by its accessible contract (not by how it is built). */
function carousel(page: Page) {
  const banner = page.locator('section#shui-banner[aria-roledescription="carousel"]');
  const slides = banner.locator('[role="group"][aria-roledescription="slide"]');
  return {
    banner,
    slides,
    active: banner.locator('[role="group"][aria-roledescription="slide"]:not([aria-hidden])'),
    hidden: banner.locator('[role="group"][aria-roledescription="slide"][aria-hidden="true"]'),
    currentDot: banner.locator('button[aria-current="true"]'),
    prev: banner.getByRole('button', { name: text('zh', 'home', 'banner.prev'), exact: true }),
    next: banner.getByRole('button', { name: text('zh', 'home', 'banner.next'), exact: true }),
  };
}

/** Slide `index` (0-based) is the one shown: its title, the only slide not hidden, its dot current. */
async function expectActiveSlide(page: Page, index: number) {
  const c = carousel(page);
  const title = SLIDE_TITLES[index] ?? '';
  await expect(c.active, `slide ${index + 1}`).toHaveCount(1);
  await expect(c.active.getByRole('heading', { level: 2 })).toHaveText(title);
  await expect(c.hidden).toHaveCount(SLIDE_TITLES.length - 1);
  await expect(c.currentDot).toHaveCount(1);
  await expect(c.currentDot).toHaveAccessibleName(text('zh', 'home', 'banner.goTo', { n: index + 1 }));
  await expect(c.active.getByRole('heading', { name: title })).toBeInViewport();
}

/**
 * The tour panel: antd Tour puts the app's root class on its mask and on its panel, and the panel has no
 * dialog role to find it by; the panel is the one with the "结束导览" button.
 */
const tourPanel = (page: Page) =>
  page.locator('.shui-home-tour').filter({ has: page.getByRole('button', { name: '结束导览' }) });
/** Everything the tour puts on the page (panel, mask). */
const tourParts = (page: Page) => page.locator('.shui-home-tour');

const TOUR_STEPS = ['导航栏', '登录入口', '个人头像', '悬浮按钮', '轮播横幅', '模块入口', '关于我们'];

async function expectTourStep(tour: Locator, index: number) {
  await expect(tour.getByText(TOUR_STEPS[index] ?? '', { exact: true }), `step ${index + 1}`).toBeVisible();
  await expect(tour.getByRole('button', { name: '结束导览' })).toBeVisible();
  await expect(tour.getByRole('button', { name: '上一步' })).toHaveCount(index === 0 ? 0 : 1);
  const last = index === TOUR_STEPS.length - 1;
  await expect(tour.getByRole('button', { name: '下一步' })).toHaveCount(last ? 0 : 1);
  await expect(tour.getByRole('button', { name: '完成' })).toHaveCount(last ? 1 : 0);
}

/** With the tour gone, the page takes clicks again: the arrow moves the carousel. */
async function expectPageClickable(page: Page) {
  await expect(tourParts(page)).toHaveCount(0);
  const c = carousel(page);
  const before = await c.active.getByRole('heading', { level: 2 }).textContent();
  const index = SLIDE_TITLES.indexOf(before ?? '');
  await c.next.click();
  await expectActiveSlide(page, (index + 1) % SLIDE_TITLES.length);
}

/**
 * Opens `path` with the page's clock installed and paused, then lets page time run one frame (16 ms) at a
 * time until the carousel is there: from then on only runFor() moves its timer, which has run for at most
 * a frame or two. (The boot waits for a frame and a timer, and React reveals a suspended page after a
 * timer too: with a paused clock those only run on request.)
 */
async function gotoWithPausedClock(page: Page, path: string) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto(path);
  const { active } = carousel(page);
  const deadline = Date.now() + 15_000;
  while ((await active.count()) !== 1) {
    if (Date.now() > deadline) throw new Error(`the carousel of ${path} did not appear`);
    await page.clock.runFor(16);
  }
}

async function startTourFromHelpMenu(page: Page) {
  await pickMenuItem(page, '页面导览', () => page.getByRole('button', { name: '帮助', exact: true }).click());
}

test.describe('home carousel', () => {
  test.use(desktop);

  test('has four slides, only the first shown at first', async ({ page }) => {
    await gotoWithPausedClock(page, '/home');
    const c = carousel(page);
    await expect(c.banner).toHaveAccessibleName(text('zh', 'home', 'banner.label'));
    await expect(c.slides).toHaveCount(SLIDE_TITLES.length);
    await expectActiveSlide(page, 0);
    await expect(c.banner.locator('button[aria-current]')).toHaveCount(1);
  });

  test('advances by itself every 5 s and goes round', async ({ page }) => {
    await gotoWithPausedClock(page, '/home');
    await expectActiveSlide(page, 0);

    await page.clock.runFor(INTERVAL_MS - 100);
    await expectActiveSlide(page, 0);
    await page.clock.runFor(100);
    await expectActiveSlide(page, 1);

    for (const index of [2, 3, 0]) {
      await page.clock.runFor(INTERVAL_MS);
      await expectActiveSlide(page, index);
    }
  });

  test('with less motion asked for (as this suite does), nothing on the page moves by itself', async ({
    page,
  }) => {
    await page.goto('/home');
    const c = carousel(page);
    await expect(c.active).toHaveCount(1);
    await expect(c.currentDot).toBeVisible();
    // The current dot is shown full instead of filling over the 5 s (the slides still change).
    const running = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .map((animation) => (animation as CSSAnimation).animationName ?? animation.constructor.name),
    );
    expect(running).toEqual([]);
  });

  test('the arrows move back and forward, going round at both ends', async ({ page }) => {
    await gotoWithPausedClock(page, '/home');
    const c = carousel(page);
    await expectActiveSlide(page, 0);

    await c.next.click();
    await expectActiveSlide(page, 1);
    await c.next.click();
    await expectActiveSlide(page, 2);
    await c.prev.click();
    await expectActiveSlide(page, 1);
    await c.prev.click();
    await expectActiveSlide(page, 0);
    await c.prev.click();
    await expectActiveSlide(page, 3);
    await c.next.click();
    await expectActiveSlide(page, 0);
  });

  test('a dot shows its slide', async ({ page }) => {
    await gotoWithPausedClock(page, '/home');
    const c = carousel(page);
    await c.banner.getByRole('button', { name: text('zh', 'home', 'banner.goTo', { n: 3 }) }).click();
    await expectActiveSlide(page, 2);
    await c.active.getByRole('link', { name: text('zh', 'home', 'banner.slides.workshop.action') }).click();
    await expect(page).toHaveURL(/\/work\/workShop$/);
  });

  test('the video dialog opens from the banner and closes with Escape and with its close button', async ({
    page,
  }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: '观看平台介绍' }).click();
    const dialog = page.getByRole('dialog', { name: '水杉在线平台介绍' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('video')).toBeVisible();
    await expect(
      dialog.getByText('十秒钟了解水杉在线：课程大厅、实训工坊、校准场与代码公园。'),
    ).toBeVisible();
    // Escape goes to the focused element: wait until the dialog has taken the focus.
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('video')).toHaveCount(0);

    await page.getByRole('button', { name: '观看平台介绍' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /关闭|Close/ }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('home sections', () => {
  test.use(desktop);

  const modules: Array<[string, string, RegExp]> = [
    ['课程大厅', '/mooc/school', /\/mooc\/school$/],
    ['实训工坊', '/work/workShop', /\/work\/workShop$/],
    ['校准场', '/question/calibrationField', /\/question\/calibrationField$/],
    ['代码公园', '/codePark/codeParkDetail', /\/codePark\/codeParkDetail$/],
  ];

  test('the four module entrance cards link to their modules', async ({ page }) => {
    await page.goto('/home');
    const section = page.getByRole('region', { name: '四大模块' });
    await expect(section.getByRole('link')).toHaveCount(4);
    for (const [name, href] of modules) {
      await expect(section.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const [name, , url] of modules) {
      await page.goto('/home');
      await page.getByRole('region', { name: '四大模块' }).getByRole('link', { name, exact: true }).click();
      await expect(page, name).toHaveURL(url);
    }
  });

  test('About, why-choose and partners sections are there', async ({ page }) => {
    await page.goto('/home');
    const about = page.getByRole('region', { name: '关于我们' });
    await expect(about.getByRole('heading', { name: '数据科学与工程学院', level: 3 })).toBeVisible();
    await expect(about.getByRole('heading', { name: '水杉在线平台', level: 3 })).toBeVisible();
    await expect(about).toContainText('接下来，平台还将陆续推出个性化学习引导、自适应学习与 AI 助教。');

    const why = page.getByRole('region', { name: '为什么选择水杉在线' });
    await expect(why.getByRole('heading', { level: 3 })).toHaveText([
      '一站式学习',
      '真实实训环境',
      '即时评测反馈',
      '智能助学',
    ]);

    const partners = page.getByRole('region', { name: '合作伙伴' });
    await expect(partners.getByRole('img')).toHaveCount(6);
    for (const name of ['澄湖数据', '栖木云', '衡码科技', '启澜智能', '云杪算力', '墨栈开源']) {
      await expect(partners.getByRole('img', { name })).toBeVisible();
    }
  });
});

test.describe('guided tour', () => {
  test.use(desktop);

  test('from the help menu it walks the seven steps with next and previous, and done closes it', async ({
    page,
  }) => {
    await page.goto('/home');
    await startTourFromHelpMenu(page);
    const tour = tourPanel(page);
    await expectTourStep(tour, 0);
    await expect(tour).toContainText('通过顶部导航进入首页、课程大厅、实训工坊、校准场、代码公园和频道。');

    await tour.getByRole('button', { name: '下一步' }).click();
    await expectTourStep(tour, 1);
    await tour.getByRole('button', { name: '上一步' }).click();
    await expectTourStep(tour, 0);

    for (let index = 1; index < TOUR_STEPS.length; index += 1) {
      await tour.getByRole('button', { name: '下一步' }).click();
      await expectTourStep(tour, index);
      if (index === 2) {
        // Logged out there is no avatar: the step says where it will be.
        await expect(tour).toContainText('登录后，您的头像会显示在页面右上角');
      }
    }
    await tour.getByRole('button', { name: '上一步' }).click();
    await expectTourStep(tour, TOUR_STEPS.length - 2);
    await tour.getByRole('button', { name: '下一步' }).click();
    await tour.getByRole('button', { name: '完成' }).click();
    await expectPageClickable(page);
  });

  test('"结束导览" ends it at any step and the page is clickable again', async ({ page }) => {
    await page.goto('/home');
    await startTourFromHelpMenu(page);
    const tour = tourPanel(page);
    await tour.getByRole('button', { name: '下一步' }).click();
    await tour.getByRole('button', { name: '下一步' }).click();
    await expectTourStep(tour, 2);
    await tour.getByRole('button', { name: '结束导览' }).click();
    await expectPageClickable(page);
    await page.getByRole('region', { name: '四大模块' }).getByRole('link', { name: '校准场' }).click();
    await expect(page).toHaveURL(/\/question\/calibrationField$/);
  });

  test('the banner\'s "开启页面导览" starts it; the close button ends it', async ({ page }) => {
    await page.goto('/home');
    // A dot takes the focus, which holds the carousel on that slide.
    await carousel(page)
      .banner.getByRole('button', { name: text('zh', 'home', 'banner.goTo', { n: 1 }) })
      .click();
    await expectActiveSlide(page, 0);
    await carousel(page).active.getByRole('button', { name: '开启页面导览' }).click();
    const tour = tourPanel(page);
    await expectTourStep(tour, 0);
    await tour.getByRole('button', { name: '关闭' }).click();
    await expect(tourParts(page)).toHaveCount(0);
    await page.getByRole('link', { name: '注册', exact: true }).click();
    await expect(page.getByRole('dialog', { name: '注册提示' })).toBeVisible();
  });

  test('logged in, the avatar step points at the avatar', async ({ page, fakeApi }) => {
    await openLoggedIn(page, fakeApi);
    await expect(page.getByRole('button', { name: '用户菜单: 李同学' })).toBeVisible();
    await startTourFromHelpMenu(page);
    const tour = tourPanel(page);
    await tour.getByRole('button', { name: '下一步' }).click();
    await tour.getByRole('button', { name: '下一步' }).click();
    await expectTourStep(tour, 2);
    await expect(tour).toContainText('点击头像打开用户菜单，进入个人中心或退出登录。');
    await tour.getByRole('button', { name: '结束导览' }).click();
    await expectPageClickable(page);
    await page.getByRole('button', { name: '用户菜单: 李同学' }).click();
    await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  });

  test('/home?tour=1 opens with the tour running and drops the query', async ({ page }) => {
    await page.goto('/home?tour=1');
    await expectTourStep(tourPanel(page), 0);
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('guided tour on a phone (390x844)', () => {
  test.use(phone);

  test('every step stays on the screen and the tour ends cleanly', async ({ page }) => {
    await page.goto('/home');
    await startTourFromHelpMenu(page);
    const tour = tourPanel(page);
    for (let index = 0; index < TOUR_STEPS.length; index += 1) {
      await expectTourStep(tour, index);
      await expect(tour.getByRole('button', { name: '结束导览' })).toBeInViewport({ ratio: 1 });
      const box = await tour.boundingBox();
      expect(box, `step ${index + 1}`).not.toBeNull();
      expect(box?.x ?? -1, `step ${index + 1} left edge`).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? Infinity), `step ${index + 1} right edge`).toBeLessThanOrEqual(
        390,
      );
      const last = index === TOUR_STEPS.length - 1;
      await tour.getByRole('button', { name: last ? '完成' : '下一步' }).click();
    }
    await expect(tourParts(page)).toHaveCount(0);
    await page.locator('#shui-nav').click();
    await expect(page.getByRole('dialog').getByRole('link', { name: '频道' })).toBeVisible();
  });
});
