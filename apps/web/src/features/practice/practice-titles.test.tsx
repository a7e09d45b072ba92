import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SqlMessage } from './runner/protocol';
import { TimedWorker } from './runner/timed-worker';
import { FakeWorker } from './testing/fake-worker';
import { ok, renderPractice, serve, setUpPracticeSuite } from './testing/practice-harness';
import { detail, list, page, row, setSummary } from './testing/samples';

setUpPracticeSuite({ loggedIn: true });

const sqlQuestion = detail(24, {
  type: 'sql',
  title: '查询一个班的学生',
  samples: [],
  starterCode: 'SELECT 1;',
});
const sqlRunner = () => new TimedWorker<SqlMessage>(() => new FakeWorker().loads(), 5_000);

describe('the titles of the calibration field', () => {
  it('names the practice page of an SQL question SQL 练习, in its tab after the question', async () => {
    serve({
      'GET /portal/question/detail': () => ok(sqlQuestion),
      'GET /portal/question/submissions': () => ok(page([])),
      'GET /portal/question/sql/sample': () => ok({ tables: [], script: '' }),
    });
    renderPractice('/pythonPractice/24', { sql: sqlRunner });
    expect(
      await screen.findByRole('heading', { level: 1, name: '#24 查询一个班的学生' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('查询一个班的学生 · SQL 练习'));
  });

  it("names a practice sub-page after the question's language: SQL for SQL, Python for Python", async () => {
    serve({
      'GET /portal/question/detail': ({ query }) =>
        ok(query.questionId === '24' ? sqlQuestion : detail(1, { title: '两数之和' })),
    });
    const router = renderPractice('/pythonPracticeEditor?questionId=24');
    expect(await screen.findByRole('heading', { level: 1, name: 'SQL 练习编辑器' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('查询一个班的学生 · SQL 练习编辑器'));
    expect(screen.queryByText(/Python 练习/)).toBeNull();

    await router.navigate('/pythonPracticeProblem?questionId=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Python 练习题目' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('两数之和 · Python 练习题目'));
  });

  it('titles the question list 全部题目, or the set it shows under the way back to all questions', async () => {
    serve({
      'GET /portal/question/list': () => ok(list([row(24, { setId: 4, type: 'sql' })])),
      'GET /portal/question/sets': () => ok([setSummary(4, { title: 'SQL 查询基础' })]),
    });
    const router = renderPractice('/question/questionSelect');
    expect(await screen.findByRole('heading', { level: 1, name: '全部题目' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: '所在位置' });
    expect(trail).toHaveTextContent('全部题目');
    expect(screen.queryByText('选择题库')).toBeNull();

    await router.navigate('/question/questionSelect?setId=4');
    expect(await screen.findByRole('heading', { level: 1, name: 'SQL 查询基础' })).toBeInTheDocument();
    expect(within(trail).getByRole('link', { name: '全部题目' })).toHaveAttribute(
      'href',
      '/question/questionSelect',
    );
    await waitFor(() => expect(document.title).toBe('SQL 查询基础'));
  });
});
