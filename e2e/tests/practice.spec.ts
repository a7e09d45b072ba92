import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../fixtures';
import { KEEP_SCREENSHOTS, keepScreenshot, logIn, PHONE, startInLanguage } from './helpers';

// Seed facts (fixtures/seed/practice.json): 46 questions in six sets; set 1 入门热身 holds 两数之和 (1,
// Python, sample input "3 5"), 集合的长度 (4, choice, answer C) and five more; 查询一个班的学生 (24, SQL)
// opens set 4. The judge is real (Pyodide and sql.js in the fake API), and so is the browser's Run.
//
// What the pages make of the server's answers (a choice or fill question judged, the list's filters in
// the address, the four sub-pages, a visitor asked to log in, every kind of verdict) is proved in jsdom
// (apps/web/src/features/practice/*.test.tsx), the judge with supertest (apps/fake-api/test/
// practice*.test.ts, judge-sandbox*.test.ts): here, the real runs in the browser's workers (Pyodide and
// sql.js in WebAssembly), the real judge behind them, reload, layout and axe.

// The pages load lazily, and the fake API's judge warms its own Pyodide when a code question opens:
// on a machine shared by several suites the first paint can take a while.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Loading Pyodide (12 MB, then the interpreter) in a worker: seconds in a desktop browser, up to a
 * minute in the suite's Chromium (no JavaScript optimiser, decision 31) on a machine shared by suites.
 */
const RUNTIME_LOAD = { timeout: 120_000 };
/** A test with a Python run in it. */
const WITH_PYTHON_MS = 300_000;
/** The fake API's judge loads its own Pyodide for the first submission. */
const JUDGED = { timeout: 60_000 };

const editor = (page: Page) => page.getByRole('textbox', { name: '代码编辑器' });
const output = (page: Page) => page.getByTestId('run-output');
const runConsole = (page: Page) => page.getByRole('region', { name: '输出' });
const runStatus = (page: Page) => runConsole(page).getByRole('status');
const shown = (page: Page) => page.locator('.shui-judge__shown');

