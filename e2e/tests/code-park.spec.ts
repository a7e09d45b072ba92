import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CODE_PARK_COURSE_ID } from '@shui/contract';
import { expect, test } from '../fixtures';
import { KEEP_SCREENSHOTS, keepScreenshot, PHONE, startInLanguage, switchLanguage } from './helpers';

/**
 * The code park against fixtures/seed/code-park.json and the repositories of fixtures/code-park/.
 * What the page makes of the server's answers (the tree by keyboard, paging the commits, a binary file,
 * a diff's lines and their numbers, an unknown course) is proved in jsdom
 * (apps/web/src/features/code-park/code-park-route.test.tsx), the answers with supertest
 * (apps/fake-api/test/code-park*.test.ts): here, the colours, scrolling, focus, reload and axe.
 */

/**
 * The first file of a visit waits for CodeMirror's chunk (fetched beside the tree and the file); on a
 * busy machine that took more than the 5 s default.
 */
const EDITOR = { timeout: 15_000 };

const repoList = (page: Page) => page.getByRole('list', { name: '课程仓库' });
const fileTree = (page: Page) => page.getByRole('tree', { name: 'data-analysis-starter 的文件' });
const commitList = (page: Page) => page.getByRole('list', { name: '提交记录' });

/** Serious and critical axe findings inside the page's content. */
async function axeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('.shui-code-park').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** The colour a token of the code is drawn in, and the code's own. */
async function colours(page: Page, name: string, token: string) {
  const code = page.getByRole('textbox', { name });
  const tokenColour = await code
    .locator('span', { hasText: new RegExp(`^${token}$`) })
    .first()
    .evaluate((el) => getComputedStyle(el).color);
  const plain = await code.evaluate((el) => getComputedStyle(el).color);
  return { tokenColour, plain };
}

/** Only with E2E_SCREENSHOTS=1: src/stats.py open in the viewer, the screen, the whole page and the viewer. */
async function pictures(page: Page, name: string) {
  if (!KEEP_SCREENSHOTS) return;
  await page.goto(`/codePark/codeParkDetail?courseId=3&repo=1&path=src%2Fstats.py`);
  await expect(page.locator('.cm-content')).toContainText('def median', EDITOR);
  await expect(page.locator('.shui-code-park [role="status"]')).toHaveCount(0);
  await keepScreenshot(page, name);
  await keepScreenshot(page, `${name}-full`, { fullPage: true });
  await page.locator('.shui-code-park__viewer').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await keepScreenshot(page, `${name}-viewer`);
}

