import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../../lib/events';
import { calls, failure, ok, renderPractice, serve, setUpPracticeSuite } from './testing/practice-harness';
import { caseResult, choiceDetail, detail, submission } from './testing/samples';

describe('a question, logged in', () => {
  setUpPracticeSuite({ loggedIn: true });

  it('judges a choice answered wrong, then right, and then shows the explanation', async () => {
    let solved = false;
    serve({
      'GET /portal/question/detail': () =>
        ok(
          choiceDetail(4, {
            status: solved ? 'solved' : 'new',
            explanationHtml: solved ? '<p>集合会去掉重复元素。</p>' : '',
            prevId: 3,
            nextId: 5,
          }),
        ),
      'POST /portal/question/submit': ({ body }) => {
        const answer = (body as { answer: string }).answer;
        solved = answer === 'C';
        return ok(
          submission(11, {
            questionId: 4,
            type: 'choice',
            code: answer,
            verdict: solved ? 'accepted' : 'wrong-answer',
            total: 1,
            passed: solved ? 1 : 0,
            cases: [caseResult(1, { verdict: solved ? 'accepted' : 'wrong-answer' })],
            status: solved ? 'solved' : 'tried',
          }),
        );
      },
    });
    const user = userEvent.setup();
    renderPractice('/question/questionDetail?questionId=4');
    expect(await screen.findByRole('heading', { level: 1, name: '#4 集合的长度' })).toBeInTheDocument();
    expect(screen.getByText('解决这道题后即可查看题解。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /上一题/ })).toHaveAttribute(
      'href',
      '/question/questionDetail?questionId=3',
    );
    expect(screen.getByRole('link', { name: /下一题/ })).toHaveAttribute(
      'href',
      '/question/questionDetail?questionId=5',
    );

    await user.click(screen.getByRole('button', { name: '提交答案' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请先选择一个选项');
    expect(calls('/portal/question/submit')).toEqual([]);

    const options = screen.getByRole('radiogroup', { name: '选项' });
    await user.click(within(options).getByText('6'));
    await user.click(screen.getByRole('button', { name: '提交答案' }));
    expect(await screen.findByText('回答错误，再想想。')).toBeInTheDocument();
    expect(screen.getByText('你的答案：A')).toBeInTheDocument();

    await user.click(within(options).getByText('3'));
    expect(screen.queryByText('回答错误，再想想。')).toBeNull();
    await user.click(screen.getByRole('button', { name: '提交答案' }));
    expect(await screen.findByText('回答正确！')).toBeInTheDocument();
    expect(await screen.findByText('集合会去掉重复元素。')).toBeInTheDocument();
    expect(calls('/portal/question/submit').map((r) => r.body)).toEqual([
      { questionId: 4, answer: 'A' },
      { questionId: 4, answer: 'C' },
    ]);
  });

  it('sends a fill answer trimmed, shows the statement sanitised, and leads a code question to its practice page', async () => {
    serve({
      'GET /portal/question/detail': ({ query }) =>
        ok(
          query.questionId === '6'
            ? detail(6, { type: 'fill', title: '整除与取余', starterCode: null, samples: [] })
            : detail(1, { title: '两数之和' }),
        ),
      'POST /portal/question/submit': () =>
        ok(submission(12, { type: 'fill', code: '3 1', total: 1, passed: 1 })),
    });
    const user = userEvent.setup();
    const router = renderPractice('/question/questionDetail?questionId=6');
    await user.type(await screen.findByRole('textbox', { name: '你的答案' }), '  3 1 ');
    await user.click(screen.getByRole('button', { name: '提交答案' }));
    expect(await screen.findByText('回答正确！')).toBeInTheDocument();
    expect(calls('/portal/question/submit')[0]?.body).toEqual({ questionId: 6, answer: '3 1' });
    expect(document.querySelector('script')).toBeNull();

    await router.navigate('/question/questionDetail?questionId=1');
    expect(await screen.findByRole('link', { name: /去练习/ })).toHaveAttribute('href', '/pythonPractice/1');
    expect(screen.queryByRole('button', { name: '提交答案' })).toBeNull();
  });

  it('says a question that does not exist is not found', async () => {
    serve({ 'GET /portal/question/detail': () => failure(404, 40400, '题目不存在') });
    renderPractice('/question/questionDetail?questionId=999');
    expect(await screen.findByRole('heading', { level: 1, name: '题目不存在' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回题目列表' })).toHaveAttribute(
      'href',
      '/question/questionSelect',
    );
  });
});

describe('a question for a visitor', () => {
  setUpPracticeSuite({ loggedIn: false });

  it('asks for the login dialog on submit, keeping the answer', async () => {
    serve({ 'GET /portal/question/detail': () => ok(choiceDetail(4)) });
    const asked: unknown[] = [];
    // The portal's dialog host answers the request (it takes it: no trip to the login page).
    const off = answer('shui:need-login', (detail) => asked.push(detail) > 0);
    const user = userEvent.setup();
    renderPractice('/question/questionDetail?questionId=4');
    await user.click(within(await screen.findByRole('radiogroup', { name: '选项' })).getByText('3'));
    await user.click(screen.getByRole('button', { name: '登录后提交' }));
    expect(asked).toHaveLength(1);
    expect(
      within(screen.getByRole('radiogroup', { name: '选项' })).getByRole('radio', { name: /C\./ }),
    ).toBeChecked();
    expect(calls('/portal/question/submit')).toEqual([]);
    off();
  });

  it('goes to the login page, coming back here, when no dialog answers', async () => {
    serve({ 'GET /portal/question/detail': () => ok(choiceDetail(4)) });
    const user = userEvent.setup();
    const router = renderPractice('/question/questionDetail?questionId=4');
    await user.click(await screen.findByRole('button', { name: '登录后提交' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
