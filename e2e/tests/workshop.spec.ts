import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Locale } from '@shui/contract';
import { expect as baseExpect, test } from '../fixtures';
import { KEEP_SCREENSHOTS, keepScreenshot, logIn, toasts } from './helpers';

/**
 * The workshop against fixtures/seed/workshop.json: twelve projects (200, the machine-learning
 * coursework, first), the student's stopped environment 1 of project 202 (SQL 实验). Environments start
 * in the seconds the settings say (the fake API's clock), so the tests set them short and wait for what
 * the page shows, never for a time.
 */

// The pages load lazily; on a machine shared by several suites that can take a while.
const expect = baseExpect.configure({ timeout: 10_000 });

const desktop = { viewport: { width: 1440, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

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

test.describe('the workshop', () => {
  test.use(desktop);

  test('a student goes from the catalogue to the coursework, starts its environment, sees it run and stops it', async ({
    page,
    context,
    fakeApi,
  }) => {
    // A whole lifecycle and two axe passes: longer than most tests on a busy machine.
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
  });

  test('past the quota the panel says how to free a place; a stop in 我的环境 frees it', async ({
    page,
    context,
    fakeApi,
  }) => {
    test.slow();
    await fakeApi.settings({ environmentQuota: 1, environmentStartSeconds: 1, environmentStopSeconds: 1 });
    await logIn(context, fakeApi);

    await page.goto('/workshop/content?id=200');
    await panel(page).getByRole('button', { name: '启动环境' }).click();
    await expect(panel(page).getByText('运行中', { exact: true })).toBeVisible({ timeout: 15_000 });

    await page.goto('/workshop/content?id=201');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Python 数据分析入门：pandas 实战' }),
    ).toBeVisible();
    await panel(page).getByRole('button', { name: '启动环境' }).click();
    await expect(toasts(page)).toHaveText('运行中的环境已达上限（1 个），请先停止一个');
    await expect(panel(page).getByRole('alert')).toHaveText(
      '同时运行的环境最多 1 个，请在「我的环境」中停止一个后再启动',
    );
    await expect(panel(page).getByText('运行中 1/1')).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);

    await mine(page)
      .getByRole('button', { name: `停止环境：${ML_TITLE}` })
      .click();
    // The place is free: the alert goes, and the start goes through.
    await expect(panel(page).getByRole('alert')).toHaveCount(0);
    await panel(page).getByRole('button', { name: '启动环境' }).click();
    await expect(panel(page).getByText('运行中', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(standIn(page).getByRole('heading')).toHaveText('Python 3.11 数据科学 · JupyterLab');
  });

  test('a visitor reads the guide and is asked to log in to start; the select pages lead to projects', async ({
    page,
  }) => {
    await page.goto('/shiXunDemo');
    await expect(page.getByRole('heading', { level: 1, name: ML_TITLE })).toBeVisible();
    await expect(page).toHaveTitle('实训演示');
    await expect(panel(page).getByText('登录后即可启动实训环境。')).toBeVisible();
    await panel(page).getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('dialog', { name: '账号登录' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/work/jupyterhubSelect');
    await expect(page.getByRole('heading', { level: 1, name: '选择 JupyterHub 环境' })).toBeVisible();
    const images = page.getByRole('list', { name: 'JupyterHub 环境' });
    await expect(images.getByRole('article')).toHaveCount(3);
    await images.getByRole('link', { name: '选择并启动 R 4.3 统计分析' }).click();
    await expect(page).toHaveURL(/\/workshop\/content\?id=209$/);
    await expect(page.getByRole('heading', { level: 1, name: 'JupyterHub · R 统计分析' })).toBeVisible();

    await page.goto('/work/competitionSelect');
    const competitions = page.getByRole('list', { name: '进行中的竞赛' });
    await expect(competitions.getByRole('article')).toHaveCount(2);
    await expect(competitions.getByRole('article').first()).toContainText(/截止 \d{4}-\d\d-\d\d/);
    await page.goto('/work/cloudstudio-competition');
    await expect(page.getByRole('list', { name: '云开发竞赛' }).getByRole('link')).toHaveText([
      '云开发竞赛 · Cloud Studio 赛道',
    ]);
    expect(await axeFindings(page)).toEqual([]);
  });
});

test.describe('the training page on a phone', () => {
  test.use(phone);

  test('stacks the guide and the environment, and the environment runs in its frame', async ({
    page,
    context,
    fakeApi,
  }) => {
    await fakeApi.settings({ environmentStartSeconds: 1 });
    await logIn(context, fakeApi);
    await page.goto('/workshop/content?id=200');
    await page.getByRole('link', { name: '前往实训环境' }).tap();
    await panel(page).getByRole('button', { name: '启动环境' }).tap();
    await expect(standIn(page).getByText('本地替身页面 · local stand-in')).toBeVisible({ timeout: 15_000 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test.describe('screenshots', () => {
  test.skip(!KEEP_SCREENSHOTS, 'only with E2E_SCREENSHOTS=1');

  const shots: Array<{ locale: Locale; name: string; size: { width: number; height: number } }> = [
    { locale: 'zh', name: '1440', size: desktop.viewport },
    { locale: 'en', name: '390', size: phone.viewport },
  ];
  for (const shot of shots) {
    test(`the training page with a running environment, ${shot.locale} at ${shot.name}`, async ({
      page,
      context,
      fakeApi,
    }, testInfo) => {
      await context.addInitScript((lng) => localStorage.setItem('shui-lang', lng), shot.locale);
      await fakeApi.settings({ environmentStartSeconds: 1 });
      await logIn(context, fakeApi);
      await page.setViewportSize(shot.size);
      await page.goto('/work/workShop');
      await expect(page.locator('.shui-workshop article').first()).toBeVisible();
      await keepScreenshot(page, `workshop-catalogue-${shot.locale}-${shot.name}`, {
        fullPage: true,
        testInfo,
      });
      await page.goto('/workshop/content?id=200');
      // By class, not by name: the names are in the shot's language.
      const envPanel = page.locator('.shui-workshop-env');
      await envPanel.locator('button.ant-btn-primary').click();
      await expect(envPanel.frameLocator('iframe').getByText('本地替身页面 · local stand-in')).toBeVisible({
        timeout: 15_000,
      });
      await keepScreenshot(page, `workshop-content-${shot.locale}-${shot.name}`, { testInfo });
      await keepScreenshot(page, `workshop-content-${shot.locale}-${shot.name}-full`, {
        fullPage: true,
        testInfo,
      });
    });
  }
});
