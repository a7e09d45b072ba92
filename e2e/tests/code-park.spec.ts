import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CODE_PARK_COURSE_ID, type Locale } from '@shui/contract';
import { expect, test } from '../fixtures';
import { KEEP_SCREENSHOTS, keepScreenshot } from './helpers';

/** The code park against fixtures/seed/code-park.json and the repositories of fixtures/code-park/. */

const desktop = { viewport: { width: 1440, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

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

test.describe('the code park', () => {
  test.use(desktop);

  test('opened from the header: pick a repository, open a file in the tree, read it highlighted, see its commits', async ({
    page,
  }) => {
    await page.goto('/home');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '代码公园' }).click();
    await expect(page).toHaveURL(new RegExp(`/codePark/codeParkDetail\\?courseId=${CODE_PARK_COURSE_ID}$`));
    await expect(page).toHaveTitle('代码公园');
    await expect(page.getByText('Python 程序设计 · 3 个仓库')).toBeVisible();
    await expect(repoList(page).getByRole('link')).toHaveCount(3);
    const starter = repoList(page).getByRole('link', { name: /data-analysis-starter/ });
    await expect(starter).toContainText('Python');
    await expect(starter).toContainText('11 个文件');
    await expect(starter).toContainText('作业说明：补全 percentile，按专业分组统计');
    await expect(starter).toContainText('2小时前更新');

    await starter.click();
    await expect(page).toHaveURL(/\?courseId=3&repo=1$/);
    await expect(starter).toHaveAttribute('aria-current', 'true');
    // The repository opens on its README, as code hosts do.
    const readme = page.getByRole('textbox', { name: 'README.md 的内容（只读）' });
    await expect(readme).toContainText('# 数据分析入门（Python 程序设计 · 课程项目模板）', EDITOR);

    await fileTree(page).getByText('src', { exact: true }).click();
    await fileTree(page).getByText('stats.py', { exact: true }).click();
    await expect(page).toHaveURL(/\?courseId=3&repo=1&path=src%2Fstats\.py$/);
    const code = page.getByRole('textbox', { name: 'src/stats.py 的内容（只读）' });
    await expect(code).toContainText('def median(values: Sequence[float]) -> float:');
    await expect(code).toHaveAttribute('aria-readonly', 'true');
    const location = page.getByRole('navigation', { name: '文件位置' });
    await expect(location).toHaveText('data-analysis-starter/src/stats.py');
    // Highlighted: a keyword is drawn in a colour of its own.
    await expect(async () => {
      const { tokenColour, plain } = await colours(page, 'src/stats.py 的内容（只读）', 'def');
      expect(tokenColour).not.toBe(plain);
    }).toPass({ timeout: 10_000 });
    // With line numbers, as many as the file has lines.
    const lines = await code.locator('.cm-line').count();
    await expect(page.locator('.cm-lineNumbers .cm-gutterElement').last()).toHaveText(String(lines));

    // The commits, newest first, ten a page.
    await expect(commitList(page).getByRole('listitem')).toHaveCount(10);
    const newest = commitList(page).getByRole('listitem').first();
    await expect(newest).toContainText('作业说明：补全 percentile，按专业分组统计');
    await expect(newest).toContainText('王老师');
    await expect(newest).toContainText('c9dd1dd7');
    await expect(newest).toContainText('2小时前');

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
  });

  test('the commits page from the server, and the page passes an axe scan', async ({ page }) => {
    // axe walks every token of the highlighted file: seconds on a busy machine.
    test.slow();
    await page.goto(`/codePark/codeParkDetail?courseId=${CODE_PARK_COURSE_ID}&repo=1&path=src%2Fstats.py`);
    await expect(page.getByRole('textbox', { name: 'src/stats.py 的内容（只读）' })).toContainText(
      'def median',
      EDITOR,
    );
    await expect(commitList(page).getByRole('listitem')).toHaveCount(10);
    const pager = page.getByRole('navigation', { name: '提交记录分页' });
    await expect(pager.getByText('共 12 次提交')).toBeVisible();
    await pager.getByRole('listitem', { name: '2', exact: true }).click();
    await expect(commitList(page).getByRole('listitem')).toHaveCount(2);
    await expect(commitList(page).getByRole('listitem').last()).toContainText('初始化项目：读取成绩表');

    expect(await axeFindings(page)).toEqual([]);
  });

  test('the tree is usable from the keyboard, and a binary file is said to be one', async ({ page }) => {
    await page.goto(`/codePark/codeParkDetail?courseId=${CODE_PARK_COURSE_ID}&repo=1`);
    await expect(page.getByRole('textbox', { name: 'README.md 的内容（只读）' })).toBeVisible(EDITOR);
    await fileTree(page).focus();
    // data, src, tests, .gitignore...: Home, down to src, open it, down to its first file, Enter.
    for (const key of ['Home', 'ArrowDown', 'ArrowRight', 'ArrowDown', 'Enter'])
      await page.keyboard.press(key);
    await expect(page).toHaveURL(/path=src%2F__init__\.py$/);
    await expect(page.getByText('这是一个空文件。')).toBeVisible();

    await repoList(page)
      .getByRole('link', { name: /score-charts/ })
      .click();
    const charts = page.getByRole('tree', { name: 'score-charts 的文件' });
    await charts.getByText('assets', { exact: true }).click();
    await charts.getByText('logo.png', { exact: true }).click();
    await expect(page.getByText('这是二进制文件（89 B），不在此显示。')).toBeVisible();
  });

  test('a commit opens from the list with the files it changed and their diffs, highlighted', async ({
    page,
  }) => {
    // axe walks every token of the diffs: seconds on a busy machine.
    test.slow();
    await page.goto(`/codePark/codeParkDetail?courseId=${CODE_PARK_COURSE_ID}&repo=1&path=src%2Fstats.py`);
    await expect(page.getByRole('textbox', { name: 'src/stats.py 的内容（只读）' })).toBeVisible(EDITOR);
    await commitList(page).getByRole('link', { name: '修复：期末缺考时总评为 None，不再当作 0 分' }).click();
    await expect(page).toHaveURL(/\?courseId=3&repo=1&commit=9d315a90327e3c24f3fa7eafced6d00ff6eb5229$/);

    // The commit takes the files' place, in view, with the focus on its heading.
    const heading = page.getByRole('heading', { level: 3, name: '提交 9d315a90' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    const view = page.getByRole('region', { name: '提交 9d315a90' });
    await expect(view).toContainText('缺考的同学原来被算作 0 分，拉低了均值。');
    await expect(view).toContainText('改动 3 个文件');
    const changed = view.getByRole('navigation', { name: '改动的文件' });
    await expect(changed.getByRole('link')).toHaveText([
      'src/stats.py',
      'src/report.py',
      'tests/test_stats.py',
    ]);

    // Each file's hunks: both line numbers, a sign before each changed line, green and red, highlighted.
    const diff = view.getByRole('textbox', { name: 'src/stats.py 的改动（只读）' });
    await expect(diff).toBeVisible(EDITOR);
    const stats = view.getByRole('region', { name: 'src/stats.py' });
    await expect(stats).toContainText('@@ -38,13 +38,14 @@');
    const removed = diff.locator('.cm-diff-removed').first();
    await expect(removed).toHaveText('-def total(record: Record) -> float:');
    await expect(diff.locator('.cm-diff-added').first()).toHaveText(
      '+def total(record: Record) -> float | None:',
    );
    const background = (locator: typeof removed) =>
      locator.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background(removed)).not.toBe(await background(diff.locator('.cm-line').first()));
    await expect(async () => {
      const { tokenColour, plain } = await colours(page, 'src/stats.py 的改动（只读）', 'def');
      expect(tokenColour).not.toBe(plain);
    }).toPass({ timeout: 10_000 });
    // Each line's number before the commit and after it (none on the side it is not on).
    const numbers = async (side: string) => {
      const all = await stats
        .locator(`.cm-diff-numbers--${side} .cm-gutterElement:visible`)
        .allTextContents();
      // The hunk's header line has an empty place in each gutter.
      return all[0] === '' ? all.slice(1) : all;
    };
    expect(await numbers('old')).toEqual([
      '38',
      '39',
      '40',
      '41',
      '42',
      '43',
      '',
      '',
      '',
      '',
      '44',
      '45',
      '46',
      '47',
      '',
      '48',
      '49',
      '50',
    ]);
    expect(await numbers('new')).toEqual([
      '38',
      '39',
      '40',
      '',
      '',
      '',
      '41',
      '42',
      '43',
      '44',
      '45',
      '46',
      '47',
      '',
      '48',
      '49',
      '50',
      '51',
    ]);
    // A link in the list of files brings its diff into view.
    await changed.getByRole('link', { name: 'tests/test_stats.py' }).click();
    await expect(view.getByRole('heading', { level: 4, name: 'tests/test_stats.py' })).toBeFocused();
    await expect(view.getByRole('textbox', { name: 'tests/test_stats.py 的改动（只读）' })).toBeInViewport();
    expect(await axeFindings(page)).toEqual([]);

    // Back to the files.
    await view.getByRole('link', { name: '返回文件' }).click();
    await expect(page).toHaveURL(/\?courseId=3&repo=1$/);
    await expect(page.getByRole('textbox', { name: 'README.md 的内容（只读）' })).toBeVisible(EDITOR);
  });

  test('an unknown course says so, with the ways on', async ({ page }) => {
    await page.goto('/codePark/codeParkDetail?courseId=9999');
    await expect(page.getByText('没有找到这门课程，无法显示它的代码公园。')).toBeVisible();
    await page.getByRole('link', { name: '去课程大厅' }).click();
    await expect(page).toHaveURL(/\/mooc\/course\/list$/);
  });
});

test.describe('the code park on a phone', () => {
  test.use(phone);

  test('the repositories, the tree and the file stack in one column, in English', async ({
    page,
    context,
  }) => {
    await context.addInitScript(() => localStorage.setItem('shui-lang', 'en'));
    // Course 102 (数据库系统) has the SQL exercises.
    await page.goto('/codePark/codeParkDetail?courseId=102&repo=4');
    const code = page.getByRole('textbox', { name: 'Content of README.md (read-only)' });
    await expect(code).toContainText('# 数据库系统 · SQL 练习', EDITOR);
    await page
      .getByRole('tree', { name: 'Files of sql-exercises' })
      .getByText('schema.sql', { exact: true })
      .click();
    const schema = page.getByRole('textbox', { name: 'Content of schema.sql (read-only)' });
    await expect(schema).toContainText('CREATE TABLE student (');
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('list', { name: 'Commits' }).getByRole('listitem')).toHaveCount(4);
  });

  test('a file tapped in the tree is brought into view, with the focus; so is a commit tapped in the list', async ({
    page,
  }) => {
    await page.goto(`/codePark/codeParkDetail?courseId=${CODE_PARK_COURSE_ID}&repo=1`);
    await expect(page.getByRole('textbox', { name: 'README.md 的内容（只读）' })).toBeVisible(EDITOR);
    // The page as opened: the file is far below the tree, off the screen.
    const viewer = page.locator('.shui-code-park__viewer');
    const screen = page.viewportSize()!;
    expect((await viewer.boundingBox())!.y).toBeGreaterThan(screen.height);

    await fileTree(page).getByText('requirements.txt', { exact: true }).tap();
    await expect(page).toHaveURL(/path=requirements\.txt$/);
    const file = page.getByRole('region', { name: 'requirements.txt' });
    await expect(file).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'requirements.txt 的内容（只读）' })).toContainText(
      'pytest',
    );
    // Its top just below the sticky header, the code on the screen.
    const header = (await page.locator('header').first().boundingBox())!;
    const top = (await file.boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(header.y + header.height);
    expect(top).toBeLessThan(screen.height / 3);

    await commitList(page).getByRole('link', { name: '数据：修正两条录入错误' }).tap();
    const heading = page.getByRole('heading', { level: 3, name: '提交 a62cbddd' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'data/scores.csv 的改动（只读）' })).toContainText(
      '10235501104,黄嘉怡,95,93,97',
      EDITOR,
    );
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('screenshots', () => {
  test.skip(!KEEP_SCREENSHOTS, 'only with E2E_SCREENSHOTS=1');

  const shots: Array<{ name: string; size: { width: number; height: number }; locale: Locale }> = [
    { name: '1440', size: desktop.viewport, locale: 'zh' },
    { name: '390', size: phone.viewport, locale: 'en' },
    { name: '390', size: phone.viewport, locale: 'fr' },
  ];
  for (const shot of shots) {
    test(`a file open in the viewer, ${shot.locale} ${shot.name}`, async ({ page, context }, testInfo) => {
      await context.addInitScript((lng) => localStorage.setItem('shui-lang', lng), shot.locale);
      await page.setViewportSize(shot.size);
      await page.goto(`/codePark/codeParkDetail?courseId=3&repo=1&path=src%2Fstats.py`);
      await expect(page.locator('.cm-content')).toContainText('def median', EDITOR);
      await expect(page.locator('.shui-code-park [role="status"]')).toHaveCount(0);
      await keepScreenshot(page, `code-park-${shot.locale}-${shot.name}`, { testInfo });
      await keepScreenshot(page, `code-park-${shot.locale}-${shot.name}-full`, { fullPage: true, testInfo });
      await page.locator('.shui-code-park__viewer').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await keepScreenshot(page, `code-park-${shot.locale}-${shot.name}-viewer`, { testInfo });
    });
  }
});