test('from the header: a repository, a file read highlighted and kept across a reload, then a commit with its diffs in view, and axe finds nothing', async ({
  page,
}) => {
  // axe walks every token of the highlighted file and of the diffs: seconds on a busy machine.
  test.slow();
  await page.goto('/home');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '代码公园' }).click();
  await expect(page).toHaveURL(new RegExp(`/codePark/codeParkDetail\\?courseId=${CODE_PARK_COURSE_ID}$`));
  await expect(page).toHaveTitle('代码公园');
  await expect(page.getByText('Python 程序设计 · 3 个仓库')).toBeVisible();
  const starter = repoList(page).getByRole('link', { name: /data-analysis-starter/ });
  await expect(starter).toContainText('11 个文件');
  await expect(starter).toContainText('2小时前更新');

  await starter.click();
  await expect(page).toHaveURL(/\?courseId=3&repo=1$/);
  // The repository opens on its README, as code hosts do.
  const readme = page.getByRole('textbox', { name: 'README.md 的内容（只读）' });
  await expect(readme).toContainText('# 数据分析入门（Python 程序设计 · 课程项目模板）', EDITOR);

  await fileTree(page).getByText('src', { exact: true }).click();
  await fileTree(page).getByText('stats.py', { exact: true }).click();
  await expect(page).toHaveURL(/\?courseId=3&repo=1&path=src%2Fstats\.py$/);
  const code = page.getByRole('textbox', { name: 'src/stats.py 的内容（只读）' });
  await expect(code).toContainText('def median(values: Sequence[float]) -> float:');
  // Highlighted: a keyword is drawn in a colour of its own.
  await expect(async () => {
    const { tokenColour, plain } = await colours(page, 'src/stats.py 的内容（只读）', 'def');
    expect(tokenColour).not.toBe(plain);
  }).toPass({ timeout: 10_000 });
  // With line numbers, as many as the file has lines.
  const lines = await code.locator('.cm-line').count();
  await expect(page.locator('.cm-lineNumbers .cm-gutterElement').last()).toHaveText(String(lines));

  // The address keeps the file: a reload (or a shared link) opens it again.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'src/stats.py 的内容（只读）' })).toContainText(
    'def mean(values: Sequence[float]) -> float:',
    EDITOR,
  );
  await expect(fileTree(page).getByRole('treeitem', { name: /stats\.py/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(commitList(page).getByRole('listitem')).toHaveCount(10);
  expect(await axeFindings(page)).toEqual([]);

  await commitList(page).getByRole('link', { name: '修复：期末缺考时总评为 None，不再当作 0 分' }).click();
  await expect(page).toHaveURL(/\?courseId=3&repo=1&commit=9d315a90327e3c24f3fa7eafced6d00ff6eb5229$/);
  // The commit takes the files' place, in view, with the focus on its heading.
  const heading = page.getByRole('heading', { level: 3, name: '提交 9d315a90' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  const view = page.getByRole('region', { name: '提交 9d315a90' });
  await expect(view).toContainText('改动 3 个文件');

  // Each changed line on its own background, green and red, the code highlighted.
  const diff = view.getByRole('textbox', { name: 'src/stats.py 的改动（只读）' });
  await expect(diff).toBeVisible(EDITOR);
  const removed = diff.locator('.cm-diff-removed').first();
  await expect(removed).toHaveText('-def total(record: Record) -> float:');
  const background = (locator: typeof removed) =>
    locator.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background(removed)).not.toBe(await background(diff.locator('.cm-line').first()));
  expect(await background(removed)).not.toBe(await background(diff.locator('.cm-diff-added').first()));
  await expect(async () => {
    const { tokenColour, plain } = await colours(page, 'src/stats.py 的改动（只读）', 'def');
    expect(tokenColour).not.toBe(plain);
  }).toPass({ timeout: 10_000 });
  // A link in the list of files brings its diff into view.
  await view
    .getByRole('navigation', { name: '改动的文件' })
    .getByRole('link', { name: 'tests/test_stats.py' })
    .click();
  await expect(view.getByRole('heading', { level: 4, name: 'tests/test_stats.py' })).toBeFocused();
  await expect(view.getByRole('textbox', { name: 'tests/test_stats.py 的改动（只读）' })).toBeInViewport();
  expect(await axeFindings(page)).toEqual([]);

  // Back to the files.
  await view.getByRole('link', { name: '返回文件' }).click();
  await expect(page).toHaveURL(/\?courseId=3&repo=1$/);
  await expect(page.getByRole('textbox', { name: 'README.md 的内容（只读）' })).toBeVisible(EDITOR);

  await pictures(page, 'code-park-zh-1440');
});

test(
  'on a phone, in English: one column; a file tapped in the tree, then a commit tapped in the list, is brought into view with the focus',
  PHONE,
  async ({ page, context }) => {
    await startInLanguage(context, 'en');
    await page.goto(`/codePark/codeParkDetail?courseId=${CODE_PARK_COURSE_ID}&repo=1`);
    await expect(page.getByRole('textbox', { name: 'Content of README.md (read-only)' })).toBeVisible(EDITOR);
    // The page as opened: the file is far below the tree, off the screen.
    const viewer = page.locator('.shui-code-park__viewer');
    const screen = page.viewportSize()!;
    expect((await viewer.boundingBox())!.y).toBeGreaterThan(screen.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page
      .getByRole('tree', { name: 'Files of data-analysis-starter' })
      .getByText('requirements.txt', { exact: true })
      .tap();
    await expect(page).toHaveURL(/path=requirements\.txt$/);
    const file = page.getByRole('region', { name: 'requirements.txt' });
    await expect(file).toBeFocused();
    await expect(
      page.getByRole('textbox', { name: 'Content of requirements.txt (read-only)' }),
    ).toContainText('pytest');
    // Its top just below the sticky header, the code on the screen.
    const header = (await page.locator('header').first().boundingBox())!;
    const top = (await file.boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(header.y + header.height);
    expect(top).toBeLessThan(screen.height / 3);

    await page
      .getByRole('list', { name: 'Commits' })
      .getByRole('link', { name: '数据：修正两条录入错误' })
      .tap();
    const heading = page.getByRole('heading', { level: 3, name: 'Commit a62cbddd' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Changes to data/scores.csv (read-only)' })).toContainText(
      '10235501104,黄嘉怡,95,93,97',
      EDITOR,
    );
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await pictures(page, 'code-park-en-390');
    if (KEEP_SCREENSHOTS) {
      await switchLanguage(page, 'fr');
      await pictures(page, 'code-park-fr-390');
    }
  },
);
