import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { KEEP_SCREENSHOTS, keepScreenshot, logIn, switchLanguage, text } from './helpers';

// Seed facts (fixtures/seed/center.json, course.json, check-in.json) for `student`: five courses
// (计算机科学导论 at 50 %), registrations for events 1, 2, 3 and 5 (event 1, the 2025 competition, still
// open for sign-up) and 4 (cancelled), five meetings (第九周线上答疑 live now), favourites 深度学习导论,
// 2.1 冯·诺依曼结构 and 机器学习, three questions to the assistant, one open check-in (本周课堂签到).
//
// What each entry does with answers of every shape (empty, failed and retried, cancelling, removing,
// filtering) is proved in jsdom (apps/web/src/features/center/entries/*/*.test.tsx) and on the server
// with supertest (apps/fake-api/test/center.test.ts, course-*.test.ts, check-in.test.ts,
// challenge.test.ts): here, each entry as the browser draws it from the seed, and its axe scan.

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const menu = (page: Page) => page.getByRole('navigation', { name: '个人中心菜单' });

/** Goes to another entry through the centre's menu, as a user does (no page load). */
async function pickEntry(page: Page, heading: string) {
  await menu(page).getByRole('link', { name: heading }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

/** Serious and critical axe findings inside `scope`, once the menu's selection has stopped moving. */
async function serious(page: Page, scope: string, entry: string) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  return (await new AxeBuilder({ page }).include(scope).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ entry, id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

test('every entry of the personal centre, in zh at 1440 px: its seed data, a check-in, the challenge bank into the field, and no serious axe finding', async ({
  page,
  context,
  fakeApi,
}, testInfo) => {
  // Ten entries, ten axe scans.
  test.slow();
  await logIn(context, fakeApi);

  await test.step('a personal info, with the password rules shown', async () => {
    await page.goto('/center');
    const profile = region(page, '基本资料');
    await expect(profile.getByText('李同学')).toBeVisible();
    const password = region(page, '修改密码');
    await password.getByRole('button', { name: '确认修改' }).click();
    await expect(password.getByText('请输入原密码')).toBeVisible();
    // The menu too, once.
    expect(await serious(page, '.shui-center', '个人信息')).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, 'center-zh-1440', { fullPage: true, testInfo });
  });

  await test.step('b my courses: each course with its progress', async () => {
    await pickEntry(page, '我的课程');
    const courses = region(page, '我加入的课程');
    await expect(courses.getByRole('progressbar', { name: '计算机科学导论的学习进度' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await expect(courses).toContainText('视频 3/4');
    await expect(courses.getByRole('link', { name: '计算机科学导论' })).toHaveAttribute(
      'href',
      '/mooc/course/101',
    );
    expect(await serious(page, '.shui-center__content', '我的课程')).toEqual([]);
  });

  await test.step('d my registrations: the open one can be cancelled', async () => {
    await pickEntry(page, '我的报名');
    const list = region(page, '报名记录');
    await expect(list.getByRole('button', { name: '取消报名：水杉杯数据科学竞赛' })).toBeVisible();
    expect(await serious(page, '.shui-center__content', '我的报名')).toEqual([]);
  });

  await test.step('e my meetings: the live one opens in a new tab', async () => {
    await pickEntry(page, '我的会议');
    const meetings = region(page, '课程会议');
    await expect(
      meetings.getByRole('link', { name: '进入会议：第九周线上答疑：算法与复杂度（在新标签页打开）' }),
    ).toHaveAttribute('target', '_blank');
    await expect(meetings).toContainText('728 415 306');
    expect(await serious(page, '.shui-center__content', '我的会议')).toEqual([]);
  });

  await test.step('f favourites', async () => {
    await pickEntry(page, '我的收藏');
    const favourites = region(page, '收藏的课程与课时');
    await expect(favourites.getByRole('link', { name: '深度学习导论' })).toBeVisible();
    await expect(favourites.getByRole('button', { name: '取消收藏：机器学习' })).toBeVisible();
    expect(await serious(page, '.shui-center__content', '我的收藏')).toEqual([]);
  });

  await test.step("g learning results: my score, and the course's statistics of all its students", async () => {
    await pickEntry(page, '学习成果');
    const course = region(page, '课程成绩')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: '计算机科学导论' }) });
    await expect(course.getByRole('region', { name: '我的成绩' })).toContainText('20 / 100 分');
    const stats = course.getByRole('region', { name: '课程成绩统计（全体学生）' });
    await expect(stats.getByRole('term')).toHaveText(['最高分', '最低分', '平均分', '总分']);
    await expect(stats.getByRole('definition')).toHaveText(['50', '20', '34.6', '100']);
    expect(await serious(page, '.shui-center__content', '学习成果')).toEqual([]);
  });

  await test.step('h attendance: 签到 checks in; the course filter narrows the history, by keyboard', async () => {
    await pickEntry(page, '考勤记录');
    const open = region(page, '当前签到');
    await open.getByRole('button', { name: '签到' }).click();
    await expect(open).toContainText('「本周课堂签到」签到成功');
    const history = region(page, '签到记录');
    await expect(history).toContainText('出勤 3 次，缺勤 1 次');
    expect(await serious(page, '.shui-center__content', '考勤记录')).toEqual([]);
    // Picked with the keyboard: the menu opens on 全部课程, the next option is the first course.
    const course = history.getByRole('combobox', { name: '课程' });
    await course.focus();
    await course.press('ArrowDown');
    await expect(course).toHaveAttribute('aria-expanded', 'true');
    await course.press('ArrowDown');
    await course.press('Enter');
    await expect(history).toContainText('出勤 2 次，缺勤 1 次');
    await expect(history).not.toContainText('数据库实验课签到');
  });

  await test.step('i the assistant history', async () => {
    await pickEntry(page, '智能助教');
    const history = region(page, '提问记录');
    await expect(history).toContainText('共 3 条提问');
    await expect(history).toContainText('什么是补码？为什么计算机用补码表示负数？');
    expect(await serious(page, '.shui-center__content', '智能助教')).toEqual([]);
  });

  await test.step('k the knowledge tree', async () => {
    await pickEntry(page, '知识点');
    const tree = region(page, '知识点掌握情况');
    await expect(tree.getByRole('tree', { name: '知识点' })).toBeVisible();
    await expect(tree.getByText('描述统计')).toBeVisible();
    expect(await serious(page, '.shui-center__content', '知识点')).toEqual([]);
  });

  await test.step("j the challenge bank: the field's 46 questions, filtered, one opened in the field", async () => {
    await pickEntry(page, '挑战题库');
    const bank = region(page, '我的挑战');
    await expect(bank).toContainText('你已完成 0 / 46 题');
    const questions = bank.getByRole('list', { name: '挑战题目' }).getByRole('listitem');
    await expect(questions.first()).toBeVisible();
    expect(await serious(page, '.shui-center__content', '挑战题库')).toEqual([]);
    await bank.getByText('未开始 46').click();
    await expect(questions.filter({ hasNotText: '未开始' })).toHaveCount(0);
    await questions.filter({ hasText: '两数之和' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/question\/questionDetail\?questionId=1$/);
    await expect(page.getByRole('heading', { level: 1, name: '#1 两数之和' })).toBeVisible();
  });

  if (KEEP_SCREENSHOTS) {
    await page.goto('/center');
    await switchLanguage(page, 'en');
    await page.getByRole('button', { name: text('en', 'center', 'password.submit') }).click();
    await expect(page.getByText(text('en', 'center', 'password.oldRequired'))).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, 'center-en-1440', { fullPage: true, testInfo });
  }
});
