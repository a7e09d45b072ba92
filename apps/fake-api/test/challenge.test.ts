import { afterAll, describe, expect, it } from 'vitest';
import { endpoints, type ChallengeQuestionPage, type QuestionSetSummary } from '@shui/contract';
import { closeJudges } from '../src/practice/routes';
import { startFakeApi } from './harness';

afterAll(() => closeJudges());

describe('the challenge question bank of personal centre entry j (GET /portal/question/challenge)', () => {
  async function student() {
    const api = startFakeApi();
    const token = await api.login();
    const bank = async (query: Record<string, string | number> = {}) =>
      (await api.call('GET', endpoints.challengeQuestions.path, { token, query })).body
        .data as ChallengeQuestionPage;
    const solvedInField = async () =>
      (
        (await api.call('GET', endpoints.questionSets.path, { token })).body.data as QuestionSetSummary[]
      ).reduce((n, s) => n + s.solved, 0);
    const answer = (questionId: number, choice: string) =>
      api.call('POST', endpoints.questionSubmit.path, { token, body: { questionId, answer: choice } });
    return { api, token, bank, solvedInField, answer };
  }

  it("is the calibration field's bank, in id order with its set, with the caller's standing as the field has it", async () => {
    const { bank, solvedInField, answer } = await student();
    const before = await bank({ pageSize: 50 });
    expect(before).toMatchObject({ total: 46, counts: { new: 46, tried: 0, solved: 0 } });
    expect(before.list.map((q) => q.questionId)).toEqual(Array.from({ length: 46 }, (_, i) => i + 1));
    expect(before.list[3]).toEqual({
      questionId: 4,
      setId: 1,
      setTitle: '入门热身',
      title: '集合的长度',
      type: 'choice',
      difficulty: 1,
      status: 'new',
    });

    await answer(4, 'A');
    await answer(5, 'A');
    await answer(5, 'B');
    const after = await bank({ pageSize: 50 });
    expect(after.counts).toEqual({ new: 44, tried: 1, solved: 1 });
    expect(after.list.filter((q) => q.status !== 'new').map((q) => [q.questionId, q.status])).toEqual([
      [4, 'tried'],
      [5, 'solved'],
    ]);
    expect(after.counts.solved).toBe(await solvedInField());
  });

  it('filters by standing and pages on the server; bad input is a 400 envelope, no token a 401', async () => {
    const { api, bank, answer } = await student();
    await answer(4, 'A');
    const tried = await bank({ status: 'tried' });
    expect(tried.list.map((q) => q.questionId)).toEqual([4]);
    expect(tried).toMatchObject({ total: 1, counts: { tried: 1 } });
    const second = await bank({ pageNum: 2, pageSize: 10 });
    expect(second.list.map((q) => q.questionId)).toEqual(Array.from({ length: 10 }, (_, i) => i + 11));
    const bad: Array<Record<string, string | number>> = [
      { status: 'wrong' },
      { pageNum: 0 },
      { pageSize: 51 },
      { pageNum: 'x' },
    ];
    for (const query of bad) {
      const res = await api.call('GET', endpoints.challengeQuestions.path, {
        token: await api.login(),
        query,
      });
      expect([res.status, res.body.respCode]).toEqual([400, 40000]);
    }
    expect((await api.call('GET', endpoints.challengeQuestions.path)).status).toBe(401);
  });
});
