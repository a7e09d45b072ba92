import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastQuery, ok, openEntry, serverError, setUpCenterSuite } from '../../testing/center-harness';
import { myCourse } from '../../testing/samples';

setUpCenterSuite();

const tree = [
  {
    pointId: 1,
    name: '信息的表示',
    mastery: 67,
    children: [
      { pointId: 2, name: '二进制与数制转换', mastery: 50, children: [] },
      { pointId: 3, name: '补码与浮点数', mastery: 100, children: [] },
    ],
  },
];

describe('knowledge points (entry k)', () => {
  it("shows the first course's points as a tree with the mastery, and another course's when picked", async () => {
    let failing = false;
    openEntry('k', {
      'GET /portal/course/mine': () =>
        ok([
          myCourse({ courseId: 101, courseName: '计算机科学导论' }),
          myCourse({ courseId: 102, courseName: '数据库系统' }),
        ]),
      'GET /portal/course/knowledge': (request) =>
        failing ? serverError() : ok(request.search.get('courseId') === '101' ? tree : []),
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: '知识点掌握情况' });
    const points = await within(section).findByRole('tree', { name: '知识点' });
    expect(lastQuery('/portal/course/knowledge')).toEqual({ courseId: '101' });
    expect(within(points).getByText('补码与浮点数')).toBeInTheDocument();
    expect(within(points).getByRole('progressbar', { name: '二进制与数制转换的掌握程度' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(within(points).getByRole('progressbar', { name: '信息的表示的掌握程度' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );

    failing = true;
    await user.click(within(section).getByRole('combobox', { name: '课程' }));
    await user.click(await screen.findByTitle('数据库系统'));
    expect(await within(section).findByText('知识点加载失败，请稍后重试。')).toBeInTheDocument();
    failing = false;
    await user.click(within(section).getByRole('button', { name: '重试' }));
    expect(await within(section).findByText('这门课程还没有整理知识点。')).toBeInTheDocument();
    await waitFor(() => expect(lastQuery('/portal/course/knowledge')).toEqual({ courseId: '102' }));
  });

  it('says that the points come with a course when the user takes none', async () => {
    openEntry('k', { 'GET /portal/course/mine': () => ok([]) });
    expect(await screen.findByText('加入课程后即可查看各知识点的掌握情况。')).toBeInTheDocument();
  });
});
