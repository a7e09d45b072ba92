import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../fixtures';
import { keepScreenshot, logIn } from './helpers';

// Seed facts (fixtures/seed/questions.json): 46 questions in six sets; set 1 入门热身 holds 两数之和 (1,
// Python, sample input "3 5"), 集合的长度 (4, choice, answer C) and five more; 查询一个班的学生 (24, SQL)
// opens set 4. The judge is real (Pyodide and sql.js in the fake API), and so is the browser's Run.

// The pages load lazily, and the fake API's judge warms its own Pyodide when a code question opens:
// on a machine shared by several suites the first paint can take a while.
const expect = baseExpect.configure({ timeout: 15_000 });

const desktop = { viewport: { width: 1440, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

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
  test.use(desktop);
  test.beforeEach(async ({ context, fakeApi }) => {
    await logIn(context, fakeApi);
  });

  test('the sets with their progress lead to the list, whose filters live in the address', async ({
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
    await expect(warmUp.getByRole('list', { name: '各题型题数' })).toContainText('Python 3');
    await expect(page.getByText('你已完成 0 / 46 题')).toBeVisible();
    // Nothing solved yet: the way in starts at the first question.
    await expect(page.getByRole('link', { name: '开始练习' })).toHaveAttribute(
      'href',
      '/question/questionDetail?questionId=1',
    );

    await page.getByRole('link', { name: 'SQL 查询基础' }).click();
    await expect(page).toHaveURL(/\/question\/questionSelect\?setId=4$/);
    await expect(page.getByRole('heading', { level: 1, name: 'SQL 查询基础' })).toBeVisible();
    const table = page.locator('.shui-practice-list');
    await expect(rows(table)).toHaveCount(8);

    await page.getByRole('radiogroup', { name: '题型' }).getByText('SQL', { exact: true }).click();
    await expect(page).toHaveURL(/setId=4&type=sql$/);
    await expect(rows(table)).toHaveCount(6);
    await page.getByRole('radiogroup', { name: '难度' }).getByText('中等').click();
    await expect(page).toHaveURL(/setId=4&type=sql&difficulty=2$/);
    await expect(rows(table)).toHaveCount(1);
    await expect(rows(table).first()).toContainText('三个字的名字');

    // Nothing matches a search for a word no question has; clearing brings all 46 back, 20 a page.
    await page.getByRole('searchbox', { name: '按题目或标签搜索' }).fill('窗口函数');
    await page.getByRole('searchbox', { name: '按题目或标签搜索' }).press('Enter');
    await expect(page.getByText('没有符合条件的题目')).toBeVisible();
    await page.getByRole('button', { name: '清除筛选' }).click();
    await expect(page).toHaveURL(/\/question\/questionSelect$/);
    await expect(rows(table)).toHaveCount(20);
    await expect(page.getByText('共 46 题')).toBeVisible();
    await page.getByRole('searchbox', { name: '按题目或标签搜索' }).fill('窗口函数');
    await page.getByRole('searchbox', { name: '按题目或标签搜索' }).press('Enter');
    await expect(rows(table)).toHaveCount(3);
    await expect(page).toHaveURL(/keyword=%E7%AA%97%E5%8F%A3%E5%87%BD%E6%95%B0$/);

    // The address alone restores the list (a reload, a shared link).
    await page.goto('/question/questionSelect?type=python&pageSize=10&pageNum=2');
    await expect(rows(table)).toHaveCount(6);
    await expect(rows(table).first()).toContainText('平均数、中位数与众数');
    expect(await axeFindings(page, '.shui-practice')).toEqual([]);
  });

  test('a choice question answered wrong, then right: the verdicts, the explanation and the standing', async ({
    page,
  }) => {
    await page.goto('/question/questionDetail?questionId=4');
    await expect(page.getByRole('heading', { level: 1, name: '#4 集合的长度' })).toBeVisible();
    await expect(page.getByText('解决这道题后即可查看题解。')).toBeVisible();
    const options = page.getByRole('radiogroup', { name: '选项' });
    await page.getByRole('button', { name: '提交答案' }).click();
    await expect(page.getByRole('alert')).toHaveText('请先选择一个选项');

    await options.locator('label').filter({ hasText: 'A.' }).click();
    await page.getByRole('button', { name: '提交答案' }).click();
    await expect(page.getByRole('status').filter({ hasText: '回答错误' })).toContainText('你的答案：A');

    await options.locator('label').filter({ hasText: 'C.' }).click();
    await page.getByRole('button', { name: '提交答案' }).click();
    await expect(page.getByRole('status').filter({ hasText: '回答正确' })).toContainText('你的答案：C');
    await expect(page.getByText('集合 set 会自动去掉重复元素')).toBeVisible();
    await expect(page.locator('.shui-practice-meta')).toContainText('已解决');

    await page.getByRole('link', { name: '下一题' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '#5 浮点数相等' })).toBeVisible();
    await page.goto('/question/questionSelect?status=solved');
    await expect(rows(page.locator('.shui-practice-list'))).toHaveCount(1);
    await expect(rows(page.locator('.shui-practice-list')).first()).toContainText('集合的长度');
  });

  test('a Python question: a real Run in the browser, then a wrong and a right submission with their verdicts', async ({
    page,
  }) => {
    test.setTimeout(WITH_PYTHON_MS);
    await page.goto('/pythonPractice/1');
    await expect(page.getByRole('heading', { level: 1, name: '#1 两数之和' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '输入' })).toHaveValue('3 5\n');

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
    await expect(shown(page)).toContainText('第 1 行不同');
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

  test('an SQL question: a run on the sample database, its tables, a runaway query stopped, a submission', async ({
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
  });

  test('the four sub-pages each show one pane of the practice page', async ({ page }) => {
    await page.goto('/pythonPracticeProblem?questionId=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Python 练习题目' })).toBeVisible();
    await expect(page.getByRole('region', { name: '题目描述' })).toContainText('读入两个整数');

    await page.goto('/pythonPracticeTopSidebar?questionId=1');
    const navigator = page.getByRole('list', { name: '本题集的题目' });
    await expect(navigator.getByRole('listitem')).toHaveCount(7);
    await expect(navigator.getByRole('link', { name: /两数之和/ })).toHaveAttribute('aria-current', 'page');
    await navigator.getByRole('link', { name: /集合的长度/ }).click();
    await expect(page).toHaveURL(/\/question\/questionDetail\?questionId=4$/);

    await page.goto('/pythonPracticeJudge?questionId=1');
    await expect(page.getByText('还没有提交记录')).toBeVisible();

    await page.goto('/pythonPracticeEditor?questionId=24');
    await expect(editor(page)).toContainText('FROM students');
    await expect(page.getByRole('button', { name: '提交评测' })).toHaveCount(0);
    await setCode(page, 'SELECT count(*) AS n FROM courses');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(page.getByRole('region', { name: '查询结果' }).getByRole('columnheader')).toHaveText(['n']);
  });
});

test.describe('calibration field for a visitor', () => {
  test.use(desktop);

  test('a visitor reads a question and is asked to log in to submit', async ({ page }) => {
    await page.goto('/question/questionDetail?questionId=6');
    await expect(page.getByRole('heading', { level: 1, name: '#6 整除与取余' })).toBeVisible();
    await page.getByRole('textbox', { name: '你的答案' }).fill('3 1');
    await page.getByRole('button', { name: '登录后提交' }).click();
    await expect(page.getByRole('dialog', { name: /登录/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '你的答案' })).toHaveValue('3 1');
  });

  test("a visitor's /home loads none of the practice code; the practice page loads Python once idle, before any Run", async ({
    page,
    context,
    fakeApi,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (['script', 'fetch', 'other'].includes(request.resourceType())) scripts.push(request.url());
    });
    const practiceCode = (url: string) => /practice|pyodide|sql-wasm|python-worker|sql-worker/.test(url);
    await page.goto('/home');
    await expect(page.locator('#shui-banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter(practiceCode)).toEqual([]);

    await logIn(context, fakeApi);
    await page.goto('/pythonPractice/1');
    await expect(editor(page)).toBeVisible();
    // No Run pressed: the page fetches Python's runtime on its own once idle, and says how far it is.
    await expect
      .poll(() => scripts.some((url) => /pyodide\/[^/]+\/pyodide\.asm\.wasm$/.test(url)), RUNTIME_LOAD)
      .toBe(true);
    await expect(runConsole(page)).toHaveAttribute('data-runtime', 'ready', RUNTIME_LOAD);
    await expect(runStatus(page)).toHaveText('尚未运行');
  });
});

test.describe('calibration field on a phone', () => {
  test.use(phone);

  test('the practice page stacks its panes and runs Python', async ({ page, context, fakeApi }) => {
    test.setTimeout(WITH_PYTHON_MS);
    await logIn(context, fakeApi);
    await context.addInitScript(() => localStorage.setItem('shui-lang', 'en'));
    await page.goto('/pythonPractice/1');
    await expect(page.getByRole('heading', { level: 1, name: '#1 两数之和' })).toBeVisible();
    const left = await page.locator('.shui-workspace__left').boundingBox();
    const right = await page.locator('.shui-workspace__right').boundingBox();
    expect(right!.y).toBeGreaterThan(left!.y + left!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('textbox', { name: 'Code editor' }).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('a, b = map(int, input().split())\nprint(a + b)\n');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByTestId('run-output')).toHaveText('8\n', RUNTIME_LOAD);
    await keepScreenshot(page, 'practice-run-en-phone');

    // The verdict is above the editor: submitting brings it into view.
    await page.getByRole('button', { name: 'Submit' }).click();
    const verdict = page.locator('.shui-judge__shown').getByRole('status');
    await expect(verdict.locator('.shui-verdict-tag')).toHaveText('Accepted', JUDGED);
    await expect(verdict).toBeInViewport();
    await keepScreenshot(page, 'practice-verdict-en-phone');
  });
});
