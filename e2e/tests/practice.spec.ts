import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { keepScreenshot, logIn } from './helpers';

// Seed facts (fixtures/seed/questions.json): 46 questions in six sets; set 1 入门热身 holds 两数之和 (1,
// Python, sample input "3 5"), 集合的长度 (4, choice, answer C) and five more; 查询一个班的学生 (24, SQL)
// opens set 4. The judge is real (Pyodide and sql.js in the fake API), and so is the browser's Run.

const desktop = { viewport: { width: 1440, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** Loading Pyodide (12 MB, then the interpreter) in a worker of a busy machine's Chromium. */
const RUNTIME_LOAD = { timeout: 60_000 };
/** The fake API's judge loads its own Pyodide for the first submission. */
const JUDGED = { timeout: 60_000 };

const editor = (page: Page) => page.getByRole('textbox', { name: '代码编辑器' });
const output = (page: Page) => page.getByTestId('run-output');
const runStatus = (page: Page) => page.getByRole('region', { name: '输出' }).getByRole('status');
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

  test('a Python question: a real Run in the browser, then a wrong and a right submission with their verdicts', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/pythonPractice/1');
    await expect(page.getByRole('heading', { level: 1, name: '#1 两数之和' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '输入' })).toHaveValue('3 5\n');

    await setCode(page, 'a, b = input().split()\nprint(a + b)\n');
    await page.getByRole('button', { name: '运行' }).click();
    await expect(output(page)).toHaveText('35\n', RUNTIME_LOAD);
    await expect(runStatus(page)).toContainText('运行结束');
    await keepScreenshot(page, 'practice-run-zh');

    await page.getByRole('button', { name: '提交评测' }).click();
    await expect(shown(page).getByRole('status')).toContainText('答案错误', JUDGED);
    await expect(shown(page)).toContainText('第 1 行不同');
    await expect(shown(page).locator('.shui-verdict__diff')).toContainText('期望 8');
    await expect(shown(page).locator('.shui-verdict__diff')).toContainText('实际 35');

    await setCode(page, 'a, b = map(int, input().split())\nprint(a + b)\n');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(output(page)).toHaveText('8\n', RUNTIME_LOAD);
    await page.getByRole('button', { name: '提交评测' }).click();
    await expect(shown(page).getByRole('status')).toContainText('通过', JUDGED);
    await expect(shown(page)).toContainText('通过 4 / 4 个测试点');
    await keepScreenshot(page, 'practice-verdict-zh');
    const history = page.getByRole('list', { name: '提交记录' });
    await expect(history.getByRole('listitem')).toHaveCount(2);

    // An endless loop is stopped at the run's time limit, and the next run gets a new interpreter.
    await setCode(page, 'while True:\n    pass\n');
    await page.getByRole('button', { name: '运行' }).click();
    await expect(runStatus(page)).toContainText('运行超过 5 秒，已停止', RUNTIME_LOAD);
    await setCode(page, 'print("again")\n');
    await page.getByRole('button', { name: '运行' }).click();
    await expect(output(page)).toHaveText('again\n', RUNTIME_LOAD);

    // What was typed survives a reload.
    await page.reload();
    await expect(editor(page)).toContainText('print("again")');
  });
});
