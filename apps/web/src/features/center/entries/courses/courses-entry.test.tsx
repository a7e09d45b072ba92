import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failThenRetry, ok, openEntry, setUpCenterSuite } from '../../testing/center-harness';
import { myCourse } from '../../testing/samples';

setUpCenterSuite();

describe('my courses (entry b)', () => {
  it('lists the courses with their progress, each linking to its course page', async () => {
    openEntry('b', {
      'GET /portal/course/mine': () =>
        ok([
          myCourse({ courseId: 102, courseName: '数据库系统' }),
          myCourse({ courseId: 3, courseName: 'Python 程序设计', tag: 2, progress: 25 }),
        ]),
    });
    const section = await screen.findByRole('region', { name: '我加入的课程' });
    expect(await within(section).findByRole('link', { name: '数据库系统' })).toHaveAttribute(
      'href',
      '/mooc/course/102',
    );
    const item = within(section).getByRole('link', { name: '数据库系统' }).closest('li')!;
    expect(within(item).getByText('专业必修课')).toBeInTheDocument();
    expect(within(item).getByRole('progressbar', { name: '数据库系统的学习进度' })).toHaveAttribute(
      'aria-valuenow',
      '17',
    );
    const counts = within(item).getByRole('list', { name: '数据库系统的完成情况' });
    // Only what completing the course requires.
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['视频 1/6', '测试 1/3']);
    expect(within(item).getByText('2026-08-28 加入')).toBeInTheDocument();
    expect(within(section).getByText('公共必修课')).toBeInTheDocument();
  });

  it('points to the course hall when there is no course, and offers a retry after a failure', async () => {
    await failThenRetry({
      menu: 'b',
      call: 'GET /portal/course/mine',
      then: ok([]),
      failed: '我的课程加载失败，请稍后重试。',
    });
    expect(await screen.findByText('你还没有加入任何课程。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去课程大厅看看' })).toHaveAttribute('href', '/mooc/course/list');
  });
});
