import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import type { Locale } from '@shui/contract';
import { expect, test } from '../fixtures';
import { OPEN_DIALOG } from './dialogs';
import { KEEP_SCREENSHOTS, keepScreenshot, logIn, PHONE, startInLanguage, switchLanguage } from './helpers';

// Seed facts (fixtures/seed/course.json): 12 courses, 3 of them featured (tag 3);
// the student takes 101, 102, 3, 104 and 105, not 111 (操作系统, whose first lesson is 1.1 进程的状态);
// lesson 4 of 101 holds a video, a homework (resource 9) and a three-question test (resource 10, right
// answers A, B, C).
//
// The pages' answers of every shape (failures and retries, a course that does not exist, a visitor who
// joins, leaving, the favourite, a refused homework file) are proved in jsdom
// (apps/web/src/features/course/*.test.tsx) and the server's rules with supertest
// (apps/fake-api/test/course-*.test.ts): here, what needs the browser.
const TOTAL = 12;

const courseList = (page: Page) => page.getByRole('list', { name: '课程' });
const cards = (page: Page) => courseList(page).getByRole('article');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: '按课程名称搜索' });
const tags = (page: Page) => page.getByRole('radiogroup', { name: '课程类型' });

/** The page's serious or critical axe violations inside `selector`. */
async function seriousViolations(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** Whether the page scrolls sideways (a layout wider than the window). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/**
 * Only with E2E_SCREENSHOTS=1: the list, a course, a lesson and the school in `locale` at the page's
 * size (`name`), logged in. A phone's shots are the screen (a whole phone page is too tall to read),
 * plus one further down.
 */
async function morePictures(page: Page, locale: Locale, name: '390' | '1440', testInfo: TestInfo) {
  if (!KEEP_SCREENSHOTS) return;
  const fullPage = name === '1440';
  const further = async (region: string, shot: string) => {
    if (fullPage) return;
    await page.locator(region).first().scrollIntoViewIfNeeded();
    await keepScreenshot(page, `${shot}-2`, { testInfo });
  };
  await page.goto('/mooc/course/list');
  await switchLanguage(page, locale);
  await expect(page.getByRole('article').first()).toBeVisible();
  await keepScreenshot(page, `mooc-list-${locale}-${name}`, { fullPage, testInfo });
  await further('.shui-mooc .shui-page__pager', `mooc-list-${locale}-${name}`);
  await page.goto('/mooc/course/101');
  await expect(page.getByRole('progressbar').first()).toBeVisible();
  await keepScreenshot(page, `mooc-course-${locale}-${name}`, { fullPage, testInfo });
  await further('.shui-chapters', `mooc-course-${locale}-${name}`);
  await page.goto('/mooc/lessonDetails?lessonId=4');
  await expect(page.locator('video')).toBeVisible();
  await keepScreenshot(page, `mooc-lesson-${locale}-${name}`, { fullPage, testInfo });
  await further('.shui-test', `mooc-lesson-${locale}-${name}`);
  await page.goto('/mooc/school');
  await expect(page.getByRole('article').first()).toBeVisible();
  await keepScreenshot(page, `mooc-school-${locale}-${name}`, { fullPage, testInfo });
}

test.describe('course hall', () => {
  test('the list filters by tag and searches by name, kept in the address across reload and back; the school leads to a programme and its college', async ({
    page,
  }, testInfo) => {
    await page.goto('/mooc/course/list');
    await expect(page).toHaveTitle('课程列表');
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByText(`共 ${TOTAL} 门课程`)).toBeVisible();
    await keepScreenshot(page, 'mooc-list-zh-1440', { fullPage: true, testInfo });
    expect(await seriousViolations(page, '.shui-mooc')).toEqual([]);

    await tags(page).getByText('精品课').click();
    await expect(page).toHaveURL(/\/mooc\/course\/list\?tag=3$/);
    await expect(cards(page)).toHaveCount(3);
    for (const card of await cards(page).all()) await expect(card).toContainText('精品课');

    await searchBox(page).fill('数据');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\?tag=3&keyword=%E6%95%B0%E6%8D%AE$/);
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).getByRole('link', { name: '数据可视化' })).toBeVisible();
    await expect(cards(page).getByRole('link', { name: '大数据处理技术' })).toBeVisible();

    await page.reload();
    await expect(searchBox(page)).toHaveValue('数据');
    await expect(tags(page).getByRole('radio', { name: '精品课' })).toBeChecked();
    await expect(cards(page)).toHaveCount(2);

    await page.goBack();
    await expect(page).toHaveURL(/\?tag=3$/);
    await expect(cards(page)).toHaveCount(3);
    await expect(searchBox(page)).toHaveValue('');

    await page.goto('/mooc/school');
    await expect(page.getByRole('heading', { level: 1, name: '专业与课程' })).toBeVisible();
    await page.getByRole('heading', { level: 2, name: '人工智能' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/program\/programDetail\?programId=2$/);
    await expect(page.getByRole('heading', { level: 1, name: '人工智能' })).toBeVisible();
    await expect(page.getByRole('region', { name: '专业课程' }).getByRole('article').first()).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: '数据科学与工程学院' }).first().click();
    await expect(page).toHaveURL(/\/program\/collegeDetail\?collegeId=1$/);
    await expect(page.getByRole('heading', { level: 1, name: '数据科学与工程学院' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: '开设专业' }).getByRole('link', { name: '人工智能' }),
    ).toBeVisible();
  });

  test('a student joins a course, still joined after a reload; leaving asks first; then opens its first lesson', async ({
    page,
    context,
    fakeApi,
  }, testInfo) => {
    await logIn(context, fakeApi);
    await page.goto('/mooc/course/111');
    await expect(page.getByRole('heading', { level: 1, name: '操作系统' })).toBeVisible();
    await page.getByRole('button', { name: '加入课程' }).click();
    await expect(page.getByRole('button', { name: '退出课程' })).toBeVisible();
    await expect(page.getByText('你已加入本课程')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: '退出课程' })).toBeVisible();
    const completion = page.getByRole('region', { name: '完成条件与学习进度' });
    await expect(completion.getByRole('progressbar').first()).toBeVisible();
    await keepScreenshot(page, 'mooc-course-zh-1440', { fullPage: true, testInfo });
    expect(await seriousViolations(page, '.shui-mooc')).toEqual([]);

    // Leaving asks first; 取消 keeps the course.
    await page.getByRole('button', { name: '退出课程' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('确定退出课程吗？');
    expect(await seriousViolations(page, OPEN_DIALOG)).toEqual([]);
    await dialog.getByRole('button', { name: /^取\s?消$/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: '退出课程' })).toBeVisible();

    await page
      .getByRole('region', { name: '章节目录' })
      .getByRole('link', { name: '1.1 进程的状态' })
      .click();
    await expect(page).toHaveURL(/\/mooc\/lessonDetails\?lessonId=53$/);
    await expect(page.getByRole('heading', { level: 1, name: '1.1 进程的状态' })).toBeVisible();
    await expect(page.locator('video')).toHaveAttribute('src', /lesson-clip\.webm$/);
  });

  test("a notification's 查看详情 opens its course", async ({ page, context, fakeApi }) => {
    await logIn(context, fakeApi);
    await page.goto('/home');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^待办与消息/ })
      .click();
    const panel = page.getByRole('region', { name: '待办' });
    await panel
      .getByRole('list', { name: '待办消息' })
      .getByRole('link', { name: '查看详情' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/Course\/CourseDetail\?courseId=101$/);
    await expect(page.getByRole('heading', { level: 1, name: '计算机科学导论' })).toBeVisible();
    // The tab names the course, not the route (课程详情).
    await expect(page).toHaveTitle('计算机科学导论');
  });

  test('in a lesson, the test shows its score and right answers, and the homework is handed in', async ({
    page,
    context,
    fakeApi,
  }, testInfo) => {
    await logIn(context, fakeApi);
    await page.goto('/mooc/lessonDetails?lessonId=4');
    await expect(page.getByRole('heading', { level: 1, name: '2.2 指令的执行过程' })).toBeVisible();
    await expect(page.locator('video')).toHaveAttribute('src', /lesson-clip\.webm$/);

    const quiz = page.getByRole('region', { name: '测试：计算机组成' });
    await quiz.getByRole('radiogroup').nth(0).getByText('A. 存储程序').click();
    await quiz.getByRole('radiogroup').nth(1).getByText('A. 当前指令的结果').click();
    await quiz.getByRole('radiogroup').nth(2).getByText('C. 内存 DRAM').click();
    await quiz.getByRole('button', { name: '提交答案' }).click();
    await expect(quiz.getByText('得分：20 / 30')).toBeVisible();
    await expect(quiz.getByText('正确答案：B. 下一条指令的地址')).toBeVisible();
    await expect(quiz.getByText('你的答案：A. 当前指令的结果')).toBeVisible();
    await expect(quiz.getByText('已完成')).toBeVisible();

    // A real file, picked and sent as a browser sends it (multipart, its name and bytes).
    const homework = page.getByRole('region', { name: '作业：计算机组成' });
    await expect(homework.getByText('不超过 5 MB')).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await homework.getByRole('button', { name: '选择文件' }).click();
    await (
      await chooser
    ).setFiles({
      name: '冯诺依曼.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await homework.getByLabel('说明（选填）').fill('框图见第一页');
    await homework.getByRole('button', { name: '提交作业' }).click();
    const submitted = homework.getByRole('group', { name: '你的提交' });
    await expect(submitted.getByRole('link', { name: '冯诺依曼.pdf' })).toBeVisible();
    await expect(submitted).toContainText('框图见第一页');
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, 'mooc-lesson-zh-1440', { fullPage: true, testInfo });
    expect(await seriousViolations(page, '.shui-mooc')).toEqual([]);

    await morePictures(page, 'en', '1440', testInfo);
  });
});

test(
  'on a phone, in English: the list, a course, a lesson and the school fit 390 px',
  PHONE,
  async ({ page, context, fakeApi }, testInfo) => {
    await logIn(context, fakeApi);
    await startInLanguage(context, 'en');
    await page.goto('/mooc/course/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Courses' }).getByRole('article')).toHaveCount(10);
    await expect(page.getByText('12 courses')).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    await keepScreenshot(page, 'mooc-list-en-390', { testInfo });

    await page.getByRole('link', { name: '操作系统' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: '操作系统' })).toBeVisible();
    const progress = page.getByRole('region', { name: 'Completion and your progress' });
    await expect(progress).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    await keepScreenshot(page, 'mooc-course-en-390', { testInfo });
    await progress.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'mooc-course-en-390-progress', { testInfo });

    await page.goto('/mooc/lessonDetails?lessonId=4');
    await expect(page.getByRole('heading', { level: 1, name: '2.2 指令的执行过程' })).toBeVisible();
    await expect(page.locator('video')).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);

    await page.goto('/mooc/school');
    await expect(page.getByRole('heading', { level: 1, name: 'Programmes and courses' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);

    await morePictures(page, 'zh', '390', testInfo);
  },
);
