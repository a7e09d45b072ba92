import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Notification, StoredNotification } from '@shui/contract';
import { expect as baseExpect, test, type FakeApi } from '../fixtures';
import { expectFitsPhone } from './dialogs';
import { keepScreenshot, openLoggedIn, PHONE, text, tokenCookie, useLanguage } from './helpers';

/**
 * The bell, its to-do panel and the history page in the browser: what needs one (a reload keeping what
 * was read, the pages linked, axe, the phone's screen). The rules of the panel and the history page
 * themselves (4 a page, relative and full times, view details, mark all read, failures logged only,
 * paging 10 / 20 / 30 / 50, empty and failed states) are proved in jsdom: notifications-bell.test.tsx and
 * notice-history-route.test.tsx; the error catalogue applies the failure scenarios here in the browser.
 */

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

test('a student’s bell: the dot, 4 a page, view details kept read across a reload, mark all read, the history page', async ({
  page,
  fakeApi,
}, testInfo) => {
  // 7 seeded + 12 older: the history page has more than its first 10.
  await setStudentNotifications(fakeApi, olderNotifications(12));

  await test.step('the history page sends a visitor to log in', async () => {
    await page.goto('/notice/noticeDetail');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fnotice%2FnoticeDetail$/);
  });

  await test.step('the dot, the first page of 4 with relative times, no accessibility violations', async () => {
    await openLoggedIn(page, fakeApi);
    await expect(bell(page)).toHaveAccessibleName('待办与消息，有未读消息');
    await expect(bell(page).locator('.ant-badge-dot')).toBeVisible();
    await openPanel(page);
    const items = panelItems(page);
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toContainText(seeded.homework);
    const time = (i: number) => items.nth(i).locator('time');
    await expect(time(0)).toHaveText(/^(刚刚|1分钟前)$/);
    await expect(items.nth(1)).toContainText(seeded.quiz);
    await expect(time(1)).toHaveText(/^2[56]分钟前$/);
    await expect(time(2)).toHaveText('3小时前');
    await expect(time(3)).toHaveText('昨天');
    await expect(panel(page).getByText('查看详情')).toHaveCount(4);
    const results = await new AxeBuilder({ page }).include('.shui-bell__popover').analyze();
    expect(results.violations).toEqual([]);
    await keepScreenshot(page, 'notifications-panel-zh-1440', { testInfo });
  });

  await test.step('view details opens the course page, and it is still read after a reload; the server was not told', async () => {
    const first = panelItems(page).nth(0);
    await expect(first).toContainText(`未读：${seeded.homework}`);
    await first.getByRole('link', { name: '查看详情' }).click();
    await expect(page).toHaveURL(/\/Course\/CourseDetail\?courseId=101$/);
    await expect(panel(page)).toBeHidden();

    await page.reload();
    await openPanel(page);
    await expect(panelItems(page).nth(0)).toContainText(`已读：${seeded.homework}`);
    await expect(panelItems(page).nth(1)).toContainText(`未读：${seeded.quiz}`);
    const token = (await tokenCookie(page))!.value;
    const onServer = await serverNotifications(fakeApi, token);
    expect(onServer.find((n) => n.message === seeded.homework)?.status).toBe(0);
  });

  await test.step('the next page', async () => {
    await panel(page).getByRole('listitem', { name: '2' }).click();
    await expect(panelItems(page).nth(0)).toContainText(seeded.graded);
    await expect(panelItems(page).nth(0).locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  await test.step('mark all as read tells the server; the dot goes, and stays gone after a reload', async () => {
    const marked = page.waitForRequest((r) => r.url().endsWith('/resource/message/marked'));
    await panel(page).getByRole('button', { name: '全部已读' }).click();
    expect((await marked).postDataJSON()).toHaveLength(19);
    await expect(bell(page)).toHaveAccessibleName('待办与消息');
    await expect(bell(page).locator('.ant-badge-dot')).toHaveCount(0);
    for (const item of await panelItems(page).all()) await expect(item).toContainText(/^已读：/);
    await expect(panel(page).getByRole('button', { name: '全部已读' })).toBeDisabled();
    const onServer = await serverNotifications(fakeApi, (await tokenCookie(page))!.value);
    expect(onServer).toHaveLength(19);
    expect(onServer.every((n) => n.status === 1)).toBe(true);

    // The cached list is read too.
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('待办与消息');
  });

  await test.step('the history centre link opens the history page, with no accessibility violations', async () => {
    await openPanel(page);
    await panel(page).getByRole('link', { name: '历史中心' }).click();
    await expect(page).toHaveURL(/\/notice\/noticeDetail$/);
    await expect(page.getByRole('heading', { level: 1, name: '消息中心' })).toBeVisible();
    await expect(page).toHaveTitle('消息中心');
    await expect(historyItems(page)).toHaveCount(10);
    await expect(historyItems(page).nth(0)).toContainText('已读');
    const results = await new AxeBuilder({ page }).include('#shui-main').analyze();
    expect(results.violations).toEqual([]);
    await keepScreenshot(page, 'notifications-history-zh-1440', { testInfo });
  });
});

test(
  'on a phone, in English: the panel within the screen, and the history page',
  PHONE,
  async ({ page, fakeApi }, testInfo) => {
    await setStudentNotifications(fakeApi, olderNotifications(12));
    await useLanguage(page, 'en');
    await openLoggedIn(page, fakeApi);
    const phoneBell = header(page).getByRole('button', {
      name: text('en', 'layout', 'notifications.bellUnread'),
    });
    await expect(phoneBell).toBeVisible();
    await phoneBell.click();
    const phonePanel = page.getByRole('region', { name: text('en', 'common', 'header.notifications') });
    const items = phonePanel
      .getByRole('list', { name: text('en', 'notifications', 'panel.listLabel') })
      .getByRole('listitem');
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toContainText(seeded.homework);
    await expect(phonePanel.getByText(text('en', 'notifications', 'item.viewDetails'))).toHaveCount(4);
    // The panel is all on the 390 px screen.
    await expectFitsPhone(page, page.locator('.shui-bell__popover'));
    await keepScreenshot(page, 'notifications-panel-en-390', { testInfo });

    await phonePanel.getByRole('link', { name: text('en', 'notifications', 'panel.history') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: text('en', 'common', 'routes.noticeDetail') }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: text('en', 'notifications', 'history.listLabel') })
        .getByRole('listitem'),
    ).toHaveCount(10);
    await keepScreenshot(page, 'notifications-history-en-390', { testInfo });
  },
);
