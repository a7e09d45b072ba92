import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Locale } from '@shui/contract';
import { expect, test } from '../fixtures';
import { KEEP_SCREENSHOTS, keepScreenshot, logIn, pickMenuItem, text, toasts } from './helpers';

// fixtures/seed/courses.json and teacher.json: the teacher's first course and one of its open questions.
const FIRST_COURSE = '计算机科学导论';
const OPEN_QUESTION = '浮点数的规格化表示为什么要隐藏最高位的 1？';
const OTHER_COURSE = '数据库系统';
const OTHER_QUESTION = '第二范式和第三范式的区别能再举个例子吗？';

const desktop = { viewport: { width: 1440, height: 900 } };
const region = (page: Page, name: string) => page.getByRole('region', { name });

/** Opens 教师后台 from the header's "more" menu, as a user does. */
async function openTeacherView(page: Page) {
  await page.goto('/home');
  const header = page.getByRole('banner');
  const link = page.getByRole('menu').getByRole('link', { name: /^教师后台/ });
  await pickMenuItem(page, link, () => header.getByRole('button', { name: '更多入口' }).click());
  await expect(page).toHaveURL(/\/teacher$/);
}

/**
 * How long a chart may take to draw: the charting chunk loads lazily and draws on the main thread, several
 * seconds on a busy 2-core machine (a wait for a condition, not a measure of speed).
 */
const CHART_DRAWN_MS = 15_000;

test.describe('teacher view', () => {
  test.use(desktop);

  test("a teacher gets the course dashboard from the header: figures, both charts with their data, the students' questions", async ({
    page,
    context,
    fakeApi,
  }) => {
    await logIn(context, fakeApi, 'teacher');
    await openTeacherView(page);
    await expect(page).toHaveTitle('教师后台');
    await expect(page.getByRole('heading', { level: 1, name: '教师后台' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: '课程' })).toBeVisible();
    await expect(page.locator('.shui-teacher__toolbar')).toContainText(FIRST_COURSE);
    const overview = page.getByLabel('全部课程概况');
    await expect(overview).toContainText('所授课程');
    await expect(overview).toContainText('%');

    const activity = region(page, '学习活跃度');
    await expect(activity.locator('canvas')).toBeVisible({ timeout: CHART_DRAWN_MS });
    await expect(activity.locator('figcaption')).toContainText(`${FIRST_COURSE}近 14 天每天的活跃学生人数`);
    await activity.getByText('以表格查看数据').click();
    await expect(activity.getByRole('table').getByRole('row')).toHaveCount(15);

    const scores = region(page, '成绩分布');
    await expect(scores.locator('canvas')).toBeVisible({ timeout: CHART_DRAWN_MS });
    await expect(scores.locator('figcaption')).toContainText(`${FIRST_COURSE}共 24 名学生有成绩`);
    await scores.getByText('以表格查看数据').click();
    await expect(scores.getByRole('table').getByRole('row')).toHaveCount(6);
    await expect(scores.getByRole('row', { name: /^90–100/ })).toBeVisible();

    const questions = region(page, '学生提问');
    const open = questions.getByRole('listitem').filter({ hasText: OPEN_QUESTION });
    await expect(open).toContainText('待回答');
    await expect(questions.getByRole('listitem').filter({ hasText: '已回答' }).first()).toBeVisible();

    const violations = (await new AxeBuilder({ page }).include('.shui-teacher').analyze()).violations;
    expect(
      violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map((n) => n.target.join(' ')),
      })),
    ).toEqual([]);

    // Another course, by keyboard: its questions replace the first one's; the address keeps it.
    await page.getByRole('combobox', { name: '课程' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/teacher\?courseId=102$/);
    await expect(questions.getByText(OTHER_QUESTION)).toBeVisible();
    await expect(questions.getByText(OPEN_QUESTION)).toHaveCount(0);
    await expect(scores.locator('figcaption')).toContainText(`${OTHER_COURSE}共 16 名学生有成绩`);
    await expect(toasts(page)).toHaveCount(0);
  });

  test('a student has no 教师后台 in the header, and at its address is told the page is for teachers only', async ({
    page,
    context,
    fakeApi,
  }) => {
    await logIn(context, fakeApi);
    // The header asks whether the user teaches (the answer is "no" until it knows): the other links only.
    const asked = page.waitForResponse((r) => r.url().includes('/teacher/course/list'));
    await page.goto('/home');
    expect((await asked).status()).toBe(403);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: '更多入口' }).click();
    await expect(page.getByRole('menu').getByRole('link', { name: /^新生计算机课程/ })).toBeVisible();
    await expect(page.getByRole('menu').getByRole('link', { name: /教师后台/ })).toHaveCount(0);

    await page.goto('/teacher');
    await expect(page.getByRole('heading', { name: '仅教师可以查看此页面' })).toBeVisible();
    await expect(region(page, '学习活跃度')).toHaveCount(0);
    await expect(toasts(page)).toHaveCount(0);
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a failed chart says so and loads again on retry, the rest of the page unaffected', async ({
    page,
    context,
    fakeApi,
  }) => {
    await fakeApi.addFault({ method: 'GET', path: '/teacher/course/liveness/daily', status: 500, times: 1 });
    await logIn(context, fakeApi, 'teacher');
    await page.goto('/teacher');
    const activity = region(page, '学习活跃度');
    await expect(activity.getByText('数据加载失败。')).toBeVisible();
    await expect(region(page, '成绩分布').locator('canvas')).toBeVisible({ timeout: CHART_DRAWN_MS });
    await activity.getByRole('button', { name: /^重 ?试$/ }).click();
    await expect(activity.locator('canvas')).toBeVisible({ timeout: CHART_DRAWN_MS });
    await expect(activity.getByText('数据加载失败。')).toHaveCount(0);
  });
});

test.describe('teacher view screenshots', () => {
  test.skip(!KEEP_SCREENSHOTS, 'pictures only with E2E_SCREENSHOTS=1');

  test('zh and en at 1440 and 390 px', async ({ page, context, fakeApi }, testInfo) => {
    await logIn(context, fakeApi, 'teacher');
    for (const locale of ['zh', 'en'] as Locale[]) {
      await context.addInitScript((lng) => localStorage.setItem('shui-lang', lng), locale);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.goto('/teacher');
        await expect(
          page.getByRole('heading', { level: 1, name: text(locale, 'teacher', 'title') }),
        ).toBeVisible();
        await expect(page.locator('.shui-teacher__plot canvas')).toHaveCount(2);
        await expect(page.locator('.shui-teacher__question').first()).toBeVisible();
        if (width === 390) {
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        }
        await keepScreenshot(page, `teacher-${locale}-${width}`, { fullPage: true, testInfo });
      }
    }
  });
});
