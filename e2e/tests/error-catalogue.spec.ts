import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { activeScenarioSchema, scenarioSchema, TOKEN_COOKIE, type Scenario } from '@shui/contract';
import { expect as baseExpect, test, type FakeApi } from '../fixtures';
import { PORTAL_ORIGIN } from '../portal';
import { shui } from '../shui';
import { fillLogin, loginDialog, openLoginDialog, openResetPassword, toast } from './dialogs';
import { consoleLines, logIn, pickMenuItem, toasts } from './helpers';

/**
 * The error catalogue of spec section 8: every scenario of fixtures/scenarios is applied with the real
 * `shui` command (a child process, `--api` pointing at this worker's fake API), the portal is driven to
 * the call and what the user sees is checked. One step per scenario (named by its `test` field), in a
 * few journeys that share a page where the scenarios allow it (the ten failures of the login call in one
 * login dialog); the fake API goes back to its seed after each step. The expected texts are written here,
 * not read from the scenario files, so a file that drifts from the spec fails too.
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
  /** The page's console since the step began (listened to from before the first page). */
  lines: string[];
}

interface Check {
  /** The exact zh text the user sees, when there is one; the scenario file's `text` must agree. */
  text?: string;
  /** Waits on purpose (the slow network, the slow judge): its journey gets more time. */
  slow?: boolean;
  run: (ctx: Ctx) => Promise<void>;
}

/**
 * The student signs in through the login dialog the journey opened and filled; the call fails: the toast,
 * and nothing lost (the dialog stays with what was typed, no session, no re-login dialog).
 */
function loginFailsWith(message: string): Check {
  return {
    text: message,
    run: async ({ page, context }) => {
      const login = loginDialog(page);
      // A toast of the same text from an earlier step has gone (a toast lasts 3 s).
      await expect(toast(page, message)).toHaveCount(0);
      await login.getByRole('button', { name: '登录', exact: true }).click();
      await expect(toast(page, message)).toHaveCount(1);
      await expect(login).toBeVisible();
      await expect(login.getByLabel('用户名')).toHaveValue('student');
      await expect(login.getByLabel('密码', { exact: true })).toHaveValue('Shui@2025');
      await expect(login.getByRole('button', { name: '登录', exact: true })).toBeEnabled();
      await expect(sessionExpiredDialog(page)).toHaveCount(0);
      expect(await tokenCookie(context)).toBeUndefined();
    },
  };
}

/**
 * In the reset dialog the journey opened, a code is asked for by `field`; it fails with `message` and no
 * countdown starts.
 */
