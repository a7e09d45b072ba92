import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from '../fixtures';
import { keepScreenshot, logIn, PHONE, startInLanguage } from './helpers';

/**
 * The workshop against fixtures/seed/workshop.json: twelve projects (200, the machine-learning
 * coursework, first), the student's stopped environment 1 of project 202 (SQL 实验). Environments start
 * in the seconds the settings say (the fake API's clock), so the tests set them short and wait for what
 * the page shows, never for a time.
 *
 * What the pages make of the server's answers (the quota and a stop in 我的环境 that frees it, a failed
 * start, a visitor asked to log in, the select pages, filters and paging) is proved in jsdom
 * (apps/web/src/features/workshop/*.test.tsx), the environments' lifecycle with supertest
 * (apps/fake-api/test/workshop*.test.ts): here, the real lifecycle against the server's clock, the
 * stand-in in its frame, layout and axe.
 */

// The pages load lazily; on a machine shared by several suites that can take a while.
const expect = baseExpect.configure({ timeout: 10_000 });

const ML_TITLE = '机器学习课程实训：从数据到模型';
const panel = (page: Page) => page.getByRole('region', { name: '实训环境' });
const mine = (page: Page) => page.getByRole('region', { name: '我的环境' });
const standIn = (page: Page) => panel(page).frameLocator('iframe');

/** Serious and critical axe findings inside the workshop's page. */
async function axeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('.shui-workshop').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** Whether the page is no wider than the phone's screen. */
const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test('a student goes from the catalogue to the coursework, starts its environment, sees it run in its frame and stops it; a select page; axe finds nothing', async ({
  page,
  context,
  fakeApi,
}, testInfo) => {
  // A whole lifecycle and three axe passes: longer than most tests on a busy machine.
  test.slow();
  await fakeApi.settings({ environmentStartSeconds: 2, environmentStopSeconds: 1 });
  await logIn(context, fakeApi);

  await page.goto('/work/workShop');
  await expect(page).toHaveTitle('实训工坊');
  const list = page.getByRole('list', { name: '全部实训项目' });
  await expect(list.getByRole('article')).toHaveCount(10);
  await expect(page.getByRole('navigation', { name: '实训项目分页' }).getByText('共 12 项')).toBeVisible();
  // The student's seeded environment is listed, stopped.
  await expect(mine(page).getByRole('listitem')).toHaveCount(1);
  await expect(mine(page).getByRole('listitem')).toContainText('SQL 实验：学生选课数据库');
  await expect(mine(page).getByRole('listitem')).toContainText('已停止');
  expect(await axeFindings(page)).toEqual([]);
  await keepScreenshot(page, 'workshop-catalogue-zh-1440', { fullPage: true, testInfo });

  await list.getByRole('link', { name: ML_TITLE }).click();
  await expect(page).toHaveURL(/\/workshop\/content\?id=200$/);
  await expect(page.getByRole('heading', { level: 1, name: ML_TITLE })).toBeVisible();
  await expect(page).toHaveTitle('实训内容');
  const guide = page.getByRole('region', { name: '实训指引' });
  await expect(guide.getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect(guide.getByRole('heading', { level: 3 }).first()).toHaveText('第 1 步准备环境与数据');
  // The seed's step carries an onclick: the allowlist removed it.
  expect(await guide.locator('[onclick], script').count()).toBe(0);

  await panel(page).getByRole('button', { name: '启动环境' }).click();
  // Starting: the progress bar and its text, and no environment page yet.
  await expect(panel(page).getByRole('progressbar', { name: '启动进度' })).toBeVisible();
  await expect(panel(page).getByText('环境启动中，请稍候…')).toBeVisible();
  await expect(panel(page).locator('iframe')).toHaveCount(0);

  // Running: the stand-in of JupyterLab, served by the fake API, in the frame.
  await expect(panel(page).getByText('运行中', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(standIn(page).getByText('本地替身页面 · local stand-in')).toBeVisible();
  await expect(standIn(page).getByRole('status')).toHaveText('环境状态：运行中 running');
  await expect(standIn(page).getByText('#2', { exact: true })).toBeVisible();
  await expect(standIn(page).getByRole('heading')).toHaveText('Python 3.11 数据科学 · JupyterLab');
  await expect(panel(page).getByText('运行中 1/2')).toBeVisible();
  await expect(mine(page).getByRole('listitem').first()).toContainText(ML_TITLE);
  expect(await axeFindings(page)).toEqual([]);
  await keepScreenshot(page, 'workshop-content-zh-1440', { testInfo });
  await keepScreenshot(page, 'workshop-content-zh-1440-full', { fullPage: true, testInfo });

  // Once running, the page stops asking: the journal shows no more list calls.
  const asked = (await fakeApi.journal('/portal/workshop/env/list')).length;

  await panel(page).getByRole('button', { name: '停止环境', exact: true }).click();
  await expect(panel(page).getByText('环境已停止，文件已保留。重新启动即可继续。')).toBeVisible();
  await expect(panel(page).locator('iframe')).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: '重新启动' })).toBeVisible();
  await expect(panel(page).getByText('运行中 0/2')).toBeVisible();
  // The stop was asked for, then its progress polled until stopped (and no more after it).
  const stops = (await fakeApi.journal('/portal/workshop/env/stop')).filter((e) => e.method === 'POST');
  expect(stops.map((entry) => entry.query)).toEqual([{ envId: '2' }]);
  expect((await fakeApi.journal('/portal/workshop/env/list')).length).toBeGreaterThan(asked);

  // A select page leads to the workspace of an image.
  await page.goto('/work/jupyterhubSelect');
  await expect(page.getByRole('heading', { level: 1, name: '选择 JupyterHub 环境' })).toBeVisible();
  const images = page.getByRole('list', { name: 'JupyterHub 环境' });
  await expect(images.getByRole('article')).toHaveCount(3);
  expect(await axeFindings(page)).toEqual([]);
  await images.getByRole('link', { name: '选择并启动 R 4.3 统计分析' }).click();
  await expect(page).toHaveURL(/\/workshop\/content\?id=209$/);
  await expect(page.getByRole('heading', { level: 1, name: 'JupyterHub · R 统计分析' })).toBeVisible();
});

