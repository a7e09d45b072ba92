import type { Page } from '@playwright/test';
import { CS101_COURSE_ID, environments, type Locale } from '@shui/contract';
import { expect, test } from '../fixtures';
import {
  desktop,
  keepScreenshot,
  openLoggedIn,
  phone,
  seriousViolations,
  text,
  useLanguage,
} from './helpers';

const assistantButton = (page: Page) => page.getByRole('button', { name: '智能助手', exact: true });
const panel = (page: Page, name = '智能助手') => page.getByRole('dialog', { name });
const questionBox = (page: Page) => page.getByRole('textbox', { name: '输入问题' });

test.use(desktop);

test('logged out, the assistant asks to log in first and opens no panel', async ({ page }) => {
  await page.goto('/home');
  await assistantButton(page).click();
  await expect(page.getByText('请先登录', { exact: true })).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
});

test('during an exam period, the panel says the assistant is paused', async ({ page, fakeApi }) => {
  await fakeApi.settings({ examPeriod: true });
  await openLoggedIn(page, fakeApi);
  await assistantButton(page).click();
  await expect(panel(page).getByRole('alert')).toHaveText('考试期间智能助手暂停使用');
  await expect(questionBox(page)).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: /新窗口打开/ })).toHaveCount(0);
});

test('available, it opens the assistant site in a new tab with a fresh ticket', async ({ page, fakeApi }) => {
  await openLoggedIn(page, fakeApi);
  await assistantButton(page).click();
  const tabOpened = page.waitForEvent('popup');
  await panel(page).getByRole('button', { name: '新窗口打开' }).click();
  const tab = await tabOpened;
  await tab.waitForURL(/ticket=/);
  const address = new URL(tab.url());
  // 127.0.0.1 contains neither "test" nor "localhost": the production address of the environment.
  expect(`${address.origin}${address.pathname}`).toBe(environments.local.assistant);
  expect(address.searchParams.get('ticket')).toMatch(/\S+/);
  expect(address.searchParams.has('courseId')).toBe(false);
  // The fake API's stand-in of the assistant site checks the ticket, as the real one would.
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('智能助手');
  await expect(tab.getByRole('status')).toHaveText('已收到票据，票据有效。Ticket received and valid.');
  await expect(tab.getByText('李同学（student）')).toBeVisible();
  // One ticket asked for (the browser's CORS preflight, if any, is an OPTIONS).
  const calls = (await fakeApi.journal('/user/oauth/tickets')).filter((call) => call.method !== 'OPTIONS');
  expect(calls).toEqual([expect.objectContaining({ method: 'POST', status: 200 })]);
  await tab.close();
});

test('a chat exchange: Enter sends, the answer comes from the Q&A call, the newest stays in view', async ({
  page,
  fakeApi,
}) => {
  await openLoggedIn(page, fakeApi);
  await assistantButton(page).click();
  const log = panel(page).getByRole('log', { name: '对话记录' });
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(log.getByRole('listitem').first()).toContainText('水杉智能助手');
  await expect(questionBox(page)).toBeFocused();

  await fakeApi.addFault({ path: '/portal/assistant/qa', delayMs: 500, times: 1 });
  await page.keyboard.type('什么是递归？');
  await page.keyboard.press('Enter');
  await expect(panel(page).getByText('正在思考…')).toBeVisible();
  await expect(questionBox(page)).toHaveValue('');
  const question = log.getByRole('listitem').nth(1);
  await expect(question).toContainText('李同学');
  await expect(question).toContainText('什么是递归？');
  await expect(question.locator('time')).toHaveText(/^\d{2}:\d{2}$/);
  await expect(log.getByRole('listitem').nth(2)).toContainText('水杉智能助手：关于「什么是递归？」');

  // Shift+Enter is a new line, not a send.
  await questionBox(page).fill('第一行');
  await page.keyboard.press('Shift+Enter');
  await expect(log.getByRole('listitem')).toHaveCount(3);
  await page.keyboard.type('第二行');
  await expect(questionBox(page)).toHaveValue('第一行\n第二行');
  await page.keyboard.press('Enter');
  await expect(log.getByRole('listitem')).toHaveCount(5);

  for (let i = 1; i <= 4; i += 1) {
    await questionBox(page).fill(`问题 ${i}`);
    await page.keyboard.press('Enter');
    await expect(log.getByRole('listitem')).toHaveCount(5 + 2 * i);
  }
  await expect(log.getByRole('listitem').last()).toContainText('关于「问题 4」');
  await expect(log.getByRole('listitem').last()).toBeInViewport();
  await expect(log.getByRole('listitem').first()).not.toBeInViewport();
});

