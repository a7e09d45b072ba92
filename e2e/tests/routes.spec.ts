import { expect, test } from '../fixtures';
import { logIn } from './helpers';

/**
 * The route table of spec section 2 where it needs a browser: real redirects and the login guard. Which
 * page each route opens and each route's title are proved on the table itself
 * (apps/web/src/app/routes.test.ts); what each page shows, by its feature's tests.
 */
test.describe('routes of spec section 2', () => {
  test('the redirects: / to /home, /index stays, module roots to their first page, unknown paths to /404/warning', async ({
    page,
  }) => {
    await test.step('/ leads to /home, /index is the home page too', async () => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.locator('#shui-banner')).toBeVisible();
      await page.goto('/index');
      await expect(page).toHaveURL(/\/index$/);
      await expect(page.locator('#shui-banner')).toBeVisible();
    });

    const roots: Array<[string, RegExp, string]> = [
      ['/mooc', /\/mooc\/course\/list$/, '课程列表'],
      ['/work', /\/work\/workShop$/, '实训工坊'],
      ['/question', /\/question\/calibrationField$/, '校准场'],
    ];
    for (const [path, url, heading] of roots) {
      await test.step(`${path} redirects to its first page`, async () => {
        await page.goto(path);
        await expect(page).toHaveURL(url);
        await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      });
    }

    for (const path of ['/no/such/page', '/channel/unknown', '/mooc/course']) {
      await test.step(`an unknown path (${path}) goes to /404/warning`, async () => {
        await page.goto(path);
        await expect(page).toHaveURL(/\/404\/warning$/);
        await expect(page).toHaveTitle('页面不存在');
        await expect(page.getByText('页面不存在').first()).toBeVisible();
      });
    }

    await test.step('the error page leads back home', async () => {
      await page.getByRole('button', { name: '返回首页' }).click();
      await expect(page).toHaveURL(/\/home$/);
    });
  });

  test('a route that requires login sends a visitor to /login with the full target path, and opens with a token', async ({
    page,
    context,
    fakeApi,
  }) => {
    await page.goto('/pythonPractice/1');
    await expect(page).toHaveURL(/\/login\?redirect=%2FpythonPractice%2F1$/);
    await page.goto('/pythonPractice/7?from=home');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/pythonPractice/7?from=home');

    await logIn(context, fakeApi);
    await page.goto('/pythonPractice/1');
    await expect(page).toHaveURL(/\/pythonPractice\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: '#1 两数之和' })).toBeVisible();
  });
});
