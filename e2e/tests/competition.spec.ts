import type { Locator, Page } from '@playwright/test';
import { ARTIFACTS_DIR, expect, test, type FakeApi } from '../fixtures';
import {
  keepScreenshot,
  KEEP_SCREENSHOTS,
  openLoggedIn,
  PHONE,
  seriousViolations,
  useLanguage,
} from './helpers';

// Seed facts (fixtures/seed/center.json, competition.json): the 2025 competition is event 1, open for
// registration for ten more days, with 4 teams; `student` (李同学) registered 数据漫游者; 10235501101
// (陈思远, student number 10235501101) has no registration.
//
// The form's rules (a wrong phone, a taken team name, a failure, closed registration), a visitor asked to
// log in and each state of the registration are proved in jsdom (apps/web/src/features/competition/
// **/*.test.ts*), the server's with supertest (apps/fake-api/test/competition*.test.ts): here, the way
// between /2025 and the personal centre, layout and axe.
const TITLE = '水杉杯数据科学竞赛';
const CHEN = '10235501101';

/** The first content of a page load (the page's chunk, translations and calls; a busy machine is slow). */
const LOAD = { timeout: 15_000 };

const form = (page: Page) => page.getByRole('form', { name: '竞赛报名表' });
/** A field by its label; a required one's label starts with antd's "*" mark, as a browser names it. */
const field = (page: Page, name: string) =>
  form(page).getByRole('textbox', {
    name: new RegExp(`^(\\* )?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  });

/**
 * /2025 as 陈思远 (logged in through the API), with the form ready (the leader's name has come from the
 * account).
 */
async function openForm(page: Page, fakeApi: FakeApi) {
  await openLoggedIn(page, fakeApi, '/2025', CHEN);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible(LOAD);
  await expect(field(page, '队长姓名')).toHaveValue('陈思远', LOAD);
}

async function fillTeam(page: Page) {
  await field(page, '队伍名称').fill('梯度下降队');
  await form(page).getByRole('radio', { name: '大模型应用赛道' }).check();
  await form(page).getByRole('button', { name: '添加队员' }).click();
  // The new row's name field has the focus: typing goes there.
  await page.keyboard.type('刘同学');
  // 陈思远 belongs to no organisation: the institution starts empty.
  await expect(field(page, '所在院校')).toHaveValue('');
  await field(page, '所在院校').fill('华东师范大学');
  await field(page, '联系电话').fill('13712345678');
  await field(page, '联系邮箱').fill('chensy@example.com');
  await form(page).getByRole('checkbox', { name: '我已阅读并同意竞赛规则' }).check();
}

/** The registration part, by class: its names are in the page's language. */
const registerPart = (page: Page) => page.locator('#shui-competition-register');

/** Only with E2E_SCREENSHOTS=1: a picture of a part of the page (not of the whole page). */
async function keepPartScreenshot(part: Locator, name: string) {
  if (KEEP_SCREENSHOTS) await part.screenshot({ path: `${ARTIFACTS_DIR}/${name}.png` });
}

test('a student registers a team, sees the registration here and in the personal centre; cancelling there shows here', async ({
  page,
  fakeApi,
}) => {
  await openForm(page, fakeApi);
  await expect(page.getByText('4 支队伍')).toBeVisible();
  await fillTeam(page);
  await form(page).getByRole('button', { name: '提交报名' }).click();
  const summary = page.getByRole('region', { name: '我的报名' });
  await expect(summary.getByText('已报名', { exact: true })).toBeVisible();
  await expect(summary).toContainText('梯度下降队');
  await expect(summary).toContainText('大模型应用赛道');
  await expect(summary.getByRole('listitem')).toHaveText(['陈思远10235501101队长', '刘同学']);
  await expect(page.getByText('5 支队伍')).toBeVisible();
  await expect(form(page)).toHaveCount(0);

  // Entry d of the personal centre lists it, open for cancelling.
  await summary.getByRole('link', { name: '在个人中心查看「我的报名」' }).click();
  await expect(page).toHaveURL(/\/center\?menu=d$/);
  const list = page.getByRole('region', { name: '报名记录', exact: true });
  const item = list.getByRole('listitem').filter({ hasText: TITLE });
  await expect(item.getByRole('link', { name: TITLE })).toHaveAttribute('href', '/2025', LOAD);
  await expect(item.getByText('报名中')).toBeVisible();

  // Cancelled there (after its confirmation), the page says so and offers the form again with the team
  // as it was.
  await item.getByRole('button', { name: `取消报名：${TITLE}` }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '取消报名' }).click();
  await expect(item.getByText('已取消')).toBeVisible();
  await item.getByRole('link', { name: TITLE }).click();
  await expect(page.getByText(/^你已于 \d{4}-\d\d-\d\d \d\d:\d\d 在个人中心取消报名。$/)).toBeVisible(LOAD);
  await expect(field(page, '队伍名称')).toHaveValue('梯度下降队');
  await expect(field(page, '队员 1 姓名')).toHaveValue('刘同学');
  await expect(page.getByText('4 支队伍')).toBeVisible();
  await form(page).getByRole('checkbox', { name: '我已阅读并同意竞赛规则' }).check();
  await form(page).getByRole('button', { name: '重新报名' }).click();
  await expect(
    page.getByRole('region', { name: '我的报名' }).getByText('已报名', { exact: true }),
  ).toBeVisible();
});

test('in zh at 1440 px: the form with its errors and a registration, no serious accessibility finding', async ({
  page,
  context,
  fakeApi,
}) => {
  test.slow(); // axe over the whole page twice, on a shared machine
  await openForm(page, fakeApi);
  await form(page).getByRole('button', { name: '添加队员' }).click();
  await form(page).getByRole('button', { name: '提交报名' }).click();
  await expect(form(page).getByText('请输入队伍名称')).toBeVisible();
  expect(await seriousViolations(page, '.shui-competition')).toEqual([]);
  await keepScreenshot(page, 'competition-form-zh-1440', { fullPage: true });
  await keepPartScreenshot(registerPart(page), 'competition-form-panel-zh-1440');

  await context.clearCookies();
  await openLoggedIn(page, fakeApi, '/2025');
  await expect(page.getByRole('region', { name: '我的报名' })).toContainText('数据漫游者', LOAD);
  expect(await seriousViolations(page, '.shui-competition')).toEqual([]);
  await keepScreenshot(page, 'competition-registered-zh-1440', { fullPage: true });
  await keepPartScreenshot(registerPart(page), 'competition-registered-panel-zh-1440');
  await keepPartScreenshot(page.getByRole('region', { name: '赛程安排' }), 'competition-schedule-zh-1440');
  await keepPartScreenshot(page.locator('.shui-competition__hero'), 'competition-hero-zh-1440');
});

test(
  'on a phone, in Spanish: the form with its errors and a registration fit 390 px; no serious accessibility finding',
  PHONE,
  async ({ page, context, fakeApi }) => {
    test.slow();
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await useLanguage(context, 'es');
    await openLoggedIn(page, fakeApi, '/2025', CHEN);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible(LOAD);
    const register = registerPart(page);
    await expect(register.locator('form')).toBeVisible(LOAD);
    await register.locator('form button[type="submit"]').click();
    await expect(register.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await fits();
    await keepScreenshot(page, 'competition-form-es-390', { fullPage: true });
    await keepPartScreenshot(register, 'competition-form-panel-es-390');

    await context.clearCookies();
    await openLoggedIn(page, fakeApi, '/2025');
    await expect(register.locator('section')).toContainText('数据漫游者', LOAD);
    await fits();
    expect(await seriousViolations(page, '.shui-competition')).toEqual([]);
    await keepScreenshot(page, 'competition-registered-es-390', { fullPage: true });
    await keepPartScreenshot(register, 'competition-registered-panel-es-390');
    await keepPartScreenshot(page.getByRole('region', { name: 'Calendario' }), 'competition-schedule-es-390');
    await keepPartScreenshot(page.locator('.shui-competition__hero'), 'competition-hero-es-390');
  },
);