test('a question the exam period stops stays, and the panel says why', async ({ page, fakeApi }) => {
  await openLoggedIn(page, fakeApi);
  await assistantButton(page).click();
  await expect(questionBox(page)).toBeVisible();
  await fakeApi.settings({ examPeriod: true });
  await questionBox(page).fill('考试题怎么做');
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('alert')).toHaveText('考试期间智能助手暂停使用');
  await fakeApi.settings({ examPeriod: false });
  // Opened again, it checks again, and the question is still there to send again.
  await assistantButton(page).click();
  await assistantButton(page).click();
  await expect(panel(page).getByText('考试题怎么做')).toBeVisible();
  await expect(panel(page).getByText('这条消息未能得到回答。')).toBeVisible();
  await panel(page).getByRole('button', { name: '重新发送' }).click();
  await expect(panel(page).getByText(/关于「考试题怎么做」/)).toBeVisible();
});

test('on /cs101 the panel is the CS101 course assistant', async ({ page, fakeApi }) => {
  await openLoggedIn(page, fakeApi, '/cs101');
  await assistantButton(page).click();
  const course = panel(page, 'CS101 课程助教');
  await expect(course).toBeVisible();
  await questionBox(page).fill('第一次作业');
  await page.keyboard.press('Enter');
  await expect(course.getByText(/^CS101 课程助教：关于「第一次作业」/)).toBeVisible();

  const tabOpened = page.waitForEvent('popup');
  await course.getByRole('button', { name: '新窗口打开' }).click();
  const tab = await tabOpened;
  await tab.waitForURL(/ticket=/);
  expect(new URL(tab.url()).searchParams.get('courseId')).toBe(String(CS101_COURSE_ID));
  await expect(tab.getByRole('status')).toHaveText('已收到票据，票据有效。Ticket received and valid.');
  await tab.close();
});

test('the assistant panel and the help menu are exclusive, and both close on a route change', async ({
  page,
  fakeApi,
}) => {
  await openLoggedIn(page, fakeApi);
  const help = page.getByRole('button', { name: '帮助', exact: true });

  await assistantButton(page).click();
  await expect(panel(page)).toBeVisible();
  await help.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(panel(page)).toBeHidden();
  await expect(assistantButton(page)).toHaveAttribute('aria-pressed', 'false');

  await assistantButton(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(help).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '频道' }).click();
  await expect(page).toHaveURL(/\/channel$/);
  await expect(panel(page)).toBeHidden();
  await expect(assistantButton(page)).toHaveAttribute('aria-pressed', 'false');

  await help.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('menu')).toBeHidden();

  // Escape closes the panel from the keyboard.
  await assistantButton(page).click();
  await expect(questionBox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
});

test('the assistant panel has no serious or critical accessibility violations', async ({ page, fakeApi }) => {
  await openLoggedIn(page, fakeApi);
  await assistantButton(page).click();
  await questionBox(page).fill('你好');
  await page.keyboard.press('Enter');
  await expect(panel(page).getByText(/关于「你好」/)).toBeVisible();
  expect(await seriousViolations(page, '.shui-assistant')).toEqual([]);
});

test.describe('assistant panel screenshots', () => {
  for (const [size, use] of [
    ['1440', desktop],
    ['390x844', phone],
  ] as const) {
    for (const locale of ['zh', 'en'] as Locale[]) {
      test(`${locale} at ${size}`, async ({ page, fakeApi }) => {
        await page.setViewportSize(use.viewport);
        await useLanguage(page, locale);
        await openLoggedIn(page, fakeApi);
        await page
          .getByRole('button', { name: text(locale, 'common', 'sidebar.assistant'), exact: true })
          .click();
        const box = page.getByRole('textbox', { name: text(locale, 'assistant', 'input') });
        await box.fill(locale === 'zh' ? '怎么提交作业？' : 'How do I hand in homework?');
        await page.keyboard.press('Enter');
        await expect(page.getByRole('log').getByRole('listitem')).toHaveCount(3);
        await keepScreenshot(page, `assistant-panel-${locale}-${size}`);
      });
    }
  }
});
