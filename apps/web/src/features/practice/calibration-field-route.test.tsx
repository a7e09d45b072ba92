import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  calls,
  failure,
  ok,
  renderPractice,
  serve,
  setUpPracticeSuite,
  toast,
} from './testing/practice-harness';
import { list, page, row, setSummary, submission } from './testing/samples';

const RECENT = 'GET /portal/question/submissions/recent';

describe('the calibration field, logged in', () => {
  setUpPracticeSuite({ loggedIn: true });

  it('shows each set with its counts by type and the progress, and continues at the first unsolved question', async () => {
    serve({
      'GET /portal/question/sets': () =>
        ok([
          setSummary(1, { title: '入门热身', solved: 2, total: 7 }),
          setSummary(4, {
            title: 'SQL 查询基础',
            total: 8,
            solved: 0,
            types: { choice: 1, fill: 1, python: 0, sql: 6 },
          }),
        ]),
      'GET /portal/question/list': ({ query }) =>
        ok(list(query.status === 'tried' ? [row(5, { status: 'tried' })] : [row(3, { status: 'new' })])),
      [RECENT]: () => ok(page([])),
    });
    renderPractice('/question/calibrationField');
    const sets = await screen.findByRole('list', { name: '题集' });
    const cards = within(sets).getAllByRole('listitem', { name: /./ });
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      '入门热身',
      'SQL 查询基础',
    ]);
    expect(within(cards[0]!).getByRole('link', { name: '入门热身' })).toHaveAttribute(
      'href',
      '/question/questionSelect?setId=1',
    );
    expect(within(cards[0]!).getByText('已完成 2 / 7')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('list', { name: '各题型题数' })).toHaveTextContent(
      '选择题 1填空题 1SQL 6',
    );
    expect(screen.getByText('你已完成 2 / 15 题')).toBeInTheDocument();
    // The first unsolved question in id order: 3 (new) before 5 (tried).
    expect(await screen.findByRole('link', { name: /继续练习/ })).toHaveAttribute(
      'href',
      '/question/questionDetail?questionId=3',
    );
    expect(
      calls('/portal/question/list')
        .map((r) => r.query.status)
        .sort(),
    ).toEqual(['new', 'tried']);
  });

  it('says when every question is solved', async () => {
    serve({
      'GET /portal/question/sets': () => ok([setSummary(1, { solved: 7, total: 7 })]),
      'GET /portal/question/list': () => ok(list([])),
      [RECENT]: () => ok(page([])),
    });
    renderPractice('/question/calibrationField');
    expect(await screen.findByText('全部题目都已完成，了不起！')).toBeInTheDocument();
  });

  it('shows a failed load with a retry that asks again', async () => {
    let fail = true;
    serve({
      'GET /portal/question/sets': () => (fail ? failure(500, 50000, '服务器内部错误') : ok([setSummary(2)])),
      'GET /portal/question/list': () => ok(list([])),
      [RECENT]: () => ok(page([])),
    });
    renderPractice('/question/calibrationField');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('题集加载失败，请稍后重试。');
    expect(toast).toHaveBeenCalledWith('服务器内部错误');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: /^重\s?试$/ }));
    expect(await screen.findByRole('heading', { name: '题集 2' })).toBeInTheDocument();
  });

  it("lists the caller's latest submissions, newest first, each leading to its question", async () => {
    serve({
      'GET /portal/question/sets': () => ok([setSummary(1)]),
      'GET /portal/question/list': () => ok(list([])),
      [RECENT]: () =>
        ok(
          page([
            { ...submission(12, { questionId: 6, type: 'fill', passed: 1, total: 1 }), title: '整除与取余' },
            {
              ...submission(9, { questionId: 24, verdict: 'wrong-answer', passed: 2, total: 4 }),
              title: '成绩排名',
            },
          ]),
        ),
    });
    renderPractice('/question/calibrationField');
    const recent = await screen.findByRole('list', { name: '最近提交' });
    const rows = within(recent).getAllByRole('listitem');
    expect(rows.map((item) => within(item).getByRole('link').textContent)).toEqual([
      '整除与取余',
      '成绩排名',
    ]);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/question/questionDetail?questionId=6',
    );
    expect(rows[0]).toHaveTextContent('通过');
    expect(rows[1]).toHaveTextContent('答案错误');
    expect(rows[1]).toHaveTextContent('2025-03-01 10:00:00');
    expect(calls('/portal/question/submissions/recent').map((r) => r.query)).toEqual([{ pageSize: '5' }]);
  });

  it('says when the caller has no submission yet', async () => {
    serve({
      'GET /portal/question/sets': () => ok([setSummary(1)]),
      'GET /portal/question/list': () => ok(list([])),
      [RECENT]: () => ok(page([])),
    });
    renderPractice('/question/calibrationField');
    expect(await screen.findByText('你还没有提交过答案，选一道题开始吧。')).toBeInTheDocument();
  });

  it('shows a failed list of submissions in its place, with a retry, and no toast', async () => {
    let fail = true;
    serve({
      'GET /portal/question/sets': () => ok([setSummary(1)]),
      'GET /portal/question/list': () => ok(list([])),
      [RECENT]: () => (fail ? failure(500, 50000, '服务器内部错误') : ok(page([]))),
    });
    renderPractice('/question/calibrationField');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('最近提交加载失败，请稍后重试。');
    expect(toast).not.toHaveBeenCalled();
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: /^重\s?试$/ }));
    expect(await screen.findByText('你还没有提交过答案，选一道题开始吧。')).toBeInTheDocument();
  });
});

describe('the calibration field for a visitor', () => {
  setUpPracticeSuite({ loggedIn: false });

  it('shows the sets with their sizes, no progress, and asks to log in', async () => {
    serve({ 'GET /portal/question/sets': () => ok([setSummary(1, { total: 7 })]) });
    renderPractice('/question/calibrationField');
    expect(await screen.findByText('共 7 题')).toBeInTheDocument();
    expect(screen.queryByText(/已完成/)).toBeNull();
    expect(screen.getByText('登录后可以提交答案并记录完成进度。')).toBeInTheDocument();
    expect(calls('/portal/question/list')).toEqual([]);
  });

  it('asks for no submissions: a visitor has none', async () => {
    serve({ 'GET /portal/question/sets': () => ok([setSummary(1, { total: 7 })]) });
    renderPractice('/question/calibrationField');
    expect(await screen.findByText('共 7 题')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '最近提交' })).toBeNull();
    expect(calls('/portal/question/submissions/recent')).toEqual([]);
  });
});
