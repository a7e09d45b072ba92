import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Favorite } from '@shui/contract';
import { failThenRetry, lastQuery, ok, openEntry, setUpCenterSuite } from '../../testing/center-harness';

setUpCenterSuite();

describe('favourites (entry f)', () => {
  it('links each favourite to its course or lesson, and removes one', async () => {
    let list: Favorite[] = [
      {
        favoriteId: 2,
        targetType: 'lesson',
        targetId: 3,
        title: '2.1 冯·诺依曼结构',
        courseId: 101,
        createTime: '2026-03-02 20:29:09',
      },
      {
        favoriteId: 1,
        targetType: 'course',
        targetId: 104,
        title: '机器学习',
        courseId: 104,
        createTime: '2026-03-01 10:00:00',
      },
    ];
    openEntry('f', {
      'GET /portal/favorite/list': () => ok(list),
      'POST /portal/favorite/remove': () => {
        list = list.filter((f) => f.favoriteId !== 2);
        return ok(null, '已取消收藏');
      },
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: '收藏的课程与课时' });
    expect(await within(section).findByRole('link', { name: '2.1 冯·诺依曼结构' })).toHaveAttribute(
      'href',
      '/mooc/lessonDetails?lessonId=3',
    );
    expect(
      within(section).getByRole('link', { name: '查看「2.1 冯·诺依曼结构」所属的课程' }),
    ).toHaveAttribute('href', '/mooc/course/101');
    expect(within(section).getByRole('link', { name: '机器学习' })).toHaveAttribute(
      'href',
      '/mooc/course/104',
    );
    expect(within(section).getByText('课时')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: '取消收藏：2.1 冯·诺依曼结构' }));
    expect(await screen.findByText('已取消收藏「2.1 冯·诺依曼结构」')).toBeInTheDocument();
    expect(lastQuery('/portal/favorite/remove')).toEqual({ targetType: 'lesson', targetId: '3' });
    await waitFor(() => expect(within(section).queryByText('2.1 冯·诺依曼结构')).toBeNull());
    expect(within(section).getByRole('link', { name: '机器学习' })).toBeInTheDocument();
  });

  it('says when there is none, and offers a retry after a failure', async () => {
    await failThenRetry({
      menu: 'f',
      call: 'GET /portal/favorite/list',
      then: ok([]),
      failed: '收藏加载失败，请稍后重试。',
    });
    expect(await screen.findByText('你还没有收藏课程或课时。')).toBeInTheDocument();
  });
});
