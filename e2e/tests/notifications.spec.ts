import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Locale, Notification, StoredNotification } from '@shui/contract';
import { expect as baseExpect, test, type FakeApi } from '../fixtures';
import {
  consoleLines,
  desktop,
  keepScreenshot,
  openLoggedIn,
  SCREENSHOT_SIZES,
  toasts,
  useLanguage,
} from './helpers';

// The features load lazily after the page; on a machine shared by several suites that can take a while.
const expect = baseExpect.configure({ timeout: 10_000 });

const STUDENT_ID = 1; // `student` in fixtures/seed/users.json

/** The student's seeded notifications, newest first (fixtures/seed/notifications.json). */
const seeded = {
  homework: '《计算机科学导论》发布了新作业：第三章习题', // unread, 0.5 min ago, course 101
  quiz: '《数据库系统》将于本周五 14:00 进行随堂测试', // unread, 25 min ago, course 102
  maintenance: '您的实训环境将于今晚 23:00 进行维护', // unread, 3 h ago, no course
  courseware: '《Python 程序设计》更新了课件：函数与模块', // unread, 25 h ago, course 3
  graded: '《计算机科学导论》作业一已批改，请查看成绩', // read, 3 days ago
};

const header = (page: Page) => page.getByRole('banner');
const bell = (page: Page) => header(page).getByRole('button', { name: /^待办与消息/ });
const panel = (page: Page) => page.getByRole('region', { name: '待办' });
const panelItems = (page: Page) => panel(page).getByRole('list', { name: '待办消息' }).getByRole('listitem');
const historyItems = (page: Page) => page.getByRole('list', { name: '全部消息' }).getByRole('listitem');