function sendCodeFailsWith(field: 'mail' | 'phone', message: string): Check {
  return {
    text: message,
    run: async ({ page, fakeApi }) => {
      const dialog = page.getByRole('dialog', { name: '找回密码' });
      await dialog.getByRole('tab', { name: field === 'mail' ? '邮箱找回' : '手机号找回' }).click();
      const input = dialog.getByLabel(field === 'mail' ? '邮箱' : '手机号', { exact: true });
      const send = dialog.getByRole('button', { name: '发送验证码' });
      await input.fill(field === 'mail' ? MAIL : PHONE);
      await send.click();
      await expect(toast(page, message)).toHaveCount(1);
      await expect(page.getByText(/Required String parameter/)).toHaveCount(0);
      // Still open with the address typed, and the button is not counting down.
      await expect(dialog).toBeVisible();
      await expect(input).toHaveValue(field === 'mail' ? MAIL : PHONE);
      await expect(send).toBeEnabled();
      await expect(dialog.getByRole('button', { name: /秒后重新发送/ })).toHaveCount(0);
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
      // Only what the scenario adds: its 401 on switching the organisation. That the dialog cannot be
      // closed otherwise and opens once for two calls is session-expired.spec.ts's.
      await logIn(context, fakeApi);
      await page.goto('/home');
      await expect(organisationButton(page)).toContainText(ECNU);
      const switched = page.waitForResponse((r) => r.url().includes('/portal/current_company?companyId'));
      await pickMenuItem(page, ALLIANCE, () => organisationButton(page).click());
      expect((await switched).status()).toBe(401);

      const dialog = sessionExpiredDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('登录过期，请重新登录');
      await expect(dialog.getByRole('button')).toHaveText([/重新登录/]);
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
      await expect(toast(page, '登录已过期，请重新登录')).toBeVisible();
      await expect(page).toHaveURL(/\/login(\?|$)/);
      expect(await tokenCookie(context)).toBeUndefined();
      await expect(sessionExpiredDialog(page)).toHaveCount(0);
    },
  },

  'slow-network': {
    slow: true,
    run: async ({ page, context }) => {
      // The login dialog of the journey, filled: the login call answers 3 s late.
      const login = loginDialog(page);
      await login.getByRole('button', { name: '登录', exact: true }).click();
      await expect(login.getByRole('button', { name: '登录中...' })).toBeVisible();
      const reloaded = page.waitForEvent('load');
      await expect(page.getByText('登录成功', { exact: true })).toBeVisible();
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
      await page.getByRole('button', { name: '智能助手', exact: true }).click();
      await expect(toast(page, '请先登录')).toBeVisible();
      await expect(page.getByRole('dialog', { name: '智能助手' })).toHaveCount(0);
    },
  },

  'org-switch-logged-out': {
    text: '请登录后再切换组织',
    run: async ({ page }) => {
      const organisation = header(page).getByRole('button', { name: /当前组织/ });
      await expect(organisation).toBeVisible();
      // aria-disabled, yet clickable on purpose: Playwright would wait for it to be enabled, a user does not.
      await organisation.click({ force: true });
      await expect(toast(page, '请登录后再切换组织')).toBeVisible();
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

/** Journeys: the scenarios applied in turn, in this order, on what `start` opened. */
interface Journey {
  title: string;
  start?: (ctx: Ctx) => Promise<void>;
  scenarios: string[];
}

const journeys: Journey[] = [
  {
    title: 'a visitor signs in through the login dialog: each failure of the login call, then a slow network',
    start: async ({ page }) => {
      const login = await openLoginDialog(page);
      await fillLogin(login, 'student', 'Shui@2025');
    },
    // The two 未知错误 far apart; the slow network last: it logs in.
    scenarios: [
      'http-other-status',
      'business-error-with-message',
      'business-error-without-message',
      'http-400',
      'http-403',
      'http-404',
      'http-500',
      'http-502',
      'http-503-with-message',
      'network-down',
      'slow-network',
    ],
  },
  {
    title: 'a visitor asks the reset dialog for a code: each failure of sending it',
    start: async ({ page }) => {
      await openResetPassword(page);
    },
    scenarios: [
      'send-code-failed',
      'send-code-no-mail-user',
      'send-code-failed-no-message',
      'send-code-no-phone-user',
    ],
  },
  {
    title: 'a visitor: the assistant, the organisation switch and an unknown route',
    start: async ({ page }) => {
      await page.goto('/home');
    },
    scenarios: ['assistant-logged-out', 'org-switch-logged-out', 'unknown-route'],
  },
  {
    title: 'a student: the calls whose failures are only logged, and the exam period',
    scenarios: [
      'notifications-failed',
      'mark-read-failed',
      'organisation-failed',
      'organisations-failed',
      'assistant-exam-period',
    ],
  },
  {
    title: 'a student whose session expires: at the page load, then on a later call',
    scenarios: ['user-info-expired', 'session-expired'],
  },
  {
    title: 'a student starts workshop environments: over the quota, failing, slow',
    scenarios: ['environment-quota-exceeded', 'environment-start-failing', 'environment-slow-start'],
  },
  {
    title: 'a student submits to the judge: down, then slow',
    scenarios: ['judge-down', 'judge-slow'],
  },
];

const byName = new Map(scenarios.map((scenario) => [scenario.name, scenario]));

test.describe('error catalogue (spec section 8), applied with `shui scenario apply`', () => {
  test('every scenario file has its check and its step here, and every check its file', () => {
    const names = scenarios.map((scenario) => scenario.name).sort();
    expect(Object.keys(checks).sort()).toEqual(names);
    expect(journeys.flatMap((journey) => journey.scenarios).sort()).toEqual(names);
    expect(new Set(scenarios.map((scenario) => scenario.test)).size).toBe(scenarios.length);
  });

  for (const journey of journeys) {
    test(journey.title, async ({ page, context, fakeApi }) => {
      // A journey is several tests' worth of work; the slow network and the slow judge wait on purpose.
      test.slow();
      if (journey.scenarios.some((name) => checks[name]?.slow)) test.setTimeout(180_000);
      const lines = consoleLines(page);
      const ctx: Ctx = { page, context, fakeApi, lines };
      await journey.start?.(ctx);

      for (const name of journey.scenarios) {
        const scenario = byName.get(name);
        const check = checks[name];
        if (!scenario || !check) throw new Error(`no scenario file or no check for ${name}`);
        await test.step(scenario.test, async () => {
          expect(scenario.text, `the "text" of fixtures/scenarios/${name}.json`).toBe(check.text);
          const applied = await shui(['scenario', 'apply', name, '--api', fakeApi.url, '--json']);
          expect(applied.stderr).toBe('');
          expect(applied.code).toBe(0);
          const active = activeScenarioSchema.parse(JSON.parse(applied.stdout));
          expect(active.name).toBe(name);
          expect(active.faultIds).toHaveLength(scenario.faults.length);

          lines.length = 0;
          await check.run(ctx);
          // The next step starts from the seed, without this scenario (and logs in again if it needs to).
          await fakeApi.reset();
        });
      }
    });
  }
});
