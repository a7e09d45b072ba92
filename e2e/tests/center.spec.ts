import type { Page } from '@playwright/test';
import { currentUserSchema } from '@shui/contract';
import { expect, test, type FakeApi } from '../fixtures';
import { LOCAL_API } from '../portal';
import {
  KEEP_SCREENSHOTS,
  keepScreenshot,
  openLoggedIn,
  PHONE,
  startInLanguage,
  switchLanguage,
  text,
} from './helpers';

const STUDENT = { username: 'student', name: '李同学' }; // fixtures/seed/users.json

/** A 1 x 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const ENTRIES = [
  '个人信息',
  '我的课程',
  '我的报名',
  '我的会议',
  '我的收藏',
  '学习成果',
  '挑战题库',
  '考勤记录',
  '智能助教',
  '知识点',
];

const menu = (page: Page) => page.getByRole('navigation', { name: '个人中心菜单' });
const profile = (page: Page) => page.getByRole('region', { name: '基本资料' });

/** Answers of the worker's fake API, read directly (not through the page). */
async function apiCall(
  fakeApi: FakeApi,
  method: string,
  path: string,
  init: { token?: string; json?: unknown } = {},
) {
  const response = await fetch(fakeApi.url + path, {
    method,
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return {
    status: response.status,
    body: (await response.json()) as { respCode: unknown; respMsg?: string; data: unknown },
  };
}

/** Picks files through the page's own button, as a user does. */
async function chooseAvatar(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await profile(page).getByRole('button', { name: '更换头像' }).click();
  await (await chooser).setFiles(file);
}

test.describe('personal centre', () => {
  test("a visitor's /center goes to the login page; /home loads none of the centre's code, which comes with /center", async ({
    page,
    fakeApi,
  }) => {
    const scripts: Array<{ url: string; body: string }> = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
      }
    });
    // The centre's class names survive minification; its chunk is named after its route file.
    const centreCode = (script: { url: string; body: string }) =>
      /center-route/.test(script.url) || script.body.includes('shui-center__');
    await page.goto('/home');
    await expect(page.locator('#shui-banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(centreCode).map((s) => s.url)).toEqual([]);

    await page.goto('/center');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcenter$/);

    await openLoggedIn(page, fakeApi, '/center');
    await expect(menu(page)).toBeVisible();
    expect(scripts.some(centreCode)).toBe(true);
  });

  test('shows the ten menu entries in order, keeps the pick in the address across reload, back and forward', async ({
    page,
    fakeApi,
  }) => {
    await openLoggedIn(page, fakeApi, '/center');
    await expect(page).toHaveTitle('个人中心');
    await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
    await expect(menu(page).getByRole('link')).toHaveText(ENTRIES);
    await expect(menu(page).getByRole('link', { name: '个人信息' })).toHaveAttribute('aria-current', 'page');
    await expect(profile(page).getByText(STUDENT.name)).toBeVisible();

    await menu(page).getByRole('link', { name: '我的收藏' }).click();
    await expect(page).toHaveURL(/\/center\?menu=f$/);
    const favourites = page.getByRole('region', { name: '我的收藏' });
    await expect(favourites.getByRole('heading', { level: 2, name: '我的收藏' })).toBeVisible();
    await expect(favourites.getByRole('heading', { name: '收藏的课程与课时' })).toBeVisible();
    await expect(profile(page)).toHaveCount(0);

    await page.reload();
    await expect(menu(page).getByRole('link', { name: '我的收藏' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: '我的收藏' })).toBeVisible();

    // The keyboard picks entries like the mouse.
    await menu(page).getByRole('link', { name: '知识点' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/center\?menu=k$/);
    await expect(page.getByRole('heading', { level: 2, name: '知识点' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/center\?menu=f$/);
    await expect(page.getByRole('heading', { level: 2, name: '我的收藏' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 2, name: '知识点' })).toBeVisible();
  });

  test('a picture the server refuses says why; a PNG changes the avatar in the page, in the header and on the server', async ({
    page,
    fakeApi,
  }) => {
    const token = await openLoggedIn(page, fakeApi, '/center');
    await expect(profile(page).getByText(STUDENT.name)).toBeVisible();
    await expect(profile(page).getByText('支持 PNG、JPG、GIF、WebP、BMP 图片，不超过 5MB')).toBeVisible();
    // The seeded student has no avatar yet: no picture, only the placeholder icon.
    await expect(profile(page).getByRole('img', { name: `${STUDENT.name}的头像` })).toHaveCount(0);

    // A text file that claims to be a PNG passes the page's check; the server reads its bytes and refuses.
    const refused = page.waitForResponse((r) => r.url().endsWith('/resource/avatar'));
    await chooseAvatar(page, {
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    expect((await refused).status()).toBe(415);
    await expect(page.getByText('只能上传图片文件')).toBeVisible();
    const before = await apiCall(fakeApi, 'GET', '/sys/users/current', { token });
    expect(currentUserSchema.parse(before.body.data).headImgUrl).toBe('');

    await chooseAvatar(page, { name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('头像已更新')).toBeVisible();

    const current = await apiCall(fakeApi, 'GET', '/sys/users/current', { token });
    const { headImgUrl } = currentUserSchema.parse(current.body.data);
    expect(headImgUrl).toMatch(/^\/uploads\/avatar-[0-9a-f]+\.png$/);
    const src = `${LOCAL_API}${headImgUrl}`;

    const inPage = profile(page).getByRole('img', { name: `${STUDENT.name}的头像` });
    await expect(inPage).toHaveAttribute('src', src);
    const inHeader = page.getByRole('banner').getByRole('img', { name: '用户头像' });
    await expect(inHeader).toHaveAttribute('src', src);
    // Both pictures really loaded (the fake API serves the bytes).
    for (const image of [inPage, inHeader]) {
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    }

    // A new page load still shows it.
    await page.reload();
    await expect(profile(page).getByRole('img', { name: `${STUDENT.name}的头像` })).toHaveAttribute(
      'src',
      src,
    );
  });
});

test(
  'on a phone, in English: the menu is one row that scrolls sideways, and the page does not',
  PHONE,
  async ({ page, fakeApi }, testInfo) => {
    await startInLanguage(page.context(), 'en');
    await openLoggedIn(page, fakeApi, '/center?menu=k');
    await expect(page.getByRole('heading', { level: 1, name: 'Personal centre' })).toBeVisible();
    const phoneMenu = page.getByRole('navigation', { name: 'Personal centre menu' });
    const last = phoneMenu.getByRole('link', { name: 'Knowledge points' });
    await expect(last).toHaveAttribute('aria-current', 'page');
    // The current entry was scrolled into view; all entries share one row.
    await expect(last).toBeInViewport();
    const tops = await phoneMenu
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(tops).toHaveLength(10);
    expect(new Set(tops).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await phoneMenu.getByRole('link', { name: 'Personal info' }).tap();
    await expect(page.getByRole('region', { name: 'Profile' }).getByText(STUDENT.name)).toBeVisible();
    await page.getByRole('button', { name: 'Change password' }).tap();
    await expect(page.getByText('Please enter your current password')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, 'center-en-390', { fullPage: true, testInfo });
    if (KEEP_SCREENSHOTS) {
      await switchLanguage(page, 'zh');
      await page.getByRole('button', { name: text('zh', 'center', 'password.submit') }).click();
      await expect(page.getByText(text('zh', 'center', 'password.oldRequired'))).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await keepScreenshot(page, 'center-zh-390', { fullPage: true, testInfo });
    }
  },
);
