import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { activeScenarioSchema, scenarioSchema, TOKEN_COOKIE, type Scenario } from '@shui/contract';
import { expect as baseExpect, test, type FakeApi } from '../fixtures';
import { PORTAL_ORIGIN } from '../portal';
import { shui } from '../shui';
import { fillLogin, loginDialog, openLoginDialog, openResetPassword } from './dialogs';
import { consoleLines, logIn, pickMenuItem, toasts } from './helpers';

/**
 * The error catalogue of spec section 8, one test per scenario of fixtures/scenarios: each test applies
 * its scenario with the real `shui` command (a child process, `--api` pointing at this worker's fake API),
 * drives the portal to the call and checks what the user sees. The expected texts are written here, not
 * read from the scenario files, so a file that drifts from the spec fails too.
 */

// The features load lazily after the page; on a machine shared by several suites that can take a while.
const expect = baseExpect.configure({ timeout: 10_000 });

const SCENARIO_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../fixtures/scenarios');
const scenarios: Scenario[] = readdirSync(SCENARIO_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => scenarioSchema.parse(JSON.parse(readFileSync(resolve(SCENARIO_DIR, file), 'utf8'))));

/** The student's organisations (fixtures/seed); the first is current. */
const ECNU = '华东师范大学数据科学与工程学院';
const ALLIANCE = '水杉在线开放课程联盟';
const MAIL = 'student@example.com';
const PHONE = '13800138000';

const header = (page: Page) => page.getByRole('banner');
const sessionExpiredDialog = (page: Page) => page.getByRole('dialog', { name: '系统提示' });
const bell = (page: Page) => header(page).getByRole('button', { name: /^待办与消息/ });
const todoPanel = (page: Page) => page.getByRole('region', { name: '待办' });
const organisationButton = (page: Page) => header(page).getByRole('button', { name: /^切换组织/ });
/** The environment panel of a workshop training page. */
const environmentPanel = (page: Page) => page.getByRole('region', { name: '实训环境' });
const codeEditor = (page: Page) => page.getByRole('textbox', { name: '代码编辑器' });
const tokenCookie = async (context: BrowserContext) =>
  (await context.cookies(PORTAL_ORIGIN)).find((cookie) => cookie.name === TOKEN_COOKIE);

interface Ctx {
  page: Page;
  context: BrowserContext;
  fakeApi: FakeApi;
  /** The page's console so far (listened to from before the first page). */
  lines: string[];
}

interface Check {
  /** The exact zh text the user sees, when there is one; the scenario file's `text` must agree. */
  text?: string;
  /** Longer than the default test time (the slow network). */
  slow?: boolean;
  run: (ctx: Ctx) => Promise<void>;
}

/** The student signs in through the header's login dialog; the call fails: one toast, nothing lost. */
function loginFailsWith(message: string): Check {
  return {
    text: message,
    run: async ({ page, context }) => {
      const login = await openLoginDialog(page);
      await fillLogin(login, 'student', 'Shui@2025');
      await login.getByRole('button', { name: '登录', exact: true }).click();
      await expect(toasts(page)).toHaveText(message);
      await expect(toasts(page)).toHaveCount(1);
      // The dialog stays with what was typed; no session, no re-login dialog.
      await expect(loginDialog(page)).toBeVisible();
      await expect(login.getByLabel('用户名')).toHaveValue('student');
      await expect(login.getByLabel('密码', { exact: true })).toHaveValue('Shui@2025');
      await expect(login.getByRole('button', { name: '登录', exact: true })).toBeEnabled();
      await expect(sessionExpiredDialog(page)).toHaveCount(0);
      expect(await tokenCookie(context)).toBeUndefined();
    },
  };
}

