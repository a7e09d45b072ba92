import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { ui } from '@shui/contract';
import { expect, test } from '../fixtures';
import { keepScreenshot, text } from './helpers';

/** A real 1x1 PNG (the fake API checks an upload's first bytes). */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name = 'screenshot.png') => ({ name, mimeType: 'image/png', buffer: PNG_BYTES });
/** 6 MB whose first bytes are a PNG's, so only its size is wrong. */
const sixMegabytes = () => {
  const buffer = Buffer.alloc(6 * 1024 * 1024);
  PNG_BYTES.copy(buffer);
  return { name: 'huge.png', mimeType: 'image/png', buffer };
};

const desktop = { viewport: { width: 1440, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** Opens the dialog the way everyone can: the footer's "问题反馈". */
async function openFromFooter(page: Page, label = '问题反馈', title = '问题反馈'): Promise<Locator> {
  await page.goto('/channel');
  await page.getByRole('contentinfo').getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

// antd spaces out two-character labels ("提 交"); a loading button's name starts with its icon's.
const submitButton = (dialog: Locator) => dialog.getByRole('button', { name: /提\s?交$/ });
/** A message under a field (antd writes them as plain text next to the invalid field). */
const fieldError = (dialog: Locator, message: string) => dialog.getByText(message, { exact: true });

test.describe('feedback dialog', () => {
  test.use(desktop);

  test('is 694 px wide and names every missing field when sent empty', async ({ page }) => {
    const dialog = await openFromFooter(page);
    // Measured once the opening zoom has finished.
    const modal = page.locator('.ant-modal.shui-feedback');
    await expect
      .poll(async () => Math.round((await modal.boundingBox())?.width ?? 0))
      .toBe(ui.feedbackDialogWidthPx);

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
    // Only blanks do not count as a title.
    await dialog.getByLabel('标题').fill('   ');
    await submitButton(dialog).click();
    await expect(fieldError(dialog, '请输入标题')).toBeVisible();
  });

  test('refuses an invalid contact e-mail', async ({ page }) => {
    const dialog = await openFromFooter(page);
    await dialog.getByLabel('联系邮箱').fill('student@');
    await submitButton(dialog).click();
    await expect(fieldError(dialog, '请输入正确的邮箱地址')).toBeVisible();
    await dialog.getByLabel('联系邮箱').fill('student@example.com');
    await expect(fieldError(dialog, '请输入正确的邮箱地址')).toHaveCount(0);
  });

  test('refuses a 6 MB image, a file that is not an image and a second image', async ({ page, fakeApi }) => {
    const dialog = await openFromFooter(page);
    const picker = dialog.getByLabel('截图', { exact: true });

    await picker.setInputFiles(sixMegabytes());
    await expect(fieldError(dialog, '上传图片不能超过5MB')).toBeVisible();
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(fieldError(dialog, '只能上传图片文件')).toBeVisible();
    await picker.setInputFiles([png('a.png'), png('b.png')]);
    await expect(fieldError(dialog, '只能上传1张图片')).toBeVisible();
    expect((await fakeApi.state()).uploads).toHaveLength(0);

    await picker.setInputFiles(png());
    await expect(dialog.getByRole('img', { name: '已上传的截图预览' })).toBeVisible();
    for (const message of ['上传图片不能超过5MB', '只能上传图片文件', '只能上传1张图片']) {
      await expect(fieldError(dialog, message)).toHaveCount(0);
    }
    await picker.setInputFiles(png('second.png'));
    await expect(fieldError(dialog, '只能上传1张图片')).toBeVisible();
    await expect(dialog.getByRole('img', { name: '已上传的截图预览' })).toHaveCount(1);
    expect((await fakeApi.state()).uploads).toHaveLength(1);

    // Removing the screenshot makes room for another one.
    await dialog.getByRole('button', { name: '删除截图' }).click();
    await expect(dialog.getByRole('img', { name: '已上传的截图预览' })).toHaveCount(0);
    await submitButton(dialog).click();
    await expect(fieldError(dialog, '请提交截图')).toBeVisible();
  });

  test('sends the feedback with its uploaded screenshot, confirms and closes', async ({ page, fakeApi }) => {
    const dialog = await openFromFooter(page);
    await dialog.getByRole('radio', { name: '登录/注册' }).check();
    await dialog.getByRole('checkbox', { name: '忘记密码' }).check();
    await dialog.getByRole('checkbox', { name: '登录问题' }).check();
    await dialog.getByLabel('标题').fill('收不到验证码');
    await dialog.getByLabel('详细描述').fill('找回密码时点了发送验证码，一直没有收到邮件。');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: '上传截图' }).click();
    await (await chooser).setFiles(png());
    await expect(dialog.getByRole('img', { name: '已上传的截图预览' })).toBeVisible();
    await dialog.getByLabel('联系邮箱').fill('student@example.com');

    // Slow the answer down to see the loading state.
    await fakeApi.addFault({ path: '/portal/feedback', delayMs: 600 });
    await submitButton(dialog).click();
    await expect(submitButton(dialog)).toHaveClass(/ant-btn-loading/);
    await expect(page.getByText('反馈已收到，请等待邮件回复')).toBeVisible();
    await expect(dialog).toBeHidden();

    const { feedback, uploads } = await fakeApi.state();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ kind: 'feedback', mime: 'image/png', size: PNG_BYTES.length });
    expect(feedback).toHaveLength(1);
    expect(feedback[0]).toMatchObject({
      feedtype: '登录/注册,登录问题,忘记密码',
      title: '收不到验证码',
      content: '找回密码时点了发送验证码，一直没有收到邮件。',
      filepath: `/uploads/${uploads[0]!.name}`,
      contact: 'student@example.com',
    });

    // Opened again, it starts empty.
    await page.getByRole('contentinfo').getByRole('button', { name: '问题反馈' }).click();
    await expect(dialog.getByLabel('标题')).toHaveValue('');
    await expect(dialog.getByRole('img', { name: '已上传的截图预览' })).toHaveCount(0);
  });

  test('keeps everything typed when the server refuses, and can then send it', async ({ page, fakeApi }) => {
    const dialog = await openFromFooter(page);
    await dialog.getByRole('radio', { name: '其他问题或建议' }).check();
    await expect(dialog.getByRole('checkbox')).toHaveCount(0);
    await dialog.getByLabel('标题').fill('希望增加夜间模式');
    await dialog.getByLabel('详细描述').fill('晚上看课时页面太亮。');
    await dialog.getByLabel('截图', { exact: true }).setInputFiles(png());
    await expect(dialog.getByRole('img', { name: '已上传的截图预览' })).toBeVisible();
    await dialog.getByLabel('联系邮箱').fill('student@example.com');

    await fakeApi.addFault({
      path: '/portal/feedback',
      status: 500,
      respMsg: '服务器繁忙，请稍后再试',
      times: 1,
    });
    await submitButton(dialog).click();
    await expect(page.getByText('服务器繁忙，请稍后再试')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('标题')).toHaveValue('希望增加夜间模式');
    await expect(dialog.getByLabel('联系邮箱')).toHaveValue('student@example.com');

    await submitButton(dialog).click();
    await expect(page.getByText('反馈已收到，请等待邮件回复')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect((await fakeApi.state()).feedback[0]?.feedtype).toBe('其他问题或建议');
  });

  test('is usable with the keyboard and closes with Escape, keeping what was typed', async ({ page }) => {
    const dialog = await openFromFooter(page);
    await dialog.getByRole('radio', { name: '课堂' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('radio', { name: '课堂' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: '视频播放' })).toBeVisible();
    await dialog.getByLabel('标题').fill('视频卡顿');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: '问题反馈' }).click();
    await expect(dialog.getByLabel('标题')).toHaveValue('视频卡顿');
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    const dialog = await openFromFooter(page);
    await submitButton(dialog).click();
    await expect(fieldError(dialog, '请提交截图')).toBeVisible();
    // Not over the submit button: axe would judge its hover colour, which is the theme's, not the dialog's.
    await page.mouse.move(0, 0);
    const results = await new AxeBuilder({ page }).include('.shui-feedback').analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
    expect(serious).toEqual([]);
  });
});

