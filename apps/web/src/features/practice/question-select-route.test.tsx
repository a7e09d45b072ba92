import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { calls, failure, ok, renderPractice, serve, setUpPracticeSuite } from './testing/practice-harness';
import { list, row, setSummary } from './testing/samples';

const table = () => screen.getByRole('table');

/** A wide window: the columns a phone leaves out (number, tags, pass rate) are shown. */
function wideWindow(): void {
  const narrow = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => ({ ...narrow(query), matches: /min-width/.test(query) });
  onTestFinished(() => {
    window.matchMedia = narrow;
  });
}
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('the question list, logged in', () => {
  setUpPracticeSuite({ loggedIn: true });

  it('shows each question with its standing, type, difficulty, tags and pass rate', async () => {
    wideWindow();
    serve({
      'GET /portal/question/sets': () => ok([setSummary(1, { title: '入门热身' })]),
      'GET /portal/question/list': () =>
        ok(
          list(
            [
              row(1, { title: '两数之和', status: 'solved', passRate: 0.86, accepted: 440, submitted: 512 }),
              row(4, {
                title: '集合的长度',
                type: 'choice',
                difficulty: 2,
                status: 'tried',
                tags: ['集合', 'Python 基础'],
              }),
              row(7, {
                title: '幂运算',
                type: 'fill',
                difficulty: 3,
                passRate: null,
                submitted: 0,
                accepted: 0,
              }),
            ],
            46,
          ),
        ),
    });
    renderPractice('/question/questionSelect');
    expect(await screen.findByRole('link', { name: '两数之和' })).toHaveAttribute(
      'href',
      '/question/questionDetail?questionId=1',
    );
    const [first, second, third] = bodyRows();
    expect(first).toHaveTextContent('已解决');
    expect(first).toHaveTextContent('Python简单');
    expect(first).toHaveTextContent('86%');
    expect(second).toHaveTextContent('尝试过');
    expect(second).toHaveTextContent('选择题中等');
    expect(second).toHaveTextContent('集合 · Python 基础');
    expect(third).toHaveTextContent('未开始');
    expect(third).toHaveTextContent('填空题困难');
    expect(third).toHaveTextContent('暂无提交');
    expect(screen.getByText('共 46 题')).toBeInTheDocument();
    expect(calls('/portal/question/list').at(-1)?.query).toEqual({ pageNum: '1', pageSize: '20' });
  });

  it('keeps type, difficulty, status and search in the address and asks the server for them', async () => {
    serve({
      'GET /portal/question/sets': () => ok([setSummary(1, { title: '入门热身' })]),
      'GET /portal/question/list': () => ok(list([row(24, { type: 'sql' })], 60)),
    });
    const user = userEvent.setup();
    const router = renderPractice('/question/questionSelect?setId=1');
    await screen.findByRole('link', { name: '题目 24' });
    expect(screen.getByRole('heading', { level: 1, name: '入门热身' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('radiogroup', { name: '题型' })).getByText('SQL'));
    await waitFor(() => expect(router.state.location.search).toBe('?setId=1&type=sql'));
    await user.click(within(screen.getByRole('radiogroup', { name: '难度' })).getByText('困难'));
    await waitFor(() => expect(router.state.location.search).toBe('?setId=1&type=sql&difficulty=3'));
    await user.type(screen.getByRole('searchbox', { name: '按题目或标签搜索' }), '连接{Enter}');
    await waitFor(() =>
      expect(calls('/portal/question/list').at(-1)?.query).toEqual({
        setId: '1',
        type: 'sql',
        difficulty: '3',
        keyword: '连接',
        pageNum: '1',
        pageSize: '20',
      }),
    );
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(router.state.location.search).toContain('pageNum=2'));
    expect(screen.getByRole('combobox', { name: '完成状态' })).toBeInTheDocument();
  });

  it('says when nothing matches and clears the filters; shows a failure with a retry', async () => {
    let fail = false;
    serve({
      'GET /portal/question/sets': () => ok([]),
      'GET /portal/question/list': ({ query }) =>
        fail ? failure(500, 50000, '服务器内部错误') : ok(query.keyword ? list([]) : list([row(9)])),
    });
    const user = userEvent.setup();
    const router = renderPractice('/question/questionSelect?keyword=%E9%87%8F%E5%AD%90&status=solved');
    expect(await screen.findByText('没有符合条件的题目')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '按题目或标签搜索' })).toHaveValue('量子');
    await user.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(await screen.findByRole('link', { name: '题目 9' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    fail = true;
    await user.click(within(screen.getByRole('radiogroup', { name: '题型' })).getByText('Python'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('题目列表加载失败，请稍后重试。');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /^重\s?试$/ }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('the question list for a visitor', () => {
  setUpPracticeSuite({ loggedIn: false });

  it('offers no status filter and never asks for one, even from the address', async () => {
    serve({
      'GET /portal/question/sets': () => ok([]),
      'GET /portal/question/list': () => ok(list([row(1, { title: '两数之和' })])),
    });
    renderPractice('/question/questionSelect?status=solved');
    await screen.findByRole('link', { name: '两数之和' });
    expect(screen.queryByRole('combobox', { name: '完成状态' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '状态' })).toBeNull();
    expect(calls('/portal/question/list').every((r) => r.query.status === undefined)).toBe(true);
  });
});
