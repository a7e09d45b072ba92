import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { loginDialog, openLoginDialog, openRegisterTip } from './dialogs';
import { openLoggedIn, phone, PHONE } from './helpers';

/** The same phone with its on-screen keyboard up: the page gets the upper part of the screen. */
const KEYBOARD_UP = { width: 390, height: 500 };

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The sidebar's buttons a user can see and press (a hidden one is not in the accessibility tree). */
const sidebarButtons = (page: Page) => page.locator('#shui-float-buttons').getByRole('button');

/** What a user types into or ticks, as drawn: antd's field boxes and the inputs themselves. */
const FIELDS =
  'input, textarea, .ant-input-affix-wrapper, .ant-input-group-wrapper, .ant-select, .ant-picker';

const boxesOf = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(element).visibility === 'hidden')
        return [];
      const name = element.getAttribute('aria-label') ?? element.id ?? element.className;
      return [{ name: String(name), x: rect.x, y: rect.y, width: rect.width, height: rect.height }];
    }),
  );

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Pairs "button over field" on screen now. */
async function coveredFields(page: Page): Promise<string[]> {
  const buttons: Box[] = await boxesOf(sidebarButtons(page));
  const fields: Box[] = await boxesOf(page.locator(FIELDS));
  return buttons.flatMap((button) =>
    fields.filter((field) => intersects(button, field)).map((field) => `${button.name} over ${field.name}`),
  );
}

/** No sidebar button lies over a field (once the page has settled after the last change). */
async function expectNoFieldCovered(page: Page, where: string) {
  await expect.poll(() => coveredFields(page), { message: where }).toEqual([]);
}

/** The sidebar is there to use. */
async function expectSidebarUsable(page: Page) {
  await expect(page.getByRole('button', { name: '智能助手', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '帮助', exact: true })).toBeVisible();
}

test(
  'on a phone the sidebar covers no field of the login and register dialogs, keyboard up or down',
  PHONE,
  async ({ page }) => {
    await page.goto('/home');
    await expectSidebarUsable(page);

    const login = await openLoginDialog(page);
    await expectNoFieldCovered(page, 'login dialog');
    await login.getByLabel('用户名').focus();
    await page.setViewportSize(KEYBOARD_UP);
    await expectNoFieldCovered(page, 'login dialog, keyboard up');
    await page.setViewportSize(phone.viewport);
    await login.getByRole('button', { name: /关闭|close/i }).click();
    await expect(loginDialog(page)).toBeHidden();
    await expectSidebarUsable(page);

    const tip = await openRegisterTip(page);
    await tip.getByRole('button', { name: '继续注册' }).click();
    const register = page.getByRole('dialog').filter({ has: page.getByLabel('手机号', { exact: true }) });
    await expect(register).toBeVisible();
    await expectNoFieldCovered(page, 'register dialog');
    await register.getByLabel('手机号', { exact: true }).focus();
    await page.setViewportSize(KEYBOARD_UP);
    await expectNoFieldCovered(page, 'register dialog, keyboard up');
    for (const field of await register.locator('input:not([type="checkbox"])').all()) {
      await field.focus();
      await expectNoFieldCovered(page, `register dialog, keyboard up, in ${await field.getAttribute('id')}`);
    }
  },
);

test(
  'on a phone the sidebar covers no field of a page form wherever it is scrolled, and is back after it',
  PHONE,
  async ({ page, fakeApi }) => {
    await openLoggedIn(page, fakeApi, '/center');
    const form = page
      .getByRole('main')
      .locator('form')
      .filter({ has: page.locator('input') })
      .last();
    await expect(form).toBeVisible();
    const group = page.locator('#shui-float-buttons');
    await expect(group).toBeAttached();
    await expectNoFieldCovered(page, 'page form, at the top');

    // Each field in turn scrolled to where the sidebar floats.
    for (const field of await form.locator('.ant-input-affix-wrapper, input').all()) {
      const box = await group.boundingBox();
      if (!box) throw new Error('the sidebar has no box');
      await field.evaluate(
        (element, y) => {
          const rect = element.getBoundingClientRect();
          window.scrollBy(0, rect.top + rect.height / 2 - y);
        },
        box.y + box.height / 2,
      );
      await expectNoFieldCovered(page, `page form, ${await field.getAttribute('id')} under the sidebar`);
    }

    // Past the form, the sidebar is there again.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectSidebarUsable(page);
    await expectNoFieldCovered(page, 'page end');
  },
);
