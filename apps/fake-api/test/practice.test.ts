import { describe, expect, it } from 'vitest';
import { endpoints } from '@shui/contract';
import { startFakeApi } from './harness';
import { submit, usePracticeJudge } from './practice-helpers';

usePracticeJudge();

describe('the question bank', () => {
  it('lists questions filtered and paged, with every tag, and sets with their counts', async () => {
    const api = startFakeApi();
    const all = await api.call('GET', endpoints.questionList.path, { query: { pageSize: 50 } });
    expect(all.body.data.total).toBe(46);
    expect(all.body.data.list.map((q: { questionId: number }) => q.questionId)).toEqual(
      Array.from({ length: 46 }, (_, i) => i + 1),
    );
    expect(all.body.data.tags).toContain('窗口函数');

    const sql = await api.call('GET', endpoints.questionList.path, {
      query: { type: 'sql', difficulty: 3, pageSize: 10 },
    });
    expect(sql.body.data.total).toBeGreaterThan(0);
    for (const q of sql.body.data.list) expect(q).toMatchObject({ type: 'sql', difficulty: 3 });

    const page2 = await api.call('GET', endpoints.questionList.path, { query: { pageNum: 2, pageSize: 20 } });
    expect(page2.body.data.list[0].questionId).toBe(21);
    const past = await api.call('GET', endpoints.questionList.path, { query: { pageNum: 9, pageSize: 20 } });
    expect(past.body.data).toMatchObject({ list: [], total: 46 });

    const keyword = await api.call('GET', endpoints.questionList.path, { query: { keyword: 'json' } });
    expect(keyword.body.data.list.length).toBeGreaterThan(0);
    for (const q of keyword.body.data.list)
      expect(`${q.title} ${q.tags.join(' ')}`.toLowerCase()).toContain('json');

    const bad = await api.call('GET', endpoints.questionList.path, { query: { pageSize: 30 } });
    expect(bad.status).toBe(400);

    const sets = await api.call('GET', endpoints.questionSets.path);
    expect(sets.body.data).toHaveLength(6);
    expect(sets.body.data.reduce((n: number, s: { total: number }) => n + s.total, 0)).toBe(46);
    expect(sets.body.data[0]).toMatchObject({ setId: 1, solved: 0 });
  });

  it('shows a question without its answer, hidden cases or reference solution', async () => {
    const api = startFakeApi();
    const python = await api.call('GET', endpoints.questionDetail.path, { query: { questionId: 1 } });
    const data = python.body.data;
    expect(data).toMatchObject({
      type: 'python',
      timeLimitMs: 2000,
      prevId: null,
      nextId: 2,
      explanationHtml: '',
    });
    expect(data.samples).toEqual([{ input: '3 5\n', output: '8\n' }]);
    expect(data.starterCode).toContain('input()');
    const text = JSON.stringify(python.body);
    expect(text).not.toContain('print(a + b)');
    expect(text).not.toContain('2000000000000000000');
    const choice = await api.call('GET', endpoints.questionDetail.path, { query: { questionId: 4 } });
    expect(choice.body.data.choice1).toBeTruthy();
    expect(JSON.stringify(choice.body)).not.toMatch(/"answer"/);
    const missing = await api.call('GET', endpoints.questionDetail.path, { query: { questionId: 999 } });
    expect(missing.body).toMatchObject({ respCode: 40400, respMsg: '题目不存在' });
  });

  it('judges choice and fill answers at once, and the standing follows', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const wrong = await submit(api, token, { questionId: 4, answer: 'A' });
    expect(wrong.body.data).toMatchObject({ verdict: 'wrong-answer', status: 'tried', passed: 0, total: 1 });
    const right = await submit(api, token, { questionId: 4, answer: 'C' });
    expect(right.body.data).toMatchObject({ verdict: 'accepted', status: 'solved', passed: 1 });
    const fill = await submit(api, token, { questionId: 6, answer: ' 3 1 ' });
    expect(fill.body.data.verdict).toBe('accepted');

    const solved = await api.call('GET', endpoints.questionList.path, { token, query: { status: 'solved' } });
    expect(solved.body.data.list.map((q: { questionId: number }) => q.questionId)).toEqual([4, 6]);
    const detail = await api.call('GET', endpoints.questionDetail.path, { token, query: { questionId: 4 } });
    expect(detail.body.data.explanationHtml).not.toBe('');
    expect(detail.body.data.submitted).toBeGreaterThan(0);
    const history = await api.call('GET', endpoints.questionSubmissions.path, {
      token,
      query: { questionId: 4 },
    });
    expect(history.body.data.list.map((s: { verdict: string }) => s.verdict)).toEqual([
      'accepted',
      'wrong-answer',
    ]);

    const anotherUser = await api.login('teacher');
    const theirs = await api.call('GET', endpoints.questionSubmission.path, {
      token: anotherUser,
      query: { submissionId: right.body.data.submissionId },
    });
    expect(theirs.body).toMatchObject({ respCode: 40400, respMsg: '提交记录不存在' });
  });
});