test('a visitor’s /home loads none of the feedback dialog until it is opened', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/home');
  await expect(page.getByRole('contentinfo').getByRole('button', { name: '问题反馈' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Our chunks are named after their modules (feedback-dialog-*.js, assistant-panel-*.js, feedback-*.json's).
  expect(scripts.filter((url) => /feedback|assistant/i.test(url))).toEqual([]);
  await page.getByRole('contentinfo').getByRole('button', { name: '问题反馈' }).click();
  await expect(page.getByRole('dialog', { name: '问题反馈' })).toBeVisible();
  expect(scripts.some((url) => /feedback-dialog/.test(url))).toBe(true);
});

test.describe('feedback dialog screenshots', () => {
  for (const [size, use] of [
    ['1440', desktop],
    ['390x844', phone],
  ] as const) {
    for (const locale of ['zh', 'en'] as const) {
      test(`${locale} at ${size}`, async ({ page }) => {
        await page.setViewportSize(use.viewport);
        await page.addInitScript((lng) => localStorage.setItem('shui-lang', lng), locale);
        const label = text(locale, 'common', 'sidebar.feedback');
        const dialog = await openFromFooter(page, label, text(locale, 'feedback', 'title'));
        await dialog.getByRole('radio', { name: text(locale, 'feedback', 'category.account') }).check();
        await dialog
          .getByLabel(text(locale, 'feedback', 'screenshot.label'), { exact: true })
          .setInputFiles(png());
        await expect(
          dialog.getByRole('img', { name: text(locale, 'feedback', 'screenshot.previewAlt') }),
        ).toBeVisible();
        // antd spaces out a two-character Chinese label.
        const submit = [...text(locale, 'feedback', 'submit')].join('\\s?');
        await dialog.getByRole('button', { name: new RegExp(`^${submit}$`) }).click();
        await expect(fieldError(dialog, text(locale, 'feedback', 'contact.required'))).toBeVisible();
        await keepScreenshot(page, `feedback-dialog-${locale}-${size}`);
      });
    }
  }
});