/** The reset dialog asks for a code by `field`; it fails with `message` and no countdown starts. */
function sendCodeFailsWith(field: 'mail' | 'phone', message: string): Check {
  return {
    text: message,
    run: async ({ page, fakeApi }) => {
      const ui = await openResetPassword(page);
      if (field === 'phone') await ui.tab('手机号找回').click();
      await (field === 'mail' ? ui.mail : ui.phone).fill(field === 'mail' ? MAIL : PHONE);
      await ui.send.click();
      await expect(toasts(page)).toHaveText(message);
      await expect(page.getByText(/Required String parameter/)).toHaveCount(0);
      // Still open with the address typed, and the button is not counting down.
      await expect(ui.dialog).toBeVisible();
      await expect(field === 'mail' ? ui.mail : ui.phone).toHaveValue(field === 'mail' ? MAIL : PHONE);
      await expect(ui.send).toBeEnabled();
      await expect(ui.dialog.getByRole('button', { name: /秒后重新发送/ })).toHaveCount(0);
      expect(await fakeApi.outbox()).toEqual([]);
    },
  };
}

/** Nothing shown for a call that fails "logged only": the console has it, the screen does not. */
async function loggedOnly(page: Page, lines: string[], call: string): Promise<void> {
  await expect.poll(() => lines.some((line) => line.startsWith(`warning: [api] ${call}`))).toBe(true);
  await expect(toasts(page)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const checks: Record<string, Check> = {
  'business-error-with-message': loginFailsWith('账号已被冻结，请联系管理员'),
  'business-error-without-message': loginFailsWith('请求异常'),
  'http-400': loginFailsWith('请求参数错误：username'),
  'http-403': loginFailsWith('没有权限访问'),
  'http-404': loginFailsWith('请求的资源不存在'),
  'http-500': loginFailsWith('服务器开小差了，请稍后再试'),
  'http-502': loginFailsWith('网关错误'),
  'http-503-with-message': loginFailsWith('系统升级中，预计 10 分钟后恢复'),
  'http-other-status': loginFailsWith('未知错误'),
  'network-down': loginFailsWith('未知错误'),

  'session-expired': {
    text: '登录过期，请重新登录',
    run: async ({ page, context, fakeApi }) => {
      await logIn(context, fakeApi);
      await page.goto('/home');
      await expect(organisationButton(page)).toContainText(ECNU);
      const switched = page.waitForResponse((r) => r.url().includes('/portal/current_company?companyId'));
      await pickMenuItem(page, ALLIANCE, () => organisationButton(page).click());
      expect((await switched).status()).toBe(401);

      const dialog = sessionExpiredDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('登录过期，请重新登录');
      await expect(dialog.getByRole('button')).toHaveCount(1);
      await expect(dialog.getByRole('button')).toHaveText(/重新登录/);
      // Not closable: Escape and the mask leave it; no toast beside it; the old organisation stays.
      await page.keyboard.press('Escape');
      await page.mouse.click(20, 450);
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(toasts(page)).toHaveCount(0);

      await dialog.getByRole('button', { name: /重新登录/ }).click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);
      expect(await tokenCookie(context)).toBeUndefined();
      await expect(header(page).getByRole('link', { name: '登录', exact: true })).toBeVisible();
    },
  },

  'user-info-expired': {
    text: '登录已过期，请重新登录',
    run: async ({ page, context, fakeApi }) => {
      // A stored login, then the page loads: the user-info call answers 401.
      await logIn(context, fakeApi);
      await page.goto('/home');
      await expect(toasts(page)).toHaveText('登录已过期，请重新登录');
      await expect(page).toHaveURL(/\/login(\?|$)/);
      expect(await tokenCookie(context)).toBeUndefined();
      await expect(sessionExpiredDialog(page)).toHaveCount(0);
    },
  },

  'slow-network': {
    slow: true,
    run: async ({ page, context }) => {
      const login = await openLoginDialog(page);
      await fillLogin(login, 'student', 'Shui@2025');
      const started = Date.now();
      await login.getByRole('button', { name: '登录', exact: true }).click();
      await expect(login.getByRole('button', { name: '登录中...' })).toBeVisible();
      const reloaded = page.waitForEvent('load');
      await expect(page.getByText('登录成功', { exact: true })).toBeVisible();
      expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
      expect(await tokenCookie(context)).toBeDefined();

      // The page reloads logged in; the notifications and organisations answer 3 s late.
      await reloaded;
      await expect(bell(page)).toBeVisible();
      await bell(page).click();
      await expect(todoPanel(page).getByText('正在加载消息…')).toBeVisible();
      await organisationButton(page).click();
      await expect(page.getByRole('menu').getByRole('menuitem', { name: /正在加载组织…/ })).toBeVisible();
      await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([ECNU, ALLIANCE]);
      await page.keyboard.press('Escape');
      await bell(page).click();
      await expect(todoPanel(page).getByRole('list', { name: '待办消息' }).getByRole('listitem')).toHaveCount(
        4,
      );
      await expect(toasts(page)).toHaveCount(0);
    },
  },

  'notifications-failed': {
    run: async ({ page, context, fakeApi, lines }) => {
      await logIn(context, fakeApi);
      await page.goto('/home');
      await loggedOnly(page, lines, 'GET /resource/message');
      // The bell has no dot and its panel nothing to show.
      await expect(bell(page)).toHaveAccessibleName('待办与消息');
      await bell(page).click();
      await expect(todoPanel(page).getByText('暂无消息')).toBeVisible();
      await expect(toasts(page)).toHaveCount(0);
    },
  },

  'mark-read-failed': {
    run: async ({ page, context, fakeApi, lines }) => {
      await logIn(context, fakeApi);
      await page.goto('/home');
      await bell(page).click();
      await expect(todoPanel(page)).toBeVisible();
      await todoPanel(page).getByRole('button', { name: '全部已读' }).click();
      await expect
        .poll(() => lines.some((line) => line.startsWith('warning: [api] POST /resource/message/marked')))
        .toBe(true);
      await expect(toasts(page)).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(bell(page)).toHaveAccessibleName('待办与消息，有未读消息');
    },
  },

  'organisation-failed': {
    text: '暂无',
    run: async ({ page, context, fakeApi, lines }) => {
      await logIn(context, fakeApi);
      await page.goto('/home');
      await loggedOnly(page, lines, 'GET /portal/current_company');
      await expect(organisationButton(page)).toHaveAccessibleName('切换组织，当前组织：暂无');
    },
  },

  'organisations-failed': {
    run: async ({ page, context, fakeApi, lines }) => {
      await logIn(context, fakeApi);
      await page.goto('/home');
      await loggedOnly(page, lines, 'GET /portal/companies');
      await expect(organisationButton(page)).toContainText(ECNU);
      await organisationButton(page).click();
      await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['暂无可切换的组织']);
    },
  },

  'assistant-exam-period': {
    text: '考试期间智能助手暂停使用',
    run: async ({ page, context, fakeApi }) => {
      await logIn(context, fakeApi);
      await page.goto('/home');
      await page.getByRole('button', { name: '智能助手', exact: true }).click();
      const panel = page.getByRole('dialog', { name: '智能助手' });
      await expect(panel.getByRole('alert')).toHaveText('考试期间智能助手暂停使用');
      // Nothing to ask and nothing to open.
      await expect(page.getByRole('textbox', { name: '输入问题' })).toHaveCount(0);
      await expect(panel.getByRole('button', { name: /新窗口打开/ })).toHaveCount(0);
    },
  },

  'assistant-logged-out': {
    text: '请先登录',
    run: async ({ page }) => {
      await page.goto('/home');
      await page.getByRole('button', { name: '智能助手', exact: true }).click();
      await expect(toasts(page)).toHaveText('请先登录');
      await expect(page.getByRole('dialog', { name: '智能助手' })).toHaveCount(0);
    },
  },

  'org-switch-logged-out': {
    text: '请登录后再切换组织',
    run: async ({ page }) => {
      await page.goto('/home');
      const organisation = header(page).getByRole('button', { name: /当前组织/ });
      await expect(organisation).toBeVisible();
      // aria-disabled, yet clickable on purpose: Playwright would wait for it to be enabled, a user does not.
      await organisation.click({ force: true });
      await expect(toasts(page)).toHaveText('请登录后再切换组织');
      await expect(page.getByRole('menu')).toHaveCount(0);
    },
  },

  'unknown-route': {
    run: async ({ page, lines }) => {
      await page.goto('/no-such-page');
      await expect(page).toHaveURL(/\/404\/warning$/);
      await expect(page.getByText('页面不存在').first()).toBeVisible();
      await expect(toasts(page)).toHaveCount(0);
      expect(lines.filter((line) => line.includes('[api]'))).toEqual([]);
    },
  },

  'send-code-failed': sendCodeFailsWith('mail', '短信服务暂不可用，请稍后再试'),
  'send-code-failed-no-message': sendCodeFailsWith('phone', '发送失败'),
  'send-code-no-mail-user': sendCodeFailsWith(
    'mail',
    '该邮箱未匹配到用户，请尝试手机号找回或联系管理员绑定邮箱',
  ),
  'send-code-no-phone-user': sendCodeFailsWith(
    'phone',
    '该手机号未匹配到用户，请尝试邮箱找回或联系管理员绑定手机号',
  ),

  'environment-start-failing': {
    text: '环境启动失败',
    run: async ({ page, context, fakeApi }) => {
      await logIn(context, fakeApi);
      await page.goto('/workshop/content?id=200');
      const panel = environmentPanel(page);
      await panel.getByRole('button', { name: '启动环境' }).click();
      await expect(panel.getByRole('progressbar', { name: '启动进度' })).toBeVisible();
      const alert = panel.getByRole('alert');
      await expect(alert).toContainText('环境启动失败');
      await expect(alert).toContainText('资源调度超时');
      await expect(panel.locator('iframe')).toHaveCount(0);
      await expect(toasts(page)).toHaveCount(0);
      // The retry starts it again; with the failure setting off, it runs.
      await fakeApi.settings({ environmentStartFails: false });
      await panel.getByRole('button', { name: '重新启动' }).click();
      await expect(panel.frameLocator('iframe').getByText('本地替身页面 · local stand-in')).toBeVisible();
    },
  },

  'environment-slow-start': {
    text: '环境启动中，请稍候…',
    run: async ({ page, context, fakeApi }) => {
      await logIn(context, fakeApi);
      await page.goto('/workshop/content?id=200');
      const panel = environmentPanel(page);
      await panel.getByRole('button', { name: '启动环境' }).click();
      await expect(panel.getByRole('status').filter({ hasText: '环境启动中，请稍候…' })).toBeVisible();
      const bar = panel.getByRole('progressbar', { name: '启动进度' });
      // The portal asks again while it starts, and the bar follows what the server says.
      await expect
        .poll(async () => (await fakeApi.journal('/portal/workshop/env/list')).length)
        .toBeGreaterThanOrEqual(4);
      await expect(bar).not.toHaveAttribute('aria-valuenow', '0');
      await expect(panel.getByText(/^约 1[01]\d 秒$/)).toBeVisible();
      await expect(panel.locator('iframe')).toHaveCount(0);
      await expect(panel.getByRole('button', { name: '停止环境', exact: true })).toBeEnabled();
    },
  },

  'environment-quota-exceeded': {
    text: '同时运行的环境最多 1 个，请在「我的环境」中停止一个后再启动',
    run: async ({ page, context, fakeApi }) => {
      await logIn(context, fakeApi);
      await page.goto('/workshop/content?id=200');
      const panel = environmentPanel(page);
      await panel.getByRole('button', { name: '启动环境' }).click();
      await expect(panel.getByText('运行中 1/1')).toBeVisible();
      await page.goto('/workshop/content?id=201');
      await panel.getByRole('button', { name: '启动环境' }).click();
      await expect(toasts(page)).toHaveText('运行中的环境已达上限（1 个），请先停止一个');
      await expect(panel.getByRole('alert')).toHaveText(
        '同时运行的环境最多 1 个，请在「我的环境」中停止一个后再启动',
      );
      await expect(panel.getByRole('progressbar')).toHaveCount(0);
      await expect(
        page.getByRole('region', { name: '我的环境' }).getByRole('button', { name: /^停止环境：/ }),
      ).toHaveCount(1);
    },
  },

  'judge-down': {
    text: '判题服务暂不可用，请稍后再提交',
    run: async ({ page, context, fakeApi }) => {
      await logIn(context, fakeApi);
      await page.goto('/pythonPractice/1');
      await codeEditor(page).click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.insertText('print(8)\n');
      await page.getByRole('button', { name: '提交评测' }).click();
      await expect(toasts(page)).toHaveText('判题服务暂不可用，请稍后再提交');
      const alert = page.locator('.shui-judge').getByRole('alert');
      await expect(alert).toContainText('判题服务暂不可用，请稍后再提交');
      await expect(alert).toContainText('代码仍保留在编辑器中。');
      await expect(alert.getByRole('button', { name: '再次提交' })).toBeVisible();
      await expect(codeEditor(page)).toHaveText('print(8)');
      await expect(page.getByText('还没有提交记录')).toBeVisible();
      // Answers that need no judge are still judged.
      await page.goto('/question/questionDetail?questionId=4');
      await page.getByRole('radiogroup', { name: '选项' }).locator('label').filter({ hasText: 'C.' }).click();
      await page.getByRole('button', { name: '提交答案' }).click();
      await expect(page.getByText('回答正确！')).toBeVisible();
    },
  },

  'judge-slow': {
    text: '判题中…',
    slow: true,
    run: async ({ page, context, fakeApi }) => {
      await logIn(context, fakeApi);
      await page.goto('/pythonPractice/24');
      await codeEditor(page).click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.insertText("SELECT id, name, city FROM students WHERE class_name = '数据2301'");
      await page.getByRole('button', { name: '提交评测' }).click();
      const status = page.locator('.shui-judge__shown').getByRole('status');
      await expect(status).toContainText('判题中…');
      // The portal asks again every second while the judge works, and says how long it has waited.
      await expect(status).toContainText(/已等待 [2-9] 秒/);
      expect((await fakeApi.journal('/portal/question/submission')).length).toBeGreaterThanOrEqual(2);
      await expect(status.locator('.shui-verdict-tag')).toHaveText('通过', { timeout: 30_000 });
      await expect(toasts(page)).toHaveCount(0);
    },
  },
};

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('error catalogue (spec section 8), applied with `shui scenario apply`', () => {
  test('every scenario file has its test here, and every test here its file', () => {
    expect(Object.keys(checks).sort()).toEqual(scenarios.map((scenario) => scenario.name).sort());
    expect(new Set(scenarios.map((scenario) => scenario.test)).size).toBe(scenarios.length);
  });

  for (const scenario of scenarios) {
    test(scenario.test, async ({ page, context, fakeApi }) => {
      const check = checks[scenario.name];
      if (!check) throw new Error(`no check for scenario ${scenario.name}: add one to this file`);
      if (check.slow) test.slow();
      expect(scenario.text, `the "text" of fixtures/scenarios/${scenario.name}.json`).toBe(check.text);

      const applied = await shui(['scenario', 'apply', scenario.name, '--api', fakeApi.url, '--json']);
      expect(applied.stderr).toBe('');
      expect(applied.code).toBe(0);
      const active = activeScenarioSchema.parse(JSON.parse(applied.stdout));
      expect(active.name).toBe(scenario.name);
      expect(active.faultIds).toHaveLength(scenario.faults.length);

      await check.run({ page, context, fakeApi, lines: consoleLines(page) });
    });
  }
});
