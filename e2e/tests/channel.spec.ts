import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CHANNEL_KEYS, CS101_COURSE_ID, type Locale } from '@shui/contract';
import { expect, test } from '../fixtures';
import { KEEP_SCREENSHOTS, keepScreenshot, logIn, PHONE, startInLanguage, switchLanguage } from './helpers';

/**
 * Channel pages, the data set page and the institution pages, against fixtures/seed/channel.json. What
 * the pages make of the server's answers (a failed part and its retry, empty parts, an unknown channel,
 * paging) is proved in jsdom (apps/web/src/features/channel/*.test.tsx), the answers with supertest
 * (apps/fake-api/test/channel.test.ts): here, sanitised content that runs nothing, the keyboard, real
 * navigation, layout and axe.
 */

const notices = (page: Page) => page.getByRole('list', { name: '通知公告' });

/** Serious and critical axe findings inside the page's content. */
async function axeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('.shui-channel').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** Whether the page is no wider than the phone's screen. */
const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

/** Only with E2E_SCREENSHOTS=1: the five kinds of page in `locale`, at the page's size (`size`). */
async function pictures(page: Page, locale: Locale, size: '1440' | '390') {
  if (!KEEP_SCREENSHOTS) return;
  await page.goto('/channel');
  await switchLanguage(page, locale);
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
    await keepScreenshot(page, `channel-${name}-${locale}-${size}`, { fullPage: true });
  }
}

test('the index leads to every channel and the videos to the course hall; a channel shows its sanitised content, its notices by page, its ranking and hot list; a data set page lists its sets; axe finds nothing', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

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

  await page.goto('/channel/nourish');
  await expect(page).toHaveTitle('滋养计划');
  await expect(page.getByRole('heading', { level: 1, name: '滋养计划' })).toBeVisible();
  await expect(page.getByText('滋养计划 · 课程思政示范建设')).toBeVisible();

  // The seed's rich text carries a script, an onclick and a javascript: link: none of them survives,
  // and nothing of them ran.
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
  await expect(first).toContainText('关于申报本年度滋养计划示范课程的通知');
  await expect(first.locator('time')).toHaveText(/^\d{4}-\d\d-\d\d$/);
  await expect(notices(page).getByRole('listitem').last()).toContainText('已结束');
  const ranking = page.getByRole('region', { name: /排行榜/ });
  await expect(ranking.getByText('示范课程学习人数')).toBeVisible();
  await expect(ranking.getByRole('listitem').first()).toContainText('数据结构与算法（课程思政示范）2,316');
  await expect(page.getByRole('region', { name: '热门' }).getByRole('listitem')).toHaveCount(5);
  expect(await axeFindings(page)).toEqual([]);

  const pager = page.getByRole('navigation', { name: '通知公告分页' });
  await expect(pager.getByText('共 12 条')).toBeVisible();
  // The keyboard turns the page like the mouse.
  await pager.getByRole('listitem', { name: '2', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(notices(page).getByRole('listitem')).toHaveCount(2);
  await expect(notices(page)).toContainText('滋养计划年度工作总结');

  await page.goto('/channel/fintech-dataset');
  await expect(page.getByRole('heading', { level: 1, name: '数据集' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row', { name: /个人信贷违约样本/ })).toContainText('300,000');
  expect(await page.locator('.shui-channel script').count()).toBe(0);
  expect(await axeFindings(page)).toEqual([]);
  expect(dialogs).toEqual([]);

  await pictures(page, 'zh', '1440');
  await pictures(page, 'en', '1440');
});

test(
  'on a phone, in English: the channel pages and /cs101 fit 390 px; /cs101 shows its course, chapters and teachers, and opens the CS101 assistant',
  PHONE,
  async ({ page, context, fakeApi }) => {
    await logIn(context, fakeApi);
    await startInLanguage(context, 'en');
    await page.goto('/channel');
    await expect(page.getByRole('list', { name: 'All channels' }).getByRole('link')).toHaveCount(
      CHANNEL_KEYS.length,
    );
    await fitsThePhone(page);

    await page.goto('/channel/nourish');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Notices' }).getByRole('listitem')).toHaveCount(10);
    await expect(page.getByRole('region', { name: 'About this channel' })).toContainText(
      '育人之本，在于立德铸魂。',
    );
    await fitsThePhone(page);

    await page.goto('/channel/excellentclass/video');
    await expect(page.getByRole('region', { name: 'Lesson recordings' }).getByRole('listitem')).toHaveCount(
      5,
    );
    await fitsThePhone(page);

    await page.goto('/channel/fintech-dataset');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(4);
    await fitsThePhone(page);

    await page.goto('/cs101');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Computer fundamentals (East China Normal University)' }),
    ).toBeVisible();
    await expect(page.getByText('计算机科学导论（CS101）')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Chapters' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(6);
    await expect(page.getByRole('region', { name: 'Teachers' })).toContainText('陈思远');
    await expect(page.getByRole('link', { name: 'Study it in the course hall' })).toHaveAttribute(
      'href',
      `/mooc/course/${CS101_COURSE_ID}`,
    );
    await fitsThePhone(page);
    expect(await axeFindings(page)).toEqual([]);

    await page.getByRole('button', { name: 'Ask the course assistant' }).tap();
    await expect(page.getByRole('dialog', { name: 'CS101 course assistant' })).toBeVisible();

    await pictures(page, 'en', '390');
    await pictures(page, 'zh', '390');
  },
);
