import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  KEEP_SCREENSHOTS,
  keepScreenshot,
  logIn,
  PHONE,
  pickMenuItem,
  startInLanguage,
  switchLanguage,
  text,
  toasts,
} from './helpers';

// fixtures/seed/course.json and teacher.json: the teacher's first course and one of its open questions.
// What the page makes of the server's answers (the data of each chart as a table, the period, an
// answer to a question, a failed card and its retry, a student told the page is for teachers, no
// 教师后台 in a student's header) is proved in jsdom (apps/web/src/features/teacher/*.test.tsx,
// apps/web/src/components/layout/more-links.test.tsx), the figures with supertest
// (apps/fake-api/test/teacher.test.ts): here, the way in, the charts drawn, layout and axe.
const FIRST_COURSE = '计算机科学导论';
const OPEN_QUESTION = '浮点数的规格化表示为什么要隐藏最高位的 1？';
const OTHER_COURSE = '数据库系统';
const OTHER_QUESTION = '第二范式和第三范式的区别能再举个例子吗？';

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

/** The two charts, drawn. */
async function chartsDrawn(page: Page) {
  await expect(page.locator('.shui-teacher__plot canvas')).toHaveCount(2, { timeout: CHART_DRAWN_MS });
  for (const canvas of await page.locator('.shui-teacher__plot canvas').all())
    await expect(canvas).toBeVisible({ timeout: CHART_DRAWN_MS });
}

/** Only with E2E_SCREENSHOTS=1: the whole page in `locale`, once drawn. */
async function picture(page: Page, locale: 'zh' | 'en', width: 1440 | 390) {
  if (!KEEP_SCREENSHOTS) return;
  await page.goto('/teacher');
  await switchLanguage(page, locale);
  await expect(page.getByRole('heading', { level: 1, name: text(locale, 'teacher', 'title') })).toBeVisible();
  await chartsDrawn(page);
  await expect(page.locator('.shui-teacher__question').first()).toBeVisible();
  await keepScreenshot(page, `teacher-${locale}-${width}`, { fullPage: true });
}

/** Whether `element` lies within the phone's 390 px, whole. */
async function withinThePhone(element: Locator) {
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
}

test("a teacher gets the course dashboard from the header: figures, both charts drawn, the students' questions; another course by keyboard; axe finds nothing", async ({
  page,
  context,
  fakeApi,
}) => {
  await logIn(context, fakeApi, 'teacher');
  await openTeacherView(page);
  await expect(page).toHaveTitle('教师后台');
  await expect(page.getByRole('heading', { level: 1, name: '教师后台' })).toBeVisible();
  await expect(page.locator('.shui-teacher__toolbar')).toContainText(FIRST_COURSE);
  const overview = page.getByLabel('全部课程概况');
  await expect(overview).toContainText('所授课程');
  await expect(overview).toContainText('%');

  await chartsDrawn(page);
  await expect(region(page, '学习活跃度').locator('figcaption')).toContainText(
    `${FIRST_COURSE}近 14 天每天的活跃学生人数`,
  );
  const scores = region(page, '成绩分布');
  await expect(scores.locator('figcaption')).toContainText(`${FIRST_COURSE}共 24 名学生有成绩`);

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
  await picture(page, 'zh', 1440);

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

  await picture(page, 'en', 1440);
});

test(
  'on a phone, in English: the figures, both charts and the questions are on the screen, nothing wider than it',
  PHONE,
  async ({ page, context, fakeApi }) => {
    await logIn(context, fakeApi, 'teacher');
    await startInLanguage(context, 'en');
    await page.goto('/teacher');
    await expect(page.getByRole('heading', { level: 1, name: 'Teacher back office' })).toBeVisible();

    // The figures over all courses, then the course's: each with its value, whole on the screen.
    await expect(page.getByLabel('All courses at a glance').getByRole('term')).toHaveText([
      'Courses taught',
      'Students',
      'Active students, last 7 days',
      'Activity rate',
      'Average score, all courses',
    ]);
    await expect(page.getByLabel(`${FIRST_COURSE} at a glance`).getByRole('term')).toHaveText([
      'Active students',
      'Course activity rate',
      'Course average score',
      'Questions awaiting an answer',
    ]);
    const values = page.locator('.shui-teacher__figure-value');
    await expect(values).toHaveCount(9);
    for (const value of await values.all()) {
      await expect(value).toHaveText(/\S/);
      await expect(value).toBeVisible();
      await withinThePhone(value);
    }
    await expect(values.nth(3)).toHaveText(/^\d+%$/);

    await chartsDrawn(page);
    for (const canvas of await page.locator('.shui-teacher__plot canvas').all()) await withinThePhone(canvas);
    await expect(page.locator('.shui-teacher__question').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    if (KEEP_SCREENSHOTS) await keepScreenshot(page, 'teacher-en-390', { fullPage: true });
    await picture(page, 'zh', 390);
  },
);
