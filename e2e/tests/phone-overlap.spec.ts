import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../fixtures';
import { logIn, PHONE } from './helpers';

/**
 * At 390 px: the floating buttons (smart assistant, help, back to top) leave a run's output and the end
 * of a page uncovered, and a question's statement table keeps its column names whole (issue 27).
 * Seed facts (fixtures/seed/practice.json): 两数之和 (1) is a Python question with sample input "3 5";
 * 查询一个班的学生 (24) is an SQL question whose statement has a table of the columns to return.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
/** Pyodide in the suite's Chromium: up to a minute on a machine shared by suites (practice.spec.ts). */
const RUNTIME_LOAD = { timeout: 120_000 };

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The floating buttons a user can see, as drawn. */
const buttonBoxes = (page: Page): Promise<Box[]> =>
  page
    .locator('#shui-float-buttons')
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.flatMap((button) => {
        const r = button.getBoundingClientRect();
        if (r.width === 0 || getComputedStyle(button).visibility === 'hidden') return [];
        return [
          { name: button.getAttribute('aria-label') ?? '', x: r.x, y: r.y, width: r.width, height: r.height },
        ];
      }),
    );

/** Every piece of text on the screen outside the buttons, as drawn (a box per line of it). */
const textBoxes = (page: Page): Promise<Box[]> =>
  page.evaluate(() => {
    const boxes: Box[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (text === '' || !parent || parent.closest('#shui-float-buttons, [role="tooltip"]')) continue;
      if (getComputedStyle(parent).visibility === 'hidden') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width === 0 || r.bottom <= 0 || r.top >= innerHeight) continue;
        boxes.push({ name: text.slice(0, 30), x: r.x, y: r.y, width: r.width, height: r.height });
      }
    }
    return boxes;
  });

/** "button over thing" for each button that lies over one of `boxes`. */
const covered = async (page: Page, boxes: Box[]) =>
  (await buttonBoxes(page)).flatMap((button) =>
    boxes.filter((box) => intersects(button, box)).map((box) => `${button.name} over ${box.name}`),
  );

const boxOf = async (locator: Locator, name: string): Promise<Box> => ({
  name,
  ...(await locator.boundingBox())!,
});

test(
  'the floating buttons leave the output of a Run uncovered, and the end of the page',
  PHONE,
  async ({ page, context, fakeApi }) => {
    test.setTimeout(300_000);
    await logIn(context, fakeApi);
    await page.goto('/pythonPractice/1');
    await expect(page.getByRole('heading', { level: 1, name: '#1 两数之和' })).toBeVisible();
    await expect(page.getByRole('button', { name: '智能助手', exact: true })).toBeVisible();

    await page.getByRole('textbox', { name: '代码编辑器' }).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('a, b = map(int, input().split())\nprint(a + b)\n');
    await page.getByRole('button', { name: '运行' }).click();
    const output = page.getByTestId('run-output');
    await expect(output).toHaveText('8\n', RUNTIME_LOAD);
    // The Run brought its output into view (it is below the editor): all of it on the screen, no button on it.
    const runBox = page.getByRole('region', { name: '输出' });
    await expect(runBox).toBeInViewport({ ratio: 1 });
    await expect.poll(async () => covered(page, [await boxOf(runBox, 'the run output')])).toEqual([]);
    await expect.poll(async () => covered(page, await textBoxes(page))).toEqual([]);

    // The end of the page (its footer) scrolls clear of the buttons, back to top among them.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('button', { name: '返回顶部' })).toBeVisible();
    await expect.poll(async () => covered(page, await textBoxes(page))).toEqual([]);
  },
);

test(
  "an SQL question's statement table keeps its column names whole, scrolling sideways if need be",
  PHONE,
  async ({ page, context, fakeApi }) => {
    await logIn(context, fakeApi);
    await page.goto('/pythonPractice/24');
    const table = page.locator('.shui-practice .shui-rich-text table').first();
    await expect(table).toBeVisible();
    const names = table.locator('td code');
    await expect(names).toHaveText(['id', 'name', 'city']);
    // One line box each: no name broken inside ("nam" / "e").
    const lines = await names.evaluateAll((codes) => codes.map((code) => code.getClientRects().length));
    expect(lines).toEqual([1, 1, 1]);
    // Within the screen, or scrolling inside its own box: the page does not get wider.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  },
);
