import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { currentUserSchema, loginResultSchema, type Locale } from '@shui/contract';
import { expect, test, type FakeApi } from '../fixtures';
import { LOCAL_API } from '../portal';
import { desktop, keepScreenshot, openLoggedIn, phone, text, useLanguage } from './helpers';

const STUDENT = { username: 'student', name: '李同学', password: 'Shui@2025' }; // fixtures/seed/users.json
const NEW_PASSWORD = 'Centre#2026';

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
const passwordForm = (page: Page) => page.getByRole('region', { name: '修改密码' });
const field = (page: Page, label: string) => passwordForm(page).getByLabel(label, { exact: true });

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
  test.use(desktop);

  test('logged out, /center goes to the login page with the centre as redirect', async ({ page }) => {
    await page.goto('/center');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcenter$/);
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

    await page.goto('/center/index?menu=h');
    await expect(page.getByRole('heading', { level: 2, name: '考勤记录' })).toBeVisible();
    await menu(page).getByRole('link', { name: '个人信息' }).click();
    await expect(page).toHaveURL(/\/center\/index\?menu=a$/);
    await expect(profile(page).getByText(STUDENT.name)).toBeVisible();
  });

  test('uploading a PNG changes the avatar in the page, in the header and on the server', async ({
    page,
    fakeApi,
  }) => {
    const token = await openLoggedIn(page, fakeApi, '/center');
    await expect(profile(page).getByText(STUDENT.name)).toBeVisible();
    // The seeded student has no avatar yet: no picture, only the placeholder icon.
    await expect(profile(page).getByRole('img', { name: `${STUDENT.name}的头像` })).toHaveCount(0);

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

  test('refuses a non-image and an oversize file with a clear message, before and at the server', async ({
    page,
    fakeApi,
  }) => {
    const token = await openLoggedIn(page, fakeApi, '/center');
    await expect(profile(page).getByText(STUDENT.name)).toBeVisible();
    await expect(profile(page).getByText('支持 PNG、JPG、GIF、WebP、BMP 图片，不超过 5MB')).toBeVisible();

    await chooseAvatar(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(profile(page).getByRole('alert')).toHaveText('只能上传图片文件');

    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);
    await chooseAvatar(page, { name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(profile(page).getByRole('alert')).toHaveText('上传图片不能超过5MB');

    // A text file that claims to be a PNG passes the page's check; the server reads its bytes and refuses.
    const upload = page.waitForResponse((r) => r.url().endsWith('/resource/avatar'));
    await chooseAvatar(page, {
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    expect((await upload).status()).toBe(415);
    await expect(page.getByText('只能上传图片文件')).toBeVisible();

    const current = await apiCall(fakeApi, 'GET', '/sys/users/current', { token });
    expect(currentUserSchema.parse(current.body.data).headImgUrl).toBe('');
  });

  test('change password: every rule, a wrong old password, then success', async ({ page, fakeApi }) => {
    await openLoggedIn(page, fakeApi, '/center');
    const submit = passwordForm(page).getByRole('button', { name: '确认修改' });
    await expect(
      passwordForm(page).getByText('8-20位字符，至少包含数字、字母、特殊符号中的两种'),
    ).toBeVisible();

    await submit.click();
    await expect(passwordForm(page).getByText('请输入原密码')).toBeVisible();
    await expect(passwordForm(page).getByText('请填写密码')).toBeVisible();
    await expect(passwordForm(page).getByText('请输入新密码')).toBeVisible();

    await field(page, '原密码').fill(STUDENT.password);
    for (const bad of [
      'Ab1',
      'onlyletters',
      '1234567890',
      '!@#$%^&*',
      'with space1',
      '中文密码abc123',
      'Abc123456789012345678',
    ]) {
      // A good value in between, so each message is the answer to its own value.
      await field(page, '新密码').fill(NEW_PASSWORD);
      await expect(passwordForm(page).getByText('请确认密码格式')).toHaveCount(0);
      await field(page, '新密码').fill(bad);
      await expect(passwordForm(page).getByText('请确认密码格式'), bad).toBeVisible();
    }
    await field(page, '新密码').fill(NEW_PASSWORD);
    await expect(passwordForm(page).getByText('请确认密码格式')).toHaveCount(0);
    await field(page, '确认新密码').fill(`${NEW_PASSWORD}x`);
    await expect(passwordForm(page).getByText('两次输入密码不一致!')).toBeVisible();
    await field(page, '确认新密码').fill(NEW_PASSWORD);
    await expect(passwordForm(page).getByText('两次输入密码不一致!')).toHaveCount(0);

    // A wrong old password: the server's message, and nothing typed is lost.
    await field(page, '原密码').fill('Wrong#2026');
    await submit.click();
    await expect(page.getByText('原密码错误')).toBeVisible();
    await expect(field(page, '原密码')).toHaveValue('Wrong#2026');
    await expect(field(page, '新密码')).toHaveValue(NEW_PASSWORD);
    await expect(field(page, '确认新密码')).toHaveValue(NEW_PASSWORD);

    await field(page, '原密码').fill(STUDENT.password);
    await submit.click();
    await expect(page.getByText('密码修改成功')).toBeVisible();
    await expect(field(page, '原密码')).toHaveValue('');
    await expect(field(page, '新密码')).toHaveValue('');

    const login = (password: string) =>
      apiCall(fakeApi, 'POST', '/sys/login', { json: { username: STUDENT.username, password } });
    const withNew = await login(NEW_PASSWORD);
    expect(withNew.status).toBe(200);
    expect(withNew.body.respCode).toBe(20000);
    expect(loginResultSchema.parse(withNew.body.data).access_token).not.toBe('');
    const withOld = await login(STUDENT.password);
    expect(withOld.status).toBe(400);
    expect(withOld.body.respCode).toBe(40001);
  });

  test('has no accessibility violations, on personal info and on a module entry', async ({
    page,
    fakeApi,
  }) => {
    await openLoggedIn(page, fakeApi, '/center');
    await expect(profile(page).getByText(STUDENT.name)).toBeVisible();
    // With the validation messages shown, too.
    await passwordForm(page).getByRole('button', { name: '确认修改' }).click();
    await expect(passwordForm(page).getByText('请输入原密码')).toBeVisible();
    const scan = async () => {
      // Colours are checked once the menu's selection has finished fading (CSS transitions).
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
      );
      return (await new AxeBuilder({ page }).include('.shui-center').analyze()).violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    };
    expect(await scan()).toEqual([]);
    await menu(page).getByRole('link', { name: '智能助教' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '智能助教' })).toBeVisible();
    expect(await scan()).toEqual([]);
  });
});

test("a visitor's /home loads none of the centre's code, which comes with /center", async ({
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

  await openLoggedIn(page, fakeApi, '/center');
  await expect(menu(page)).toBeVisible();
  expect(scripts.some(centreCode)).toBe(true);
});

test.describe('personal centre on a phone', () => {
  test.use(phone);

  test('the menu is one row that scrolls sideways, and the page does not', async ({ page, fakeApi }) => {
    await openLoggedIn(page, fakeApi, '/center?menu=k');
    const last = menu(page).getByRole('link', { name: '知识点' });
    await expect(last).toHaveAttribute('aria-current', 'page');
    // The current entry was scrolled into view; all entries share one row.
    await expect(last).toBeInViewport();
    const tops = await menu(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await menu(page).getByRole('link', { name: '个人信息' }).tap();
    await expect(profile(page).getByText(STUDENT.name)).toBeVisible();
  });
});

const shots: Array<{ name: string; use: typeof desktop | typeof phone }> = [
  { name: '1440', use: desktop },
  { name: '390', use: phone },
];

for (const shot of shots) {
  test.describe(`screenshots at ${shot.name} px`, () => {
    test.use(shot.use);
    for (const locale of ['zh', 'en'] as Locale[]) {
      test(`personal centre in ${locale}`, async ({ page, context, fakeApi }, testInfo) => {
        await useLanguage(context, locale);
        await openLoggedIn(page, fakeApi, '/center');
        await expect(
          page.getByRole('heading', { level: 1, name: text(locale, 'center', 'title') }),
        ).toBeVisible();
        await expect(page.getByText(STUDENT.name, { exact: true }).last()).toBeVisible();
        await page.getByRole('button', { name: text(locale, 'center', 'password.submit') }).click();
        await expect(page.getByText(text(locale, 'center', 'password.oldRequired'))).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
        await keepScreenshot(page, `center-${locale}-${shot.name}`, { fullPage: true, testInfo });
      });
    }
  });
}