/** The student's notifications as the server has them now (a fresh GET, as the portal makes it). */
async function serverNotifications(fakeApi: FakeApi, token: string): Promise<Notification[]> {
  const response = await fetch(`${fakeApi.url}/resource/message?receiveUserId=${STUDENT_ID}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: Notification[] }).data;
}

/** Replaces the student's notifications through the control plane's state import. */
async function setStudentNotifications(
  fakeApi: FakeApi,
  make: (existing: StoredNotification[]) => StoredNotification[],
): Promise<void> {
  const state = await fakeApi.state();
  const others = state.notifications.filter((n) => n.userId !== STUDENT_ID);
  const mine = state.notifications.filter((n) => n.userId === STUDENT_ID);
  state.notifications = [...others, ...make(mine)];
  await fakeApi.replaceState(state);
}

/** `count` more notifications for the student, older than the seeded ones, every third one unread. */
const olderNotifications =
  (count: number) =>
  (existing: StoredNotification[]): StoredNotification[] => [
    ...existing,
    ...Array.from({ length: count }, (_, i): StoredNotification => ({
      id: 1000 + i,
      userId: STUDENT_ID,
      message: `课程通知第 ${i + 1} 条`,
      status: i % 3 === 0 ? 0 : 1,
      createTime: `2024-01-${String(28 - i).padStart(2, '0')} 10:20:30`,
      courseId: i % 2 === 0 ? 100 + i : null,
    })),
  ];

async function openPanel(page: Page) {
  await expect(bell(page)).toBeVisible();
  await bell(page).click();
  await expect(panel(page)).toBeVisible();
}

test.describe('the bell and the to-do panel', () => {
  test.use(desktop);

  test('the dot, the first page of 4 with relative times, and the next page', async ({ page, fakeApi }) => {
    await openLoggedIn(page, fakeApi);
    await expect(bell(page)).toHaveAccessibleName('待办与消息，有未读消息');
    await expect(bell(page).locator('.ant-badge-dot')).toBeVisible();

    await openPanel(page);
    await expect(panelItems(page)).toHaveCount(4);
    const items = panelItems(page);
    await expect(items.nth(0)).toContainText(seeded.homework);
    const time = (i: number) => items.nth(i).locator('time');
    await expect(time(0)).toHaveText(/^(刚刚|1分钟前)$/);
    await expect(items.nth(1)).toContainText(seeded.quiz);
    await expect(time(1)).toHaveText(/^2[56]分钟前$/);
    await expect(time(2)).toHaveText('3小时前');
    await expect(time(3)).toHaveText('昨天');
    await expect(panel(page).getByText('查看详情')).toHaveCount(4);

    await panel(page).getByRole('listitem', { name: '2' }).click();
    await expect(panelItems(page)).toHaveCount(3);
    await expect(panelItems(page).nth(0)).toContainText(seeded.graded);
    await expect(panelItems(page).nth(0).locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(bell(page)).toBeFocused();
  });

  test('view details with a course opens the course page, and it stays read after a reload', async ({
    page,
    context,
    fakeApi,
  }) => {
    await openLoggedIn(page, fakeApi);
    await openPanel(page);
    const first = panelItems(page).nth(0);
    await expect(first).toContainText(`未读：${seeded.homework}`);
    await first.getByRole('link', { name: '查看详情' }).click();
    await expect(page).toHaveURL(/\/Course\/CourseDetail\?courseId=101$/);
    await expect(panel(page)).toBeHidden();

    await page.reload();
    await openPanel(page);
    await expect(panelItems(page).nth(0)).toContainText(`已读：${seeded.homework}`);
    await expect(panelItems(page).nth(1)).toContainText(`未读：${seeded.quiz}`);
    // Read here only: the server was not told.
    const token = (await context.cookies()).find((c) => c.name === 'Shui-Token')!.value;
    expect(
      (await serverNotifications(fakeApi, token)).find((n) => n.message === seeded.homework)?.status,
    ).toBe(0);
  });

  test('view details without a course is only logged and the page stays', async ({ page, fakeApi }) => {
    const lines = consoleLines(page);
    await openLoggedIn(page, fakeApi);
    await openPanel(page);
    const maintenance = panelItems(page).nth(2);
    await expect(maintenance).toContainText(seeded.maintenance);
    await maintenance.getByRole('button', { name: '查看详情' }).click();
    await expect
      .poll(() => lines.some((l) => /^info: \[notifications\].*names no course/.test(l)))
      .toBe(true);
    await expect(page).toHaveURL(/\/home$/);
    await expect(panel(page)).toBeVisible();
    await expect(maintenance).toContainText(`未读：${seeded.maintenance}`);
    await expect(toasts(page)).toHaveCount(0);
  });

  test('mark all as read tells the server, shows all read and the dot goes', async ({ page, fakeApi }) => {
    const token = await openLoggedIn(page, fakeApi);
    await openPanel(page);
    const marked = page.waitForRequest((r) => r.url().endsWith('/resource/message/marked'));
    await panel(page).getByRole('button', { name: '全部已读' }).click();
    expect((await marked).postDataJSON()).toHaveLength(7);
    await expect(bell(page)).toHaveAccessibleName('待办与消息');
    await expect(bell(page).locator('.ant-badge-dot')).toHaveCount(0);
    for (const item of await panelItems(page).all()) await expect(item).toContainText(/^已读：/);
    await expect(panel(page).getByRole('button', { name: '全部已读' })).toBeDisabled();

    const onServer = await serverNotifications(fakeApi, token);
    expect(onServer).toHaveLength(7);
    expect(onServer.every((n) => n.status === 1)).toBe(true);

    // The cached list is read too: still no dot after a reload.
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('待办与消息');
  });

  test('a failed mark-read is only logged: no toast, no dialog, still unread', async ({ page, fakeApi }) => {
    const lines = consoleLines(page);
    await fakeApi.addFault({ method: 'POST', path: '/resource/message/marked', status: 500 });
    await openLoggedIn(page, fakeApi);
    await openPanel(page);
    await panel(page).getByRole('button', { name: '全部已读' }).click();
    await expect
      .poll(() => lines.some((l) => l.startsWith('warning: [api] POST /resource/message/marked')))
      .toBe(true);
    await expect(bell(page)).toHaveAccessibleName('待办与消息，有未读消息');
    await expect(toasts(page)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  for (const fault of [
    { name: '500', rule: { status: 500 } },
    { name: '401', rule: { status: 401, respCode: 40100, respMsg: '登录过期，请重新登录' } },
  ]) {
    test(`a failed fetch (${fault.name}) is only logged: no toast, no dialog, the bell stays`, async ({
      page,
      fakeApi,
    }) => {
      const lines = consoleLines(page);
      await fakeApi.addFault({ method: 'GET', path: '/resource/message', ...fault.rule });
      const answered = page.waitForResponse((r) => r.url().includes('/resource/message?'));
      await openLoggedIn(page, fakeApi);
      expect((await answered).status()).toBe(Number(fault.name));
      await expect
        .poll(() => lines.some((l) => l.startsWith('warning: [api] GET /resource/message')))
        .toBe(true);
      await expect(bell(page)).toHaveAccessibleName('待办与消息');
      await openPanel(page);
      await expect(panel(page).getByText('暂无消息')).toBeVisible();
      await expect(toasts(page)).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(/\/home$/);
    });
  }

  test('the history centre link opens the history page', async ({ page, fakeApi }) => {
    await openLoggedIn(page, fakeApi);
    await openPanel(page);
    await panel(page).getByRole('link', { name: '历史中心' }).click();
    await expect(page).toHaveURL(/\/notice\/noticeDetail$/);
    await expect(page.getByRole('heading', { level: 1, name: '消息中心' })).toBeVisible();
  });

  test('the open panel has no accessibility violations', async ({ page, fakeApi }) => {
    await openLoggedIn(page, fakeApi);
    await openPanel(page);
    const results = await new AxeBuilder({ page }).include('.shui-bell__popover').analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('the notification history page', () => {
  test.use(desktop);

  test('requires login', async ({ page }) => {
    await page.goto('/notice/noticeDetail');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fnotice%2FnoticeDetail$/);
  });

  test('lists all with time, read status and view details, paged 10 / 20 / 30 / 50', async ({
    page,
    fakeApi,
  }) => {
    await setStudentNotifications(fakeApi, olderNotifications(25)); // 7 seeded + 25 = 32
    await openLoggedIn(page, fakeApi, '/notice/noticeDetail');
    await expect(page).toHaveTitle('消息中心');
    await expect(historyItems(page)).toHaveCount(10);
    const first = historyItems(page).nth(0);
    await expect(first).toContainText(seeded.homework);
    await expect(first).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(first).toContainText('未读');
    await expect(first.getByRole('link', { name: '查看详情' })).toHaveAttribute(
      'href',
      '/Course/CourseDetail?courseId=101',
    );
    await expect(historyItems(page).nth(4)).toContainText('已读');
    await expect(page.getByText('共 32 条')).toBeVisible();

    const pager = page.getByRole('navigation', { name: '消息分页' });
    await pager.getByRole('listitem', { name: '4' }).click();
    await expect(historyItems(page)).toHaveCount(2);
    await expect(historyItems(page).nth(1)).toContainText('课程通知第 25 条');
    await expect(historyItems(page).nth(1)).toContainText('2024-01-04 10:20:30');

    await pager.getByRole('combobox').click();
    const options = page.getByRole('option');
    await expect(options).toHaveText(['10 条/页', '20 条/页', '30 条/页', '50 条/页']);
    await page.locator('.ant-select-item-option', { hasText: '20 条/页' }).click();
    await expect(historyItems(page)).toHaveCount(20);
    await expect(historyItems(page).nth(0)).toContainText(seeded.homework);
    await pager.getByRole('combobox').click();
    await page.locator('.ant-select-item-option', { hasText: '50 条/页' }).click();
    await expect(historyItems(page)).toHaveCount(32);
  });

  test('view details marks it read and opens the course', async ({ page, fakeApi }) => {
    await openLoggedIn(page, fakeApi, '/notice/noticeDetail');
    await historyItems(page).nth(1).getByRole('link', { name: '查看详情' }).click();
    await expect(page).toHaveURL(/\/Course\/CourseDetail\?courseId=102$/);
    await page.goBack();
    await expect(historyItems(page).nth(1)).toContainText('已读');
  });

  test('says when there are none', async ({ page, fakeApi }) => {
    await setStudentNotifications(fakeApi, () => []);
    await openLoggedIn(page, fakeApi, '/notice/noticeDetail');
    await expect(page.getByText('暂无消息')).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('待办与消息');
  });

  test('says when loading failed, and loads on retry', async ({ page, fakeApi }) => {
    await fakeApi.addFault({ method: 'GET', path: '/resource/message', status: 500 });
    await openLoggedIn(page, fakeApi, '/notice/noticeDetail');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('消息加载失败，请稍后重试。');
    await expect(toasts(page)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await fakeApi.clearFaults();
    await alert.getByRole('button', { name: /重\s*试/ }).click();
    await expect(historyItems(page)).toHaveCount(7);
  });

  test('has no accessibility violations', async ({ page, fakeApi }) => {
    await setStudentNotifications(fakeApi, olderNotifications(12));
    await openLoggedIn(page, fakeApi, '/notice/noticeDetail');
    await expect(historyItems(page)).toHaveCount(10);
    const results = await new AxeBuilder({ page }).include('#shui-main').analyze();
    expect(results.violations).toEqual([]);
  });
});

for (const locale of ['zh', 'en'] as Locale[]) {
  for (const [size, use] of SCREENSHOT_SIZES) {
    test.describe(`screenshots ${locale} ${size}`, () => {
      test.use(use);

      test('the open panel and the history page', async ({ page, fakeApi }, testInfo) => {
        await setStudentNotifications(fakeApi, olderNotifications(12));
        await useLanguage(page, locale);
        await openLoggedIn(page, fakeApi);
        const bellButton = header(page).locator('button.shui-bell');
        await expect(bellButton).toBeVisible();
        await bellButton.click();
        await expect(page.locator('.shui-notice-list')).toBeVisible();
        await keepScreenshot(page, `notifications-panel-${locale}-${size}`, { testInfo });
        await page.goto('/notice/noticeDetail');
        await expect(page.locator('.shui-notice-list--history > li')).toHaveCount(10);
        await keepScreenshot(page, `notifications-history-${locale}-${size}`, { testInfo });
      });
    });
  }
}
