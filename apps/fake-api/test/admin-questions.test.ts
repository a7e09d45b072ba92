import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { endpoints, type BankQuestionInput } from '@shui/contract';
import { startFakeApi } from './harness';

/** POST /__admin/questions/bulk: the question bank's bulk seed (`shui seed --questions`). */

const fill: BankQuestionInput = {
  setId: 1,
  type: 'fill',
  title: '幂运算 3 ** 4',
  difficulty: 1,
  tags: ['运算符', 'Python 基础'],
  statementHtml: '<p>写出 <code>print(3 ** 4)</code> 的输出：____</p>',
  answers: ['81'],
  explanationHtml: '<p><code>3 ** 4 == 81</code>。</p>',
  seedSubmitted: 40,
  seedAccepted: 31,
};
const python: BankQuestionInput = {
  setId: 2,
  type: 'python',
  title: '统计大于 5 的数',
  difficulty: 1,
  tags: ['列表', '计数'],
  statementHtml: '<p>读入 n 个整数，输出其中大于 5 的数的个数。</p>',
  starterCode: 'n = int(input())\nnums = list(map(int, input().split()))\n',
  solution: 'n = int(input())\nprint(sum(1 for x in map(int, input().split()) if x > 5))\n',
  cases: [
    { input: '3\n4 5 6\n', output: '1\n', sample: true },
    { input: '1\n9\n', output: '1\n' },
    { input: '2\n1 2\n', output: '0\n' },
  ],
};
const sql: BankQuestionInput = {
  setId: 4,
  type: 'sql',
  title: '成绩不低于 90 分的记录数',
  difficulty: 1,
  tags: ['聚合', 'WHERE'],
  statementHtml: '<p>统计成绩不低于 90 分的记录条数。</p>',
  starterCode: 'SELECT ...\nFROM scores;\n',
  solution: 'SELECT COUNT(*) AS record_count\nFROM scores\nWHERE score >= 90;\n',
  ordered: false,
};

const bulk = (api: ReturnType<typeof startFakeApi>, body: unknown) =>
  request(api.app)
    .post('/__admin/questions/bulk')
    .send(body as object);

describe('POST /__admin/questions/bulk', () => {
  it('adds questions after the largest id; the portal lists and shows them at once', async () => {
    const api = startFakeApi();
    const res = await bulk(api, { questions: [fill, python, sql] });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ added: 3, total: 49, firstId: 47 });

    const list = await api.call('GET', endpoints.questionList.path, { query: { pageNum: 3, pageSize: 20 } });
    expect(list.body.data.total).toBe(49);
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ questionId: 41 }),
      expect.objectContaining({ questionId: 42 }),
      expect.objectContaining({ questionId: 43 }),
      expect.objectContaining({ questionId: 44 }),
      expect.objectContaining({ questionId: 45 }),
      expect.objectContaining({ questionId: 46 }),
      expect.objectContaining({ questionId: 47, setId: 1, type: 'fill', title: '幂运算 3 ** 4' }),
      expect.objectContaining({ questionId: 48, setId: 2, type: 'python', passRate: null }),
      expect.objectContaining({ questionId: 49, setId: 4, type: 'sql', submitted: 0 }),
    ]);
    // The pass rate starts from the seeded counts; the defaults are filled in.
    expect(list.body.data.list[6]).toMatchObject({ submitted: 40, accepted: 31, passRate: 0.78 });
    expect(api.store.data.bankQuestions.at(-2)).toMatchObject({ timeLimitMs: 2000, seedSubmitted: 0 });

    const detail = await api.call('GET', endpoints.questionDetail.path, { query: { questionId: 48 } });
    expect(detail.body.data).toMatchObject({
      setTitle: '字符串与列表',
      samples: [{ input: '3\n4 5 6\n', output: '1\n' }],
      starterCode: python.type === 'python' ? python.starterCode : '',
    });
    // The hidden cases and the solution stay in the fake API.
    expect(JSON.stringify(detail.body.data)).not.toContain('9\\n');
    expect(JSON.stringify(detail.body.data)).not.toContain('sum(1 for');

    const sets = await api.call('GET', endpoints.questionSets.path);
    expect(sets.body.data.find((s: { setId: number }) => s.setId === 4)).toMatchObject({
      total: 9,
      types: { choice: 1, fill: 1, python: 0, sql: 7 },
    });

    const again = await bulk(api, { questions: [fill] });
    expect(again.body).toEqual({ added: 1, total: 50, firstId: 50 });
  });

  it('a fill answer of a new question is judged against its answers', async () => {
    const api = startFakeApi();
    await bulk(api, { questions: [fill] });
    const token = await api.login();
    const wrong = await api.call('POST', endpoints.questionSubmit.path, {
      token,
      body: { questionId: 47, answer: '12' },
    });
    expect(wrong.body.data.verdict).toBe('wrong-answer');
    const right = await api.call('POST', endpoints.questionSubmit.path, {
      token,
      body: { questionId: 47, answer: ' 81 ' },
    });
    expect(right.body.data).toMatchObject({ verdict: 'accepted', status: 'solved' });
  });

  it('refuses a bad question or an unknown set with 400, and adds none of the request', async () => {
    const api = startFakeApi();
    const cases: Array<[unknown, string]> = [
      [{ questions: [] }, 'invalid questions: questions: Too small: expected array to have >=1 items'],
      [{ questions: [fill, { ...fill, difficulty: 4 }] }, 'invalid questions: questions.1.difficulty: '],
      [
        { questions: [{ ...fill, questionId: 3 }] },
        'invalid questions: questions.0: Unrecognized key: "questionId"',
      ],
      [{ questions: [{ ...python, cases: [] }] }, 'invalid questions: questions.0.cases: '],
      [{ questions: [{ ...fill, type: 'essay' }] }, 'invalid questions: questions.0.type: '],
      [
        { questions: [fill, python, { ...sql, setId: 9 }] },
        'questions.2.setId: no question set 9 (the sets are 1, 2, 3, 4, 5, 6)',
      ],
      [
        { questions: [{ ...fill, seedSubmitted: 3, seedAccepted: 5 }] },
        'questions.0.seedAccepted: more than seedSubmitted',
      ],
      [
        { questions: Array.from({ length: 501 }, () => fill) },
        'invalid questions: questions: Too big: expected array to have <=500 items',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await bulk(api, body);
      expect({ status: res.status, error: String(res.body.error).slice(0, message.length) }).toEqual({
        status: 400,
        error: message,
      });
    }
    expect(api.store.data.bankQuestions).toHaveLength(46);
    const list = await api.call('GET', endpoints.questionList.path, { query: { pageSize: 10 } });
    expect(list.body.data.total).toBe(46);
  });

  it('a reset takes the added questions away', async () => {
    const api = startFakeApi();
    await bulk(api, { questions: [fill, sql] });
    await request(api.app).post('/__admin/reset');
    const list = await api.call('GET', endpoints.questionList.path, { query: { pageSize: 10 } });
    expect(list.body.data.total).toBe(46);
    const gone = await api.call('GET', endpoints.questionDetail.path, { query: { questionId: 47 } });
    expect(gone.status).toBe(404);
  });
});
