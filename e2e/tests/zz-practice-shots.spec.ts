import { expect, test } from '../fixtures';
import { logIn } from './helpers';

const shot = (name: string) => `artifacts/zz-${name}.png`;

test('shots', async ({ page, context, fakeApi }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(context, fakeApi);
  await page.goto('/question/calibrationField');
  await expect(page.getByRole('list', { name: '题集' })).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: shot('field'), fullPage: true });
  await page.goto('/question/questionSelect');
  await expect(page.locator('.shui-practice-list tbody tr').first()).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: shot('list'), fullPage: true });
  await page.goto('/question/questionDetail?questionId=4');
  await expect(page.getByRole('radiogroup')).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: shot('detail'), fullPage: true });
  await page.goto('/pythonPractice/24');
  await expect(page.getByRole('textbox', { name: '代码编辑器' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: '运行' }).click();
  await page.getByRole('tab', { name: '数据库' }).click();
  await page.locator('.shui-sql__tables').getByRole('button', { name: /students/ }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: shot('sql'), fullPage: true });
  await page.goto('/pythonPracticeTopSidebar?questionId=1');
  await expect(page.getByRole('list', { name: '本题集的题目' })).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: shot('topsidebar') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/question/questionSelect');
  await expect(page.locator('.shui-practice-list tbody tr').first()).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: shot('list-phone'), fullPage: true });
  await page.goto('/question/calibrationField');
  await expect(page.getByRole('list', { name: '题集' })).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: shot('field-phone') });
  await page.goto('/pythonPractice/1');
  await expect(page.getByRole('textbox', { name: '代码编辑器' })).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: shot('practice-phone-top') });
});
