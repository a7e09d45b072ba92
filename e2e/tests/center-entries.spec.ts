import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { logIn } from './helpers';

// Seed facts (fixtures/seed/center.json, course-hall.json, checkin.json) for `student`: five courses
// (计算机科学导论 at 50 %), registrations for events 1, 2, 3 and 5 (event 1, the 2025 competition, still
// open for sign-up) and 4 (cancelled), five meetings (第九周线上答疑 live now), favourites 深度学习导论,
// 2.1 冯·诺依曼结构 and 机器学习, three questions to the assistant, one open check-in (本周课堂签到).

const desktop = { viewport: { width: 1440, height: 900 } };

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Opens entry `code` of the personal centre, logged in as the student. */
async function openEntry(page: Page, code: string, heading: string) {
  await page.goto(`/center?menu=${code}`);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

/** Goes to another entry through the centre's menu, as a user does (no page load). */
async function pickEntry(page: Page, heading: string) {
  await page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link', { name: heading }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

test.describe('personal centre entries', () => {
  test.use(desktop);
  test.beforeEach(async ({ context, fakeApi }) => {
    await logIn(context, fakeApi);
  });

  test('my courses show each course with its progress; learning results show the scores and exam stats', async ({
    page,
  }) => {
    await openEntry(page, 'b', '我的课程');
    const courses = region(page, '我加入的课程');
    await expect(courses.getByRole('link', { name: '计算机科学导论' })).toBeVisible();
    await expect(courses.getByRole('progressbar', { name: '计算机科学导论的学习进度' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await expect(courses).toContainText('视频 3/4');
    await courses.getByRole('link', { name: '计算机科学导论' }).click();
    await expect(page).toHaveURL(/\/mooc\/course\/101$/);
    await expect(page.getByRole('heading', { level: 1, name: '计算机科学导论' })).toBeVisible();
    await expect(page).toHaveTitle('计算机科学导论');

    await openEntry(page, 'g', '学习成果');
    const results = region(page, '课程成绩');
    const course = results
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: '计算机科学导论' }) });
    await expect(course.getByRole('region', { name: '我的成绩' })).toContainText('20 / 100 分');
    // The course's statistics are all its students', under a heading that says so.
    const stats = course.getByRole('region', { name: '课程成绩统计（全体学生）' });
    await expect(stats.getByRole('term')).toHaveText(['最高分', '最低分', '平均分', '总分']);
    await expect(stats.getByRole('definition')).toHaveText(['50', '20', '34.6', '100']);
  });

  test('a registration is cancelled after confirming and stays cancelled after a reload', async ({
    page,
  }) => {
    await openEntry(page, 'd', '我的报名');
    const list = region(page, '报名记录');
    const title = '水杉杯数据科学竞赛';
    // A confirmation first (antd's Popconfirm, a tooltip holding the question and two buttons).
    const confirm = page.getByRole('tooltip').filter({ hasText: `确定取消「${title}」的报名吗？` });
    await list.getByRole('button', { name: `取消报名：${title}` }).click();
    await confirm.getByRole('button', { name: '再想想' }).click();
    await expect(confirm).toBeHidden();
    await list.getByRole('button', { name: `取消报名：${title}` }).click();
    await confirm.getByRole('button', { name: '取消报名' }).click();
    await expect(page.getByText(`已取消「${title}」的报名`)).toBeVisible();
    await expect(list.getByRole('button', { name: `取消报名：${title}` })).toHaveCount(0);

    await page.reload();
    await expect(region(page, '报名记录').getByText(title)).toBeVisible();
    await expect(region(page, '报名记录').getByRole('button', { name: `取消报名：${title}` })).toHaveCount(0);
  });

  test('meetings list the live one first with a way in; a removed favourite stays removed', async ({
    page,
  }) => {
    await openEntry(page, 'e', '我的会议');
    const meetings = region(page, '课程会议');
    const join = meetings.getByRole('link', {
      name: '进入会议：第九周线上答疑：算法与复杂度（在新标签页打开）',
    });
    await expect(join).toHaveAttribute('target', '_blank');
    await expect(meetings).toContainText('728 415 306');

    await pickEntry(page, '我的收藏');
    const favourites = region(page, '收藏的课程与课时');
    await expect(favourites.getByRole('link', { name: '机器学习' })).toBeVisible();
    await favourites.getByRole('button', { name: '取消收藏：机器学习' }).click();
    await expect(page.getByText('已取消收藏「机器学习」')).toBeVisible();
    await expect(favourites.getByRole('link', { name: '机器学习' })).toHaveCount(0);
    await page.reload();
    await expect(region(page, '收藏的课程与课时').getByRole('link', { name: '深度学习导论' })).toBeVisible();
    await expect(region(page, '收藏的课程与课时').getByRole('link', { name: '机器学习' })).toHaveCount(0);
  });

  test('attendance: 签到 checks in, the history says so, and the course filter narrows it (by keyboard)', async ({
    page,
  }) => {
    await openEntry(page, 'h', '考勤记录');
    const open = region(page, '当前签到');
    await expect(open).toContainText('本周课堂签到');
    await open.getByRole('button', { name: '签到' }).click();
    await expect(open).toContainText('「本周课堂签到」签到成功');
    const history = region(page, '签到记录');
    await expect(history).toContainText('出勤 3 次，缺勤 1 次');

    await page.reload();
    await expect(region(page, '签到记录')).toContainText('出勤 3 次，缺勤 1 次');
    // Picked with the keyboard: the menu opens on 全部课程, the next option is the first course.
    const course = region(page, '签到记录').getByRole('combobox', { name: '课程' });
    await course.focus();
    await course.press('ArrowDown');
    await expect(course).toHaveAttribute('aria-expanded', 'true');
    await course.press('ArrowDown');
    await course.press('Enter');
    await expect(region(page, '签到记录')).toContainText('出勤 2 次，缺勤 1 次');
    await expect(region(page, '签到记录')).toContainText('第二周课堂签到');
    await expect(region(page, '签到记录')).not.toContainText('数据库实验课签到');
  });

  test('the assistant history, the challenge bank with its filter, and the knowledge tree', async ({
    page,
  }) => {
    await openEntry(page, 'i', '智能助教');
    const history = region(page, '提问记录');
    await expect(history).toContainText('共 3 条提问');
    await expect(history).toContainText('什么是补码？为什么计算机用补码表示负数？');

    // The challenge bank: the calibration field's questions with the student's standing, the same
    // numbers as the field (the seed's student has solved none of the 46); filtered on the server.
    await pickEntry(page, '挑战题库');
    const bank = region(page, '我的挑战');
    await expect(bank.getByRole('link', { name: '前往校准场' })).toHaveAttribute(
      'href',
      '/question/calibrationField',
    );
    await expect(bank).toContainText('你已完成 0 / 46 题');
    const questions = bank.getByRole('list', { name: '挑战题目' }).getByRole('listitem');
    await expect(questions.first()).toBeVisible();
    await bank.getByText('未开始 46').click();
    await expect(questions.filter({ hasNotText: '未开始' })).toHaveCount(0);
    await questions.filter({ hasText: '两数之和' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/question\/questionDetail\?questionId=1$/);

    await openEntry(page, 'k', '知识点');
    const tree = region(page, '知识点掌握情况');
    await expect(tree.getByRole('tree', { name: '知识点' })).toBeVisible();
    await expect(tree.getByText('描述统计')).toBeVisible();
    expect(
      (await new AxeBuilder({ page }).include('.shui-center').analyze()).violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      ),
    ).toEqual([]);
  });

  test('an entry whose call fails says so, and retry loads it', async ({ page, fakeApi }) => {
    await fakeApi.addFault({ method: 'GET', path: '/portal/favorite/list', status: 500, times: 1 });
    await openEntry(page, 'f', '我的收藏');
    const alert = page.getByRole('alert').filter({ hasText: '收藏加载失败，请稍后重试。' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: /重\s?试/ }).click();
    await expect(alert).toBeHidden();
    await expect(region(page, '收藏的课程与课时').getByRole('link', { name: '深度学习导论' })).toBeVisible();
  });

  test('the other entries of the personal centre, loaded, have no serious or critical accessibility violations', async ({
    page,
  }) => {
    // Seven entries, seven scans.
    test.slow();
    const entries: Array<[string, string, string]> = [
      ['b', '我的课程', '我加入的课程'],
      ['d', '我的报名', '报名记录'],
      ['e', '我的会议', '课程会议'],
      ['f', '我的收藏', '收藏的课程与课时'],
      ['g', '学习成果', '课程成绩'],
      ['j', '挑战题库', '我的挑战'],
      ['h', '考勤记录', '签到记录'],
      // i is scanned in center.spec.ts, k in the test above.
    ];
    await openEntry(page, 'b', '我的课程');
    for (const [, heading, card] of entries) {
      // From entry to entry through the menu, as a user does: no page load in between.
      await page
        .getByRole('navigation', { name: '个人中心菜单' })
        .getByRole('link', { name: heading })
        .click();
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      // Loaded: the card shows no skeleton any more.
      await expect(region(page, card).locator('.ant-skeleton')).toHaveCount(0);
      const serious = (await new AxeBuilder({ page }).include('.shui-center__content').analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ entry: heading, id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
      expect(serious).toEqual([]);
    }
  });
});