test(
  'on a phone, in English: the catalogue fits; the training page stacks the guide and the environment, which runs in its frame',
  PHONE,
  async ({ page, context, fakeApi }, testInfo) => {
    await fakeApi.settings({ environmentStartSeconds: 1 });
    await logIn(context, fakeApi);
    await startInLanguage(context, 'en');
    await page.goto('/work/workShop');
    await expect(page.getByRole('list', { name: 'All training projects' }).getByRole('article')).toHaveCount(
      10,
    );
    await expect(page.getByRole('region', { name: 'My environments' }).getByRole('listitem')).toHaveCount(1);
    await fitsThePhone(page);
    await keepScreenshot(page, 'workshop-catalogue-en-390', { fullPage: true, testInfo });

    await page.goto('/workshop/content?id=200');
    await expect(page.getByRole('heading', { level: 1, name: ML_TITLE })).toBeVisible();
    const environment = page.getByRole('region', { name: 'Environment', exact: true });
    // The environment is below the guide: a link leads down to it.
    await page.getByRole('link', { name: 'Go to the environment' }).tap();
    await expect(environment.getByRole('button', { name: 'Start environment' })).toBeInViewport();
    await environment.getByRole('button', { name: 'Start environment' }).tap();
    await expect(environment.frameLocator('iframe').getByText('本地替身页面 · local stand-in')).toBeVisible({
      timeout: 15_000,
    });
    await fitsThePhone(page);
    await keepScreenshot(page, 'workshop-content-en-390', { testInfo });
    await keepScreenshot(page, 'workshop-content-en-390-full', { fullPage: true, testInfo });
  },
);
