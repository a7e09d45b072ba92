import type { Page } from '@playwright/test';
import { environments } from '@shui/contract';
import { expect, test } from '../fixtures';
import { expectFitsPhone } from './dialogs';
import { keepScreenshot, openLoggedIn, PHONE, seriousViolations, text, useLanguage } from './helpers';

/**
 * The smart assistant's panel in the browser: a chat whose newest message stays in view, axe, the
 * assistant site opened in a new tab with a ticket the site accepts, the panel and the help menu open
 * one at a time and closing on a route change, and the phone's screen. The panel's own rules (the exam
 * period, a question kept when it got no answer, the CS101 course assistant and its course id in the
 * site's address) are proved in jsdom (assistant-panel.test.tsx), the logged-out message in
 * portal-sidebar.test.tsx; the error catalogue applies the exam-period and logged-out scenarios here.
 */

const assistantButton = (page: Page) => page.getByRole('button', { name: '智能助手', exact: true });
const panel = (page: Page, name = '智能助手') => page.getByRole('dialog', { name });
const questionBox = (page: Page) => page.getByRole('textbox', { name: '输入问题' });

test('a student chats with the assistant, opens its site with a ticket, and the panel gives way to the help menu', async ({
  page,
  fakeApi,
}, testInfo) => {
  await openLoggedIn(page, fakeApi);
  const log = panel(page).getByRole('log', { name: '对话记录' });

  await test.step('a chat exchange: Enter sends, the answer comes from the Q&A call, the newest stays in view', async () => {
    await assistantButton(page).click();
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
    await keepScreenshot(page, 'assistant-panel-zh-1440', { testInfo });

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

  await test.step('the panel has no serious or critical accessibility violations', async () => {
    expect(await seriousViolations(page, '.shui-assistant')).toEqual([]);
  });

  await test.step('it opens the assistant site in a new tab with a fresh ticket', async () => {
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

  await test.step('the assistant panel and the help menu are exclusive, and both close on a route change', async () => {
    const help = page.getByRole('button', { name: '帮助', exact: true });
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
});

test(
  'on a phone, in English, the panel fits the screen and chats',
  PHONE,
  async ({ page, fakeApi }, testInfo) => {
    await useLanguage(page, 'en');
    await openLoggedIn(page, fakeApi);
    await page.getByRole('button', { name: text('en', 'common', 'sidebar.assistant'), exact: true }).click();
    const box = page.getByRole('textbox', { name: text('en', 'assistant', 'input') });
    await box.fill('How do I hand in homework?');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('log').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('log').getByRole('listitem').last()).toBeInViewport();
    // The panel is all on the 390 px screen.
    await expectFitsPhone(page, page.locator('.shui-assistant'));
    await keepScreenshot(page, 'assistant-panel-en-390x844', { testInfo });
  },
);
