import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CheckItem, CheckRecord } from '@shui/contract';
import {
  failThenRetry,
  lastQuery,
  ok,
  openEntry,
  seen,
  setUpCenterSuite,
  toast,
} from '../../testing/center-harness';

setUpCenterSuite();

const open: CheckItem = {
  checkItemId: 3,
  teachclassId: 1001,
  courseId: 101,
  courseName: '计算机科学导论',
  title: '本周课堂签到',
  startTime: '2026-03-10 09:50:00',
  endTime: '2026-03-10 11:50:00',
  checked: false,
};
const record = (r: Partial<CheckRecord> & Pick<CheckRecord, 'checkItemId' | 'title'>): CheckRecord => ({
  teachclassId: 1001,
  courseId: 101,
  courseName: '计算机科学导论',
  startTime: '2026-03-01 10:00:00',
  checkTime: null,
  status: 0,
  ...r,
});
const history: CheckRecord[] = [
  record({ checkItemId: 3, title: '本周课堂签到', startTime: '2026-03-10 09:50:00' }),
  record({
    checkItemId: 4,
    teachclassId: 1002,
    courseId: 102,
    courseName: '数据库系统',
    title: '数据库实验课签到',
    startTime: '2026-03-07 14:00:00',
    checkTime: '2026-03-07 14:02:11',
    status: 1,
  }),
  record({ checkItemId: 2, title: '第二周课堂签到', startTime: '2026-03-03 10:00:00' }),
  record({ checkItemId: 1, title: '第一周课堂签到', checkTime: '2026-02-24 10:05:00', status: 1 }),
];

const historyList = () => screen.getByRole('list', { name: '签到记录' });
const rowOf = (title: string) => within(historyList()).getByText(title).closest('li')!;

describe('attendance records (entry h)', () => {
  it('checks in to the open item and shows the result in the history', async () => {
    let checked = false;
    openEntry('h', {
      'GET /portal/student/checkCurrent': () => ok([{ ...open, checked }]),
      'GET /portal/student/checkHistory': () =>
        ok(
          history.map((r) =>
            checked && r.checkItemId === 3 ? { ...r, status: 1, checkTime: '2026-03-10 10:01:30' } : r,
          ),
        ),
      'POST /portal/student/check': () => {
        checked = true;
        return ok({ ...history[0], status: 1, checkTime: '2026-03-10 10:01:30' }, '签到成功');
      },
    });
    const user = userEvent.setup();
    const current = await screen.findByRole('region', { name: '当前签到' });
    expect(await within(current).findByText('本周课堂签到')).toBeInTheDocument();
    expect(within(current).getByText('计算机科学导论 · 2026-03-10 09:50 – 11:50')).toBeInTheDocument();
    expect(await screen.findByText('出勤 2 次，缺勤 1 次')).toBeInTheDocument();
    expect(within(rowOf('本周课堂签到')).getByText('待签到')).toBeInTheDocument();
    expect(within(rowOf('第二周课堂签到')).getByText('缺勤')).toBeInTheDocument();
    expect(within(rowOf('数据库实验课签到')).getByText('签到于 2026-03-07 14:02')).toBeInTheDocument();

    await user.click(within(current).getByRole('button', { name: '签到' }));
    expect(
      await screen.findByText('「本周课堂签到」签到成功，签到时间 2026-03-10 10:01。'),
    ).toBeInTheDocument();
    expect(lastQuery('/portal/student/check')).toEqual({ checkItemId: '3' });
    expect(await within(current).findByText('已签到')).toBeInTheDocument();
    expect(within(current).queryByRole('button', { name: '签到' })).toBeNull();
    await waitFor(() => expect(within(rowOf('本周课堂签到')).getByText('已签到')).toBeInTheDocument());
    expect(await screen.findByText('出勤 3 次，缺勤 1 次')).toBeInTheDocument();
  });

  it('filters the history per course and per teaching class', async () => {
    openEntry('h', {
      'GET /portal/student/checkCurrent': () => ok([]),
      'GET /portal/student/checkHistory': () => ok(history),
      'GET /portal/student/checkHistory/course': () => ok(history.filter((r) => r.courseId === 101)),
      'GET /portal/student/check/item': () =>
        ok([
          { ...open, checkItemId: 5, title: '下周课堂签到', startTime: '2026-03-17 09:50:00' },
          {
            ...open,
            checkItemId: 1,
            title: '第一周课堂签到',
            startTime: '2026-02-24 10:00:00',
            checked: true,
          },
          { ...open, checkItemId: 2, title: '第二周课堂签到', startTime: '2026-03-03 10:00:00' },
        ]),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('当前没有进行中的签到。')).toBeInTheDocument();
    await screen.findByText('出勤 2 次，缺勤 2 次');
    // "All" is shown as the filters' value (a real option), not as a faint placeholder.
    expect(screen.getByRole('combobox', { name: '课程' }).closest('.ant-select')).toHaveTextContent(
      '全部课程',
    );
    expect(screen.getByRole('combobox', { name: '教学班' }).closest('.ant-select')).toHaveTextContent(
      '全部教学班',
    );
    expect(document.querySelector('.shui-center__filters .ant-select-placeholder')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: '课程' }));
    await user.click(await screen.findByTitle('计算机科学导论'));
    await waitFor(() =>
      expect(lastQuery('/portal/student/checkHistory/course')).toEqual({ courseId: '101' }),
    );
    await waitFor(() => expect(within(historyList()).queryByText('数据库实验课签到')).toBeNull());
    expect(screen.getByText('出勤 1 次，缺勤 2 次')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '教学班' }));
    // Only the chosen course's classes are offered.
    expect(screen.queryByTitle('数据库系统 · 教学班 1002')).toBeNull();
    await user.click(await screen.findByTitle('计算机科学导论 · 教学班 1001'));
    await waitFor(() => expect(lastQuery('/portal/student/check/item')).toEqual({ teachclassId: '1001' }));
    expect(await within(rowOf('下周课堂签到')).findByText('未开始')).toBeInTheDocument();
    expect(within(rowOf('第一周课堂签到')).getByText('已签到')).toBeInTheDocument();
    expect(within(rowOf('第二周课堂签到')).getByText('缺勤')).toBeInTheDocument();
    expect(
      within(historyList())
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['下周课堂签到', '第二周课堂签到', '第一周课堂签到']);
  });

  it('says when there is no record, and offers a retry when the history fails', async () => {
    await failThenRetry({
      menu: 'h',
      call: 'GET /portal/student/checkHistory',
      then: ok([]),
      failed: '签到记录加载失败，请稍后重试。',
      handlers: { 'GET /portal/student/checkCurrent': () => ok([]) },
    });
    expect(toast).toHaveBeenCalledWith('服务器内部错误');
    expect(await screen.findByText('暂无签到记录。')).toBeInTheDocument();
    expect(seen.filter((r) => r.path === '/portal/student/checkHistory')).toHaveLength(2);
  });
});
