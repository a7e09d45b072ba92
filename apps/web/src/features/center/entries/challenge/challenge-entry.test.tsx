import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChallengeQuestion, ChallengeQuestionPage } from '@shui/contract';
import { failThenRetry, lastQuery, ok, openEntry, setUpCenterSuite } from '../../testing/center-harness';

setUpCenterSuite();

const PATH = '/portal/question/challenge';

const question = (
  q: Partial<ChallengeQuestion> & Pick<ChallengeQuestion, 'questionId' | 'title'>,
): ChallengeQuestion => ({
  setId: 4,
  setTitle: 'SQL 查询基础',
  type: 'sql',
  difficulty: 1,
  status: 'new',
  ...q,
});
const all = [
  question({ questionId: 24, title: '查询一个班的学生', status: 'tried' }),
  question({ questionId: 25, title: '2024 级学生名单', status: 'solved', difficulty: 2 }),
  question({ questionId: 30, title: 'COUNT 与 NULL', type: 'choice' }),
];
// The bank as the calibration field counts it: 46 questions, one solved.
const counts: ChallengeQuestionPage['counts'] = { new: 44, tried: 1, solved: 1 };
const page = (list: ChallengeQuestion[], total = 46) => ok({ list, total, pageNum: 1, pageSize: 10, counts });

describe('challenge question bank (entry j)', () => {
  it("is the calibration field's bank: its questions with the user's standing and its counts, each leading to the question", async () => {
    openEntry('j', { [`GET ${PATH}`]: () => page(all) });
    const section = await screen.findByRole('region', { name: '我的挑战' });
    expect(await within(section).findByText('你已完成 1 / 46 题')).toBeInTheDocument();
    const list = await within(section).findByRole('list', { name: '挑战题目' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('尝试过'),
      expect.stringContaining('已解决'),
      expect.stringContaining('未开始'),
    ]);
    expect(items[0]).toHaveTextContent('SQL 查询基础 · SQL · 简单');
    expect(items[2]).toHaveTextContent('SQL 查询基础 · 选择题 · 简单');
    expect(within(list).getByRole('link', { name: '打开题目：查询一个班的学生' })).toHaveAttribute(
      'href',
      '/question/questionDetail?questionId=24',
    );
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
        return status
          ? page(
              all.filter((q) => q.status === status),
              counts.tried,
            )
          : page(all);
      },
    });
    const section = await screen.findByRole('region', { name: '我的挑战' });
    const filter = within(section).getByRole('radiogroup', { name: '按完成状态筛选' });
    expect(await within(filter).findByRole('radio', { name: '未开始 44' })).not.toBeChecked();
    await userEvent.click(within(filter).getByText('尝试过 1'));
    await waitFor(() => expect(lastQuery(PATH)).toEqual({ pageNum: '1', pageSize: '10', status: 'tried' }));
    const list = await within(section).findByRole('list', { name: '挑战题目' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('says when there is nothing, and shows a failure with a retry that loads the list', async () => {
    await failThenRetry({
      menu: 'j',
      call: `GET ${PATH}`,
      then: ok({ list: [], total: 0, pageNum: 1, pageSize: 10, counts: { new: 0, tried: 0, solved: 0 } }),
      failed: '挑战题目加载失败，请稍后重试。',
    });
    const section = screen.getByRole('region', { name: '我的挑战' });
    expect(await within(section).findByText('校准场还没有题目。')).toBeInTheDocument();
  });
});
