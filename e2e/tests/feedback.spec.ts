import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectFitsPhone } from './dialogs';
import { keepScreenshot, PHONE, seriousViolations, text, useLanguage } from './helpers';

/**
 * The feedback dialog in the browser: loaded only when opened, its width, axe, the keyboard, and one
 * feedback sent through the real upload to the fake API; the phone's screen. The form's rules (every
 * required field, a blank title, the contact e-mail, the five categories and their sub-types, the
 * screenshot's 5 MB / image / 1 file limits, the loading state, values kept on a failure, an empty form
 * after a success) are proved in jsdom: feedback-dialog.test.tsx, screenshot-rules.test.ts, feedtype.test.ts.
 */

/** A real 1x1 PNG (the fake API checks an upload's first bytes). */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name = 'screenshot.png') => ({ name, mimeType: 'image/png', buffer: PNG_BYTES });

/** Opens the dialog the way everyone can: the footer's "问题反馈" (on the page already open). */
async function openFromFooter(page: Page, label = '问题反馈', title = '问题反馈'): Promise<Locator> {
  await page.getByRole('contentinfo').getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

// antd spaces out two-character labels ("提 交"); a loading button's name starts with its icon's.
const submitButton = (dialog: Locator) => dialog.getByRole('button', { name: /提\s?交$/ });
/** A message under a field (antd writes them as plain text next to the invalid field). */
const fieldError = (dialog: Locator, message: string) => dialog.getByText(message, { exact: true });

test('a visitor opens the feedback dialog: loaded on demand, 694 px wide, checked by axe, used by keyboard, then sent', async ({
  page,
  fakeApi,
}, testInfo) => {
  const dialog = page.getByRole('dialog', { name: '问题反馈' });

  await test.step('/home loads none of the feedback dialog until it is opened', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/home');
    await expect(page.getByRole('contentinfo').getByRole('button', { name: '问题反馈' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Our chunks are named after their modules (feedback-dialog-*.js, assistant-panel-*.js, feedback-*.json's).
    expect(scripts.filter((url) => /feedback|assistant/i.test(url))).toEqual([]);
    await openFromFooter(page);
    expect(scripts.some((url) => /feedback-dialog/.test(url))).toBe(true);
  });

  await test.step('is 694 px wide', async () => {
    // Measured once the opening zoom has finished.
    const modal = page.locator('.ant-modal.shui-feedback');
    await expect.poll(async () => Math.round((await modal.boundingBox())?.width ?? 0)).toBe(694);
  });

  await test.step('sent empty, it names every missing field, with no serious or critical accessibility violations', async () => {
    await submitButton(dialog).click();
    for (const message of [
      '请选择问题类型',
      '请输入标题',
      '请输入详细描述',
      '请提交截图',
      '请输入联系邮箱',
    ]) {
      await expect(fieldError(dialog, message)).toBeVisible();
    }
    await keepScreenshot(page, 'feedback-dialog-zh-1440', { testInfo });
    // Not over the submit button: axe would judge its hover colour, which is the theme's, not the dialog's.
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page, '.shui-feedback')).toEqual([]);
  });

  await test.step('is usable with the keyboard and closes with Escape, keeping what was typed', async () => {
    await dialog.getByRole('radio', { name: '课堂' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('radio', { name: '课堂' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: '视频播放' })).toBeVisible();
    await dialog.getByLabel('标题').fill('视频卡顿');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await openFromFooter(page);
    await expect(dialog.getByLabel('标题')).toHaveValue('视频卡顿');
    await expect(dialog.getByRole('radio', { name: '课堂' })).toBeChecked();
  });

  await test.step('sends the feedback with its screenshot uploaded to the server, confirms and closes', async () => {
    await dialog.getByRole('checkbox', { name: '视频播放' }).check();
    await dialog.getByLabel('详细描述').fill('播放到一半就停了，刷新也没用。');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: '上传截图' }).click();
    await (await chooser).setFiles(png());
    await expect(dialog.getByRole('img', { name: '已上传的截图预览' })).toBeVisible();
    await dialog.getByLabel('联系邮箱').fill('student@example.com');
    await submitButton(dialog).click();
    await expect(page.getByText('反馈已收到，请等待邮件回复')).toBeVisible();
    await expect(dialog).toBeHidden();

    const { feedback, uploads } = await fakeApi.state();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ kind: 'feedback', mime: 'image/png', size: PNG_BYTES.length });
    expect(feedback).toHaveLength(1);
    expect(feedback[0]).toMatchObject({
      feedtype: '课堂,视频播放',
      title: '视频卡顿',
      content: '播放到一半就停了，刷新也没用。',
      filepath: `/uploads/${uploads[0]!.name}`,
      contact: 'student@example.com',
    });
  });
});

test('on a phone, in English, the dialog fits the screen', PHONE, async ({ page }, testInfo) => {
  await useLanguage(page, 'en');
  await page.goto('/channel');
  const dialog = await openFromFooter(
    page,
    text('en', 'common', 'sidebar.feedback'),
    text('en', 'feedback', 'title'),
  );
  await dialog.getByRole('radio', { name: text('en', 'feedback', 'category.account') }).check();
  await dialog.getByLabel(text('en', 'feedback', 'screenshot.label'), { exact: true }).setInputFiles(png());
  await expect(
    dialog.getByRole('img', { name: text('en', 'feedback', 'screenshot.previewAlt') }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: text('en', 'feedback', 'submit') }).click();
  await expect(fieldError(dialog, text('en', 'feedback', 'contact.required'))).toBeVisible();
  // The dialog is all on the 390 px screen.
  await expectFitsPhone(page, page.locator('.ant-modal.shui-feedback'));
  await keepScreenshot(page, 'feedback-dialog-en-390x844', { testInfo });
});
