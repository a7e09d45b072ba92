import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChallengeQuestion } from '@shui/contract';
import { failThenRetry, lastQuery, ok, openEntry, setUpCenterSuite } from '../../testing/center-harness';

setUpCenterSuite();

const PATH = '/portal/course/questions';

const question = (
  q: Partial<ChallengeQuestion> & Pick<ChallengeQuestion, 'questionId' | 'stem'>,
): ChallengeQuestion => ({
  courseId: 101,
  courseName: '计算机科学导论',
  lessonId: 2,
  lessonTitle: '1.2 信息的表示',
  resourceId: 5,
  testTitle: '随堂测验：信息的表示',
  status: 'new',
  ...q,
});
const counts = { new: 1, right: 1, wrong: 1 };
const all = [
  question({ questionId: 1, stem: '十进制数 10 的二进制表示是？', status: 'wrong' }),
  question({ questionId: 2, stem: '一个字节有几位？', status: 'right' }),
  question({ questionId: 3, stem: 'ASCII 码用几位表示一个字符？' }),
];
const page = (list: ChallengeQuestion[]) =>
  ok({ list, total: list.length, pageNum: 1, pageSize: 10, counts });

describe('challenge question bank (entry j)', () => {
  it("lists the questions of the user's course tests with their standing, each leading to its lesson", async () => {
    openEntry('j', { [`GET ${PATH}`]: () => page(all) });
    const section = await screen.findByRole('region', { name: '我的挑战' });
    const list = await within(section).findByRole('list', { name: '挑战题目' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('答错'),
      expect.stringContaining('答对'),
      expect.stringContaining('未作答'),
    ]);
    expect(items[0]).toHaveTextContent('计算机科学导论 · 随堂测验：信息的表示');
    expect(
      within(list).getByRole('link', {
        name: '在课时「1.2 信息的表示」中作答：十进制数 10 的二进制表示是？',
      }),
    ).toHaveAttribute('href', '/mooc/lessonDetails?lessonId=2');
    expect(within(items[1]!).getByRole('link')).toHaveTextContent('查看');
    expect(within(section).getByRole('link', { name: '前往校准场' })).toHaveAttribute(
      'href',
      '/question/calibrationField',
    );
    expect(lastQuery(PATH)).toEqual({ pageNum: '1', pageSize: '10' });
  });

  it('filters by standing on the server, with the counts on the filter', async () => {
    openEntry('j', {
      [`GET ${PATH}`]: (request) => {
        const status = request.search.get('status');
        return page(status ? all.filter((q) => q.status === status) : all);
      },
    });
    const section = await screen.findByRole('region', { name: '我的挑战' });
    const filter = within(section).getByRole('radiogroup', { name: '按作答情况筛选' });
    expect(await within(filter).findByRole('radio', { name: '答错 1' })).not.toBeChecked();
    await userEvent.click(within(filter).getByText('答错 1'));
    await waitFor(() => expect(lastQuery(PATH)).toEqual({ pageNum: '1', pageSize: '10', status: 'wrong' }));
    const list = await within(section).findByRole('list', { name: '挑战题目' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('says when there is nothing, and shows a failure with a retry that loads the list', async () => {
    await failThenRetry({
      menu: 'j',
      call: `GET ${PATH}`,
      then: page([]),
      failed: '挑战题目加载失败，请稍后重试。',
    });
    const section = screen.getByRole('region', { name: '我的挑战' });
    expect(
      await within(section).findByText('加入课程后，课程测验中的题目会出现在这里。'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '去课程大厅看看' })).toHaveAttribute(
      'href',
      '/mooc/course/list',
    );
  });
});
