import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, type FakeApi } from '../fixtures';
import { keepScreenshot, logIn, PHONE, pickMenuItem } from './helpers';

/**
 * The control panel (apps/control-panel) that each worker's fake API serves at /__admin/: a QA tester
 * drives the portal from it as issue 15 describes, in a page beside the portal's, and every update it
 * shows comes from its live event stream (the panel never reloads here).
 */

/** The student's organisations (fixtures/seed); the first is current. */
const ECNU = '华东师范大学数据科学与工程学院';
const ALLIANCE = '水杉在线开放课程联盟';

const nav = (panel: Page) => panel.getByRole('navigation', { name: '控制台分区' });

/** axe's findings on the panel's page, or only inside `selector`, of any impact. */
async function axeFindings(panel: Page, selector?: string) {
  const builder = new AxeBuilder({ page: panel });
  if (selector !== undefined) builder.include(selector);
  const { violations } = await builder.analyze();
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

/** Opens the panel of this worker's fake API, switched to Chinese. */
async function openPanel(panel: Page, fakeApi: FakeApi): Promise<void> {
  await panel.goto(`${fakeApi.url}/__admin/`);
  // The browser asks for English (Playwright's default locale): the panel starts in English.
  await expect(panel.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await panel.getByRole('radiogroup', { name: 'Language' }).getByText('中文').click();
  await expect(panel.getByRole('heading', { level: 1, name: '概览' })).toBeVisible();
  await expect(panel.getByRole('status').filter({ hasText: '实时' })).toBeVisible();
}

test.describe('control panel at 1440 px', () => {
  test('applies session-expired, watches the portal fail live in the journal, clears it, reads a register code', async ({
    page: panel,
    context,
    fakeApi,
  }, testInfo) => {
    // Two pages, a portal login and an axe scan (each section is scanned in the phone's test).
    test.setTimeout(90_000);
    await openPanel(panel, fakeApi);
    const counts = panel.getByRole('main');
    await expect(counts.getByText('用户', { exact: true })).toBeVisible();

    // Scenarios: what the user will see, and apply.
    await nav(panel).getByRole('link', { name: '场景' }).click();
    const scenario = panel.getByRole('listitem', { name: 'session-expired' });
    await expect(scenario).toContainText('登录过期，请重新登录');
    await scenario.getByRole('button', { name: '套用场景 session-expired' }).click();
    await expect(scenario.getByText('生效中', { exact: true })).toBeVisible();
    expect((await fakeApi.state()).settings.examPeriod).toBe(false);

    // The journal is open while the portal works in another page.
    await nav(panel).getByRole('link', { name: '请求日志' }).click();
    await expect(panel.getByRole('heading', { level: 1, name: '请求日志' })).toBeVisible();

    const portal = await context.newPage();
    await logIn(context, fakeApi);
    await portal.goto('/home');
    const organisationButton = portal.getByRole('banner').getByRole('button', { name: /^切换组织/ });
    await expect(organisationButton).toContainText(ECNU);
    const switched = portal.waitForResponse((r) => r.url().includes('/portal/current_company?companyId'));
    await pickMenuItem(portal, ALLIANCE, () => organisationButton.click());
    expect((await switched).status()).toBe(401);
    const modal = portal.getByRole('dialog', { name: '系统提示' });
    await expect(modal).toContainText('登录过期，请重新登录');
    await expect(modal.getByRole('button')).toHaveText(/重新登录/);

    // The failed call shows in the panel's journal by itself, with the scenario's rule and its body.
    const journal = panel.getByRole('table');
    // The organisation switch: POST /portal/current_company?companyId=… (its preflight is an OPTIONS row).
    const failed = journal
      .getByRole('row')
      .filter({ hasText: '/portal/current_company?companyId=' })
      .filter({ hasText: 'POST' });
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText('401');
    await expect(failed).toContainText('40100');
    await expect(failed).toContainText('scenario:session-expired');
    await failed.getByRole('button', { name: /展开行|Expand row/ }).click();
    const details = panel.getByRole('region', { name: /^请求 \d+ 的详情$/ });
    await expect(details.getByRole('region', { name: '响应体' })).toContainText(
      '"respMsg": "登录过期，请重新登录"',
    );
    await keepScreenshot(panel, 'control-panel', { testInfo });
    expect(await axeFindings(panel)).toEqual([]);
    // Only the failures: the 401 stays, the successful calls go.
    const succeeded = journal.getByRole('row').filter({ hasText: '/sys/users/current' });
    await expect(succeeded.first()).toBeVisible();
    await panel.getByRole('combobox', { name: '按状态筛选' }).click();
    await panel.getByTitle('4xx 客户端错误').click();
    await expect(succeeded).toHaveCount(0);
    await expect(failed).toHaveCount(1);

    // Clear it: the portal's calls answer again.
    await nav(panel).getByRole('link', { name: '场景' }).click();
    await scenario.getByRole('button', { name: '清除场景 session-expired' }).click();
    await expect(scenario.getByText('生效中', { exact: true })).toHaveCount(0);
    expect(await panel.evaluate(() => fetch('/__admin/faults').then((r) => r.json()))).toEqual([]);

    // A register code sent while the outbox is open shows at the top, with its copy button.
    await nav(panel).getByRole('link', { name: '验证码发件箱' }).click();
    await expect(panel.getByText('还没有发送过验证码。', { exact: false })).toBeVisible();
    const sent = await portal.request.post(`${fakeApi.url}/portal/reset/sendPhone?phone=13700137999`);
    expect(sent.status()).toBe(200);
    const [code] = (await fakeApi.outbox()).filter((e) => e.to === '13700137999');
    expect(code?.purpose).toBe('register');
    const card = panel.getByRole('article', { name: '发给 13700137999' });
    await expect(card).toContainText(`验证码 ${code!.code}`);
    await expect(card).toContainText('注册');
    await expect(card.getByRole('button', { name: `复制验证码 ${code!.code}` })).toBeVisible();
  });

  test('adds a fault rule with the form, sees it hit by the portal, and removes it, by keyboard', async ({
    page: panel,
    fakeApi,
  }) => {
    await openPanel(panel, fakeApi);
    await nav(panel).getByRole('link', { name: '故障规则' }).click();
    await expect(panel.getByText('没有故障规则：门户的调用都正常回答。')).toBeVisible();
    await panel.getByRole('button', { name: '新增故障规则' }).click();
    const form = panel.getByRole('dialog', { name: '新增故障规则' });
    // A rule that changes nothing is refused before it is sent.
    await form.getByLabel('路径').fill('/super/company');
    await form.getByRole('button', { name: '添加规则' }).click();
    await expect(form.getByRole('alert')).toContainText('这条规则什么都不改变');
    expect(await axeFindings(panel, '[role="dialog"]')).toEqual([]);
    await form.getByLabel('HTTP 状态码').fill('503');
    await form.getByLabel('respMsg').fill('维护中');
    await form.getByLabel('生效次数').fill('2');
    await form.getByLabel('生效次数').press('Enter');
    await expect(form).toBeHidden();
    const rule = panel.getByRole('row').filter({ hasText: '/super/company' });
    await expect(rule).toContainText('HTTP 503');
    await expect(rule).toContainText('维护中');

    // Hit once by a portal call: the counts change live.
    const hit = await panel.request.get(`${fakeApi.url}/super/company`);
    expect(hit.status()).toBe(503);
    await expect(rule.getByRole('cell').nth(2)).toHaveText('1');
    await expect(rule.getByRole('cell').nth(3)).toHaveText('1');

    // Removed with the keyboard.
    const remove = rule.getByRole('button', { name: /^删除规则 / });
    await remove.focus();
    await panel.keyboard.press('Enter');
    await expect(panel.getByText('没有故障规则：门户的调用都正常回答。')).toBeVisible();
  });
});

test.describe('control panel at 390 px', PHONE, () => {
  test('the menu opens from the header, every section loads, and axe finds nothing', async ({
    page: panel,
    fakeApi,
  }) => {
    // Eight sections, an axe scan each.
    test.setTimeout(120_000);
    // A code in the outbox, so that its section is scanned with a card in it.
    expect(
      (await panel.request.post(`${fakeApi.url}/portal/reset/sendPhone?phone=13700137999`)).status(),
    ).toBe(200);
    await openPanel(panel, fakeApi);
    const sections = [
      '场景',
      '故障规则',
      '验证码发件箱',
      '请求日志',
      '用户与组织',
      '生成与重置',
      '状态导入导出',
      '令牌',
    ];
    for (const [index, name] of sections.entries()) {
      await panel.getByRole('button', { name: '菜单' }).click();
      await nav(panel).getByRole('link', { name }).click();
      await expect(panel.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(panel.getByRole('status').filter({ hasText: '加载中' })).toHaveCount(0);
      // Nothing is wider than the phone's screen but the tables, which scroll inside themselves.
      expect(await panel.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The whole page once (the header and its menu button), then each section's content.
      expect(await axeFindings(panel, index === 0 ? undefined : 'main'), name).toEqual([]);
    }
  });
});