/** Replaces the editor's text as a paste would (no auto-indent of typed newlines). */
async function setCode(page: Page, code: string) {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** Serious and critical axe findings inside `scope`. */
async function axeFindings(page: Page, scope: string) {
  const { violations } = await new AxeBuilder({ page }).include(scope).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

const rows = (table: Locator) => table.locator('tbody tr.ant-table-row');

test.describe('calibration field', () => {
  test.beforeEach(async ({ context, fakeApi }) => {
    await logIn(context, fakeApi);
  });

  test('the sets with their progress lead to a set, whose filter lives in the address across a reload; axe finds nothing', async ({
    page,
  }) => {
    await page.goto('/question/calibrationField');
    await expect(page.getByRole('heading', { level: 1, name: '校准场' })).toBeVisible();
    const sets = page.getByRole('list', { name: '题集' });
    await expect(sets.getByRole('heading', { level: 2 })).toHaveText([
      '入门热身',
      '字符串与列表',
      '数据处理（标准库）',
      'SQL 查询基础',
      'SQL 分组与连接',
      '综合挑战',
    ]);
    const warmUp = sets.getByRole('listitem').filter({ hasText: '入门热身' }).first();
    await expect(warmUp).toContainText('已完成 0 / 7');
    await expect(page.getByText('你已完成 0 / 46 题')).toBeVisible();
    expect(await axeFindings(page, '.shui-practice')).toEqual([]);

    await page.getByRole('link', { name: 'SQL 查询基础' }).click();
    await expect(page).toHaveURL(/\/question\/questionSelect\?setId=4$/);
    await expect(page.getByRole('heading', { level: 1, name: 'SQL 查询基础' })).toBeVisible();
    const table = page.locator('.shui-practice-list');
    await expect(rows(table)).toHaveCount(8);
    await page.getByRole('radiogroup', { name: '题型' }).getByText('SQL', { exact: true }).click();
    await expect(page).toHaveURL(/setId=4&type=sql$/);
    await expect(rows(table)).toHaveCount(6);

    await page.reload();
    await expect(rows(table)).toHaveCount(6);
    await expect(
      page.getByRole('radiogroup', { name: '题型' }).getByRole('radio', { name: 'SQL' }),
    ).toBeChecked();
    expect(await axeFindings(page, '.shui-practice')).toEqual([]);
  });

  test('a Python question: /home loads none of it, the page loads Python once idle, then a real Run, a wrong and a right submission, Stop and the time limit', async ({
    page,
  }) => {
    test.setTimeout(WITH_PYTHON_MS);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (['script', 'fetch', 'other'].includes(request.resourceType())) scripts.push(request.url());
    });
    const practiceCode = (url: string) => /practice|pyodide|sql-wasm|python-worker|sql-worker/.test(url);
    await page.goto('/home');
    await expect(page.locator('#shui-banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter(practiceCode)).toEqual([]);

    await page.goto('/pythonPractice/1');
    await expect(page.getByRole('heading', { level: 1, name: '#1 两数之和' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '输入' })).toHaveValue('3 5\n');
    // No Run pressed: the page fetches Python's runtime on its own once idle, and says how far it is.
    await expect
      .poll(() => scripts.some((url) => /pyodide\/[^/]+\/pyodide\.asm\.wasm$/.test(url)), RUNTIME_LOAD)
      .toBe(true);
    await expect(runConsole(page)).toHaveAttribute('data-runtime', 'ready', RUNTIME_LOAD);
    await expect(runStatus(page)).toHaveText('尚未运行');

    await setCode(page, 'a, b = input().split()\nprint(a + b)\n');
    // Tab indents in the editor; Escape then Tab leaves it for the next field.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: /^输入/ })).toBeFocused();
    await page.getByRole('button', { name: '运行' }).click();
    await expect(output(page)).toHaveText('35\n', RUNTIME_LOAD);
    await expect(runStatus(page)).toContainText('运行结束');
    await keepScreenshot(page, 'practice-run-zh');

    await page.getByRole('button', { name: '提交评测' }).click();
    await expect(shown(page).getByRole('status')).toContainText('答案错误', JUDGED);
    const firstCase = shown(page).getByRole('listitem').first();
    await expect(firstCase).toContainText('测试点 1');
    await expect(firstCase.locator('.shui-verdict__diff')).toHaveText('第 1 行不同： 期望 8 实际 35');

    await setCode(page, 'a, b = map(int, input().split())\nprint(a + b)\n');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(output(page)).toHaveText('8\n', RUNTIME_LOAD);
    await page.getByRole('button', { name: '提交评测' }).click();
    await expect(shown(page).getByRole('status').locator('.shui-verdict-tag')).toHaveText('通过', JUDGED);
    await expect(shown(page).getByRole('status')).toContainText('通过 4 / 4 个测试点');
    await keepScreenshot(page, 'practice-verdict-zh');
    expect(await axeFindings(page, '.shui-workspace')).toEqual([]);
    const history = page.getByRole('list', { name: '提交记录' });
    await expect(history.getByRole('listitem')).toHaveCount(2);

    // What was typed survives a reload.
    await page.reload();
    await expect(editor(page)).toContainText('print(a + b)');

    // An endless loop stopped with Stop: its worker is terminated, and the spare loaded behind it takes
    // over at once, so the next Run waits for no start-up.
    await setCode(page, 'while True:\n    pass\n');
    await expect(runConsole(page)).toHaveAttribute('data-spare', 'ready', RUNTIME_LOAD);
    await page.getByRole('button', { name: '运行' }).click();
    await expect(runStatus(page)).toContainText('运行中', RUNTIME_LOAD);
    await page.getByRole('button', { name: '停止' }).click();
    await expect(runStatus(page)).toHaveText('已停止运行。');
    expect(await runConsole(page).getAttribute('data-runtime')).toBe('ready');
    await setCode(page, 'print("again")\n');
    await page.getByRole('button', { name: '运行' }).click();
    await expect(output(page)).toHaveText('again\n');
    await expect(runStatus(page)).toContainText('运行结束');

    // An endless loop is stopped at the run's time limit; again a ready worker takes over.
    await setCode(page, 'while True:\n    pass\n');
    await expect(runConsole(page)).toHaveAttribute('data-spare', 'ready', RUNTIME_LOAD);
    await page.getByRole('button', { name: '运行' }).click();
    await expect(runStatus(page)).toContainText('运行超过 5 秒，已停止', RUNTIME_LOAD);
    expect(await runConsole(page).getAttribute('data-runtime')).toBe('ready');

    // input() past the Input box: the console says so.
    await setCode(page, 'a = input()\nb = input()\n');
    await page.getByRole('button', { name: '运行' }).click();
    await expect(output(page)).toContainText('EOFError');
    await expect(runConsole(page)).toContainText('程序读取的输入比“输入”框中给出的多');
  });

  test('an SQL question: a run on the sample database, its tables, a runaway query stopped, a submission; the editor sub-page runs too', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/pythonPractice/24');
    await expect(page.getByRole('heading', { level: 1, name: '#24 查询一个班的学生' })).toBeVisible();
    await setCode(page, "SELECT id, name, city FROM students WHERE class_name = '数据2301' ORDER BY id");
    await page.getByRole('button', { name: '运行' }).click();
    const result = page.getByRole('region', { name: '查询结果' });
    await expect(result.getByRole('columnheader')).toHaveText(['id', 'name', 'city']);
    await expect(page.locator('.shui-sql__result').getByRole('status')).toContainText(/返回 \d+ 行/);

    await page.getByRole('tab', { name: '数据库' }).click();
    const tables = page.locator('.shui-sql__tables');
    await expect(tables.getByRole('button')).toHaveText([/students/, /courses/, /scores/]);
    await tables.getByRole('button', { name: /courses/ }).click();
    await expect(page.getByRole('list', { name: 'courses 的列' })).toContainText('credit');

    await setCode(
      page,
      'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n',
    );
    // SQLite's spare is loaded: the runaway query's worker is terminated and the spare takes over.
    await expect(page.locator('.shui-sql__result')).toHaveAttribute('data-spare', 'ready');
    await page.getByRole('button', { name: '运行' }).click();
    await expect(page.locator('.shui-sql__result').getByRole('status')).toContainText(
      '查询超过 5 秒，已停止',
      {
        timeout: 20_000,
      },
    );
    expect(await page.locator('.shui-sql__result').getAttribute('data-runtime')).toBe('ready');

    await setCode(page, "SELECT id, name, city FROM students WHERE class_name = '数据2301'");
    await page.getByRole('button', { name: '提交评测' }).click();
    await expect(shown(page).getByRole('status').locator('.shui-verdict-tag')).toHaveText('通过', JUDGED);
    await expect(shown(page).getByRole('status')).toContainText('通过 2 / 2 个测试点');
    await expect(shown(page)).toContainText('示例数据库');
    expect(await axeFindings(page, '.shui-workspace')).toEqual([]);

    // The editor sub-page alone: a Run, no submission.
    await page.goto('/pythonPracticeEditor?questionId=24');
    await expect(editor(page)).toContainText('FROM students');
    await expect(page.getByRole('button', { name: '提交评测' })).toHaveCount(0);
    await setCode(page, 'SELECT count(*) AS n FROM courses');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(page.getByRole('region', { name: '查询结果' }).getByRole('columnheader')).toHaveText(['n']);
  });
});

test(
  'on a phone, in English: the practice page stacks its panes, and a submission brings its verdict into view',
  PHONE,
  async ({ page, context, fakeApi }) => {
    test.setTimeout(WITH_PYTHON_MS);
    await logIn(context, fakeApi);
    await startInLanguage(context, 'en');
    await page.goto('/pythonPractice/1');
    await expect(page.getByRole('heading', { level: 1, name: '#1 两数之和' })).toBeVisible();
    const left = await page.locator('.shui-workspace__left').boundingBox();
    const right = await page.locator('.shui-workspace__right').boundingBox();
    expect(right!.y).toBeGreaterThan(left!.y + left!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('textbox', { name: 'Code editor' }).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('a, b = map(int, input().split())\nprint(a + b)\n');
    if (KEEP_SCREENSHOTS) {
      await page.getByRole('button', { name: 'Run' }).click();
      await expect(page.getByTestId('run-output')).toHaveText('8\n', RUNTIME_LOAD);
      await keepScreenshot(page, 'practice-run-en-phone');
    }

    // The verdict is above the editor: submitting brings it into view.
    await page.getByRole('button', { name: 'Submit' }).click();
    const verdict = page.locator('.shui-judge__shown').getByRole('status');
    await expect(verdict.locator('.shui-verdict-tag')).toHaveText('Accepted', JUDGED);
    await expect(verdict).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, 'practice-verdict-en-phone');
  },
);
