import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CHANNEL_KEYS, CS101_COURSE_ID, type Locale } from '@shui/contract';
import { expect, test } from '../fixtures';
import { KEEP_SCREENSHOTS, keepScreenshot, logIn } from './helpers';

/** Channel pages, the data set page and the institution pages, against fixtures/seed/channel.json. */

const desktop = { viewport: { width: 1440, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const notices = (page: Page) => page.getByRole('list', { name: '通知公告' });

/** Serious and critical axe findings inside the page's content. */
async function axeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('.shui-channel').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

test.describe('channel pages', () => {
  test.use(desktop);

  test('a channel shows its sanitised content, its notices with status and time by page, its ranking and hot list', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/channel/nourish');
    await expect(page).toHaveTitle('滋养计划');
    await expect(page.getByRole('heading', { level: 1, name: '滋养计划' })).toBeVisible();
    await expect(page.getByText('滋养计划 · 课程思政示范建设')).toBeVisible();

    // The seed's rich text carries a script, an onclick and a javascript: link: none of them survives.
    const content = page.getByRole('region', { name: '栏目介绍' });
    await expect(content.getByRole('heading', { name: '建设内容' })).toBeVisible();
    await expect(content.getByText('育人之本，在于立德铸魂。')).toBeVisible();
    expect(await content.locator('script, [onclick], [href^="javascript"]').count()).toBe(0);
    await expect(content.getByText('在线填报')).not.toHaveAttribute('href');
    await expect(content.getByRole('link', { name: '滋养计划专栏' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(await page.evaluate(() => document.cookie.includes('stolen'))).toBe(false);

    // Ten notices of twelve, newest first, each with its status and day.
    const first = notices(page).getByRole('listitem').first();
    await expect(notices(page).getByRole('listitem')).toHaveCount(10);
    await expect(first).toContainText('进行中');
    await expect(first).toContainText('关于申报 2025 年度滋养计划示范课程的通知');
    await expect(first.locator('time')).toHaveText(/^\d{4}-\d\d-\d\d$/);
    await expect(notices(page).getByRole('listitem').last()).toContainText('已结束');
    const pager = page.getByRole('navigation', { name: '通知公告分页' });
    await expect(pager.getByText('共 12 条')).toBeVisible();
    // The keyboard turns the page like the mouse.
    await pager.getByRole('listitem', { name: '2', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(notices(page).getByRole('listitem')).toHaveCount(2);
    await expect(notices(page)).toContainText('滋养计划 2024 年度工作总结');

    const ranking = page.getByRole('region', { name: /排行榜/ });
    await expect(ranking.getByText('示范课程学习人数')).toBeVisible();
    await expect(ranking.getByRole('listitem').first()).toContainText('数据结构与算法（课程思政示范）2,316');
    await expect(page.getByRole('region', { name: '热门' }).getByRole('listitem')).toHaveCount(5);

    expect(await axeFindings(page)).toEqual([]);
    expect(dialogs).toEqual([]);
  });

  test('the index leads to every channel; the videos open the course hall; a data set page lists its sets', async ({
    page,
  }) => {
    await page.goto('/channel');
    const list = page.getByRole('list', { name: '全部频道' });
    await expect(list.getByRole('link')).toHaveCount(CHANNEL_KEYS.length);
    await list.getByRole('link', { name: '精品课堂视频' }).click();
    await expect(page).toHaveURL(/\/channel\/excellentclass\/video$/);
    const videos = page.getByRole('region', { name: '课堂录像' });
    await expect(videos.getByRole('listitem')).toHaveCount(5);
    await expect(
      videos.getByRole('link', { name: '在课程大厅观看《事务与并发控制：两阶段锁协议》' }),
    ).toHaveAttribute('href', '/mooc/course/102');
    await expect(videos.getByText('录像暂未开放')).toHaveCount(2);

    await page.goto('/channel/fintech-dataset');
    await expect(page.getByRole('heading', { level: 1, name: '数据集' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('row', { name: /个人信贷违约样本/ })).toContainText('300,000');
    expect(await page.locator('.shui-channel script').count()).toBe(0);
    expect(await axeFindings(page)).toEqual([]);
  });

  test('a failed part shows its error with a retry, and the retry loads it', async ({ page, fakeApi }) => {
    await fakeApi.addFault({ method: 'GET', path: '/portal/channel/notices', status: 500, times: 1 });
    await fakeApi.addFault({
      method: 'GET',
      path: '/portal/channel/detail',
      respCode: 50000,
      respMsg: '内容服务暂不可用',
      times: 1,
    });
    await page.goto('/channel/dase');
    await expect(page.locator('.ant-message-notice')).toHaveText('内容服务暂不可用');
    const contentFailed = page.getByRole('alert').filter({ hasText: '栏目内容加载失败。' });
    const noticesFailed = page.getByRole('alert').filter({ hasText: '通知公告加载失败。' });
    await expect(contentFailed).toBeVisible();
    await expect(noticesFailed).toBeVisible();
    // The ranking was not touched.
    await expect(page.getByRole('region', { name: /排行榜/ }).getByText('学院概况')).toBeVisible();

    await noticesFailed.getByRole('button').click();
    await expect(notices(page).getByRole('listitem').first()).toContainText(
      '2026 年硕士研究生招生复试工作方案',
    );
    await contentFailed.getByRole('button').click();
    await expect(
      page.getByRole('region', { name: '栏目介绍' }).getByRole('heading', { name: '学院概况' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('institution pages', () => {
  test.use(phone);

  test('/cs101 at 390 px: the course, its chapters and teachers, the course hall link and the CS101 assistant', async ({
    page,
    context,
    fakeApi,
  }) => {
    await logIn(context, fakeApi);
    await page.goto('/cs101');
    await expect(page.getByRole('heading', { level: 1, name: '计算机基础（华东师范大学）' })).toBeVisible();
    await expect(page.getByText('计算机科学导论（CS101）')).toBeVisible();
    await expect(
      page.getByRole('region', { name: '课程章节' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(6);
    await expect(page.getByRole('region', { name: '授课教师' })).toContainText('陈思远');
    await expect(page.getByRole('link', { name: '进入课程大厅学习' })).toHaveAttribute(
      'href',
      `/mooc/course/${CS101_COURSE_ID}`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page)).toEqual([]);

    await page.getByRole('button', { name: '向课程助教提问' }).tap();
    await expect(page.getByRole('dialog', { name: 'CS101 课程助教' })).toBeVisible();
  });
});

test.describe('screenshots', () => {
  test.skip(!KEEP_SCREENSHOTS, 'only with E2E_SCREENSHOTS=1');

  const shots = [
    { name: '1440', size: desktop.viewport },
    { name: '390', size: phone.viewport },
  ];
  for (const locale of ['zh', 'en'] as Locale[]) {
    test(`channel and institution pages in ${locale}`, async ({ page, context }, testInfo) => {
      await context.addInitScript((lng) => localStorage.setItem('shui-lang', lng), locale);
      for (const shot of shots) {
        await page.setViewportSize(shot.size);
        for (const [path, name] of [
          ['/channel', 'index'],
          ['/channel/nourish', 'nourish'],
          ['/channel/excellentclass/video', 'video'],
          ['/channel/fintech-dataset', 'dataset'],
          ['/cs101', 'cs101'],
        ] as const) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('.shui-channel [role="status"]')).toHaveCount(0);
          await keepScreenshot(page, `channel-${name}-${locale}-${shot.name}`, { fullPage: true, testInfo });
        }
      }
    });
  }
});
