import { describe, expect, it } from 'vitest';
import { endpoints, type QuestionDetail, type QuestionList, type QuestionSetSummary } from '@shui/contract';
import { resetCommand } from '../src/commands/reset';
import { seedCommand } from '../src/commands/seed';
import { run, useFakeApi } from './helpers';

const fake = useFakeApi({ reset: true });
const { at, portal } = fake;

describe('shui seed --questions', () => {
  it('adds that many questions after the seeded 46, the same for the same seed', async () => {
    const result = await run(seedCommand, ['--questions', '30', '--seed', '7', '--json', ...at]);
    expect(result.code).toBe(0);
    expect(result.json()).toMatchObject({
      seed: 7,
      questions: { added: 30, total: 76 },
      courses: null,
      added: { users: 0, notifications: 0, organisations: 0 },
    });
    const bank = fake.api.store.data.bankQuestions;
    expect(bank.map((q) => q.questionId)).toEqual(Array.from({ length: 76 }, (_, i) => i + 1));
    const made = bank.slice(46).map(({ title, type, setId }) => ({ title, type, setId }));
    expect(new Set(made.map((q) => q.type))).toEqual(new Set(['python', 'sql', 'choice', 'fill']));

    // The portal lists them at once, with the sets' counts.
    const list = await portal<QuestionList>(endpoints.questionList.path, { pageNum: 4, pageSize: 20 });
    expect(list.total).toBe(76);
    expect(list.list.map((q) => q.questionId)).toEqual(Array.from({ length: 16 }, (_, i) => i + 61));
    const sets = await portal<QuestionSetSummary[]>(endpoints.questionSets.path);
    expect(sets.reduce((sum, s) => sum + s.total, 0)).toBe(76);

    await run(resetCommand, at);
    const text = await run(seedCommand, ['--questions', '30', '--seed', '7', ...at]);
    expect(text.code).toBe(0);
    expect(text.out).toContain('with --seed 7: 0 users, 0 notifications, 0 organisations, 30 questions');
    expect(text.out).toMatch(/now \d+ users, \d+ notifications, \d+ organisations, 76 questions/);
    expect(
      fake.api.store.data.bankQuestions.slice(46).map(({ title, type, setId }) => ({ title, type, setId })),
    ).toEqual(made);
  });

  it('sends 500 a request and goes on counting; with courses, both are reported', async () => {
    const result = await run(seedCommand, [
      '--questions',
      '1100',
      '--courses',
      '5',
      '--seed',
      '3',
      '--json',
      ...at,
    ]);
    expect(result.code).toBe(0);
    expect(result.json()).toMatchObject({ questions: { added: 1100, total: 1146 }, courses: { added: 5 } });
    expect(new Set(fake.api.store.data.bankQuestions.map((q) => q.questionId)).size).toBe(1146);
    const detail = await portal<QuestionDetail>(endpoints.questionDetail.path, { questionId: 1146 });
    expect(detail.questionId).toBe(1146);
  });

  it('refuses a bad number (exit 2) and a state without the sets (exit 1), adding nothing', async () => {
    for (const [value, message] of [
      ['-1', '--questions: expected a whole number'],
      ['many', '--questions: expected a whole number'],
      ['10001', '--questions: must be at most 10,000'],
    ]) {
      const bad = await run(seedCommand, ['--questions', value!, ...at]);
      expect({ code: bad.code, err: bad.err.includes(message!) }).toEqual({ code: 2, err: true });
    }
    expect((await run(seedCommand, at)).err).toContain('--courses and/or --questions');

    // A state whose bank has only the first set: every generated question of another set is refused.
    fake.api.store.data.questionSets = fake.api.store.data.questionSets.filter((s) => s.setId === 1);
    const refused = await run(seedCommand, ['--questions', '20', '--seed', '1', '--json', ...at]);
    expect(refused.code).toBe(1);
    expect(refused.errorJson().error).toMatchObject({
      message: expect.stringMatching(/questions\.\d+\.setId: no question set \d \(the sets are 1\)$/),
      hint: expect.stringContaining('Nothing was added. The generated questions go into the seed'),
    });
    expect(fake.api.store.data.bankQuestions).toHaveLength(46);
  });
});
