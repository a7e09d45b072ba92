import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, ok, renderPractice, serve, setUpPracticeSuite } from './testing/practice-harness';
import { choiceDetail, detail, list, page, row, submission } from './testing/samples';

describe('the practice sub-pages, logged in', () => {
  setUpPracticeSuite({ loggedIn: true });

  it('Problem shows the statement, samples and limits of ?questionId=', async () => {
    serve({ 'GET /portal/question/detail': () => ok(detail(1, { title: '两数之和' })) });
    renderPractice('/pythonPracticeProblem?questionId=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Python 练习题目' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '题目描述' })).toHaveTextContent(
      '读入两个整数，输出它们的和。',
    );
    expect(screen.getByText('判题时限：每个测试点 2 秒')).toBeInTheDocument();
    expect(screen.getByText('判题内存限制：每份提交 256 MiB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '打开完整练习页' })).toHaveAttribute('href', '/pythonPractice/1');
  });

  it("TopSidebar lists the question's set with the standing and marks the current one", async () => {
    serve({
      'GET /portal/question/detail': () => ok(detail(1, { title: '两数之和' })),
      'GET /portal/question/list': () =>
        ok(
          list([
            row(1, { title: '两数之和', status: 'solved' }),
            row(4, { title: '集合的长度', type: 'choice' }),
          ]),
        ),
    });
    renderPractice('/pythonPracticeTopSidebar?questionId=1');
    const navigator = await screen.findByRole('list', { name: '本题集的题目' });
    const [first, second] = within(navigator).getAllByRole('link');
    expect(first).toHaveAttribute('aria-current', 'page');
    expect(first).toHaveAttribute('href', '/pythonPractice/1');
    expect(first).toHaveTextContent('已解决');
    expect(second).toHaveAttribute('href', '/question/questionDetail?questionId=4');
    expect(calls('/portal/question/list')[0]?.query).toEqual({ setId: '1', pageNum: '1', pageSize: '50' });
  });

  it('Judge shows the submissions; Editor has no editor for a choice question', async () => {
    serve({
      'GET /portal/question/detail': ({ query }) =>
        ok(query.questionId === '4' ? choiceDetail(4) : detail(1)),
      'GET /portal/question/submissions': () => ok(page([submission(3, { verdict: 'accepted' })])),
      'GET /portal/question/submission': () => ok(submission(3)),
    });
    const router = renderPractice('/pythonPracticeJudge?questionId=1');
    expect(await screen.findByRole('region', { name: /^提交 #3/ })).toHaveTextContent('通过 4 / 4 个测试点');
    await router.navigate('/pythonPracticeEditor?questionId=4');
    expect(await screen.findByText('这道题不需要编写代码，请在题目页作答。')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '代码编辑器' })).toBeNull();
  });

  it('says which address it needs without a question', async () => {
    renderPractice('/pythonPracticeEditor');
    expect(await screen.findByRole('heading', { level: 1, name: '未指定题目' })).toBeInTheDocument();
  });
});

describe('the practice sub-pages for a visitor', () => {
  setUpPracticeSuite({ loggedIn: false });

  it('Judge asks a visitor to log in and asks nothing of the server', async () => {
    serve({ 'GET /portal/question/detail': () => ok(detail(1)) });
    renderPractice('/pythonPracticeJudge?questionId=1');
    expect(await screen.findByText('登录后查看你的提交记录。')).toBeInTheDocument();
    expect(calls('/portal/question/submissions')).toEqual([]);
  });
});
