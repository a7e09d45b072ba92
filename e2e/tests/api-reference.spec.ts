import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, type FakeApi } from '../fixtures';
import { keepScreenshot, PHONE } from './helpers';

/**
 * The control panel's API reference (apps/control-panel/src/api-reference): the OpenAPI document that
 * each worker's fake API serves at /__admin/openapi.json, read as a QA tester or a developer reads it.
 */

async function axeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

const reference = (page: Page) => page.getByRole('navigation', { name: 'Calls of the API' });

async function openReference(page: Page, fakeApi: FakeApi, hash = '') {
  await page.goto(`${fakeApi.url}/__admin/ui/api-reference${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  await expect(reference(page)).toBeVisible();
}

test.describe('API reference at 1440 px', () => {
  test('finds a call by search, reads its answer and errors, and names this fake API as the server', async ({
    page,
    fakeApi,
  }) => {
    await openReference(page, fakeApi);
    const overview = page.getByRole('article');
    await expect(
      overview.getByRole('heading', { level: 2, name: 'Shuishan portal: fake API' }),
    ).toBeVisible();
    await expect(overview.getByText(fakeApi.url, { exact: true })).toBeVisible();
    // Every operation of the document this fake API serves (its calls, control plane and pages).
    const served = (await (await fetch(`${fakeApi.url}/__admin/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.values(served.paths).flatMap((item) =>
      ['get', 'post', 'put', 'patch', 'delete'].filter((method) => method in item),
    ).length;
    expect(operations).toBeGreaterThan(100);
    await expect(reference(page).getByText(`${operations} operations`)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search calls' }).fill('users/current');
    await expect(reference(page).getByRole('link')).toHaveCount(2); // Overview and the one match
    await reference(page)
      .getByRole('link', { name: /The logged-in user/ })
      .click();
    const call = page.getByRole('article');
    const title = call.getByRole('heading', { level: 2, name: 'The logged-in user' });
    await expect(title).toBeFocused();
    await expect(page).toHaveURL(/#get-\/sys\/users\/current$/);
    await expect(call.getByText('/sys/users/current', { exact: true })).toBeVisible();
    await expect(call.getByText('token required')).toBeVisible();
    // The success: the envelope, with the user's fields open beneath `data`.
    await expect(call.getByText('success: respCode 20000, respMsg "操作成功"')).toBeVisible();
    await expect(call.getByText('student number, null for accounts without one')).toBeVisible();
    // The one error, as docs/api.md explains it.
    await expect(
      call.getByRole('row', { name: /40100 登录过期，请重新登录 no token, or an unknown or expired one/ }),
    ).toBeVisible();
    await expect(call.locator('pre.ref-code')).toHaveText(
      `curl -X GET '${fakeApi.url}/sys/users/current' \\\n  -H 'Authorization: Bearer ACCESS_TOKEN'`,
    );
    await keepScreenshot(page, 'api-reference-call');
    // (A call's page is scanned by axe on the phone, a model's below.)
  });

  test('is used by keyboard alone, in Chinese, down to a model and back', async ({ page, fakeApi }) => {
    // Two pages and two axe scans.
    test.setTimeout(60_000);
    await openReference(page, fakeApi);
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('中文').click();
    const nav = page.getByRole('navigation', { name: 'API 接口目录' });
    await expect(nav).toBeVisible();
    await page.getByRole('searchbox', { name: '搜索接口' }).focus();
    await page.keyboard.type('faults/{id}');
    // From the search box: past its clear and search buttons, the overview, then the one match.
    const match = nav.getByRole('link', { name: /Remove fault/ });
    for (let i = 0; i < 6 && !(await match.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(match).toBeFocused();
    await page.keyboard.press('Enter');
    const call = page.getByRole('article');
    await expect(call.getByRole('heading', { level: 2, name: 'Remove fault' })).toBeFocused();
    await expect(call.getByRole('heading', { level: 3, name: '参数' })).toBeVisible();
    await expect(call.getByRole('row', { name: /id 必填 path string/ })).toBeVisible();
    await expect(call.getByText('what the request names does not exist')).toBeVisible();

    // A large model opens one level at a time.
    await page.getByRole('searchbox', { name: '搜索接口' }).fill('');
    await nav.getByText('数据模型').click();
    await nav.getByRole('link', { name: 'FakeState', exact: true }).click();
    const model = page.getByRole('article');
    await expect(model.getByRole('heading', { level: 2, name: '数据模型 FakeState' })).toBeVisible();
    // Its fields' own fields open on demand, and are made only then.
    await expect(model.getByText('title', { exact: true })).toHaveCount(0);
    await model.getByText('channels 的字段').focus();
    await page.keyboard.press('Enter');
    await expect(model.getByText('title', { exact: true }).first()).toBeVisible();
    await expect(model.getByText('headline', { exact: true })).toHaveCount(0);
    await model.getByText('ChannelBanner 的字段').focus();
    await page.keyboard.press('Enter');
    await expect(model.getByText('headline', { exact: true })).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
    await page.goBack();
    await expect(
      page.getByRole('article').getByRole('heading', { level: 2, name: 'Remove fault' }),
    ).toBeVisible();
  });
});

test.describe('API reference at 390 px', PHONE, () => {
  test('a call fits the phone and axe finds nothing', async ({ page, fakeApi }) => {
    await openReference(page, fakeApi, '#post-/portal/feedback');
    await expect(
      page.getByRole('article').getByRole('heading', { level: 2, name: /Submit feedback/ }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page)).toEqual([]);
  });
});
