import { TOKEN_COOKIE } from '@shui/contract';
import { expect, test } from '../fixtures';
import { logIn, nextFrames } from './helpers';

/** A 1 x 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('two calls failing with 401 open the re-login dialog once; its one button logs out to the login page', async ({
  page,
  context,
  fakeApi,
}) => {
  await logIn(context, fakeApi);
  await page.goto('/center/index?menu=a');
  const passwordForm = page.getByRole('region', { name: '修改密码' });
  await expect(page.getByRole('region', { name: '基本资料' }).getByText('李同学')).toBeVisible();

  // The token runs out for both calls: the password change answers late, after the upload's 401 is in.
  await fakeApi.addFault({
    method: 'PUT',
    path: '/user/users/password',
    status: 401,
    delayMs: 1500,
    times: 1,
  });
  await fakeApi.addFault({
    method: 'POST',
    path: '/resource/avatar',
    status: 401,
    respCode: 40100,
    respMsg: '登录过期，请重新登录',
    times: 1,
  });

  await passwordForm.getByLabel('原密码', { exact: true }).fill('Shui@2025');
  await passwordForm.getByLabel('新密码', { exact: true }).fill('Centre#2026');
  await passwordForm.getByLabel('确认新密码', { exact: true }).fill('Centre#2026');
  const passwordAnswer = page.waitForResponse((r) => r.url().endsWith('/user/users/password'));
  await passwordForm.getByRole('button', { name: '确认修改' }).click();

  const avatarAnswer = page.waitForResponse((r) => r.url().endsWith('/resource/avatar'));
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '更换头像' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  expect((await avatarAnswer).status()).toBe(401);
  const dialog = page.getByRole('dialog', { name: '系统提示' });
  await expect(dialog).toBeVisible();
  expect((await passwordAnswer).status()).toBe(401);
  await Promise.all([(await passwordAnswer).finished(), (await avatarAnswer).finished()]);

  // Both failures are in, and the page has drawn what they caused: still one dialog.
  await nextFrames(page);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(dialog).toContainText('登录过期，请重新登录');
  await expect(dialog.getByRole('button')).toHaveCount(1);
  await expect(dialog.getByRole('button')).toHaveText(/重新登录/);
  // No toast for a 401 either.
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);

  // Escape and a click on the mask leave it open.
  await page.keyboard.press('Escape');
  await page.mouse.click(20, 450);
  await nextFrames(page);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: /重新登录/ }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcenter%2Findex%3Fmenu%3Da$/);
  expect((await context.cookies()).find((cookie) => cookie.name === TOKEN_COOKIE)).toBeUndefined();
  await expect(page.getByRole('banner').getByRole('link', { name: '登录', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
