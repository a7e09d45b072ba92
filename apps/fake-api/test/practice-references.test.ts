import { afterAll, describe, expect, it, vi } from 'vitest';
import { Judges, type CodeQuestion } from '../src/judge';
import { loadSeed } from '../src/state/seed';
import { DEFAULT_FIXTURES } from '../src/setup';

// Every case here runs real judging processes: on a busy 2-core machine (the whole suite in parallel)
// one takes far longer than the fake API's usual 20 s.
vi.setConfig({ testTimeout: 120_000 });

/**
 * Every seeded Python and SQL question's reference solution is accepted by the real judge (Pyodide,
 * sql.js), on every case and both databases: the same code that the portal runs in the browser.
 */
const seed = loadSeed(DEFAULT_FIXTURES);
const judges = new Judges();
afterAll(() => judges.close());

const codeQuestions = seed.bankQuestions.filter(
  (q): q is CodeQuestion => q.type === 'python' || q.type === 'sql',
);

describe('the seeded questions in the judge', () => {
  it('has Python and SQL questions to judge', () => {
    expect(codeQuestions.filter((q) => q.type === 'python').length).toBeGreaterThanOrEqual(14);
    expect(codeQuestions.filter((q) => q.type === 'sql').length).toBeGreaterThanOrEqual(10);
  });

  it.concurrent.each(codeQuestions.map((q) => [`${q.questionId} ${q.type} ${q.title}`, q] as const))(
    '%s: the reference solution is accepted',
    async (_name, question) => {
      const { verdict, cases } = await judges.judge(
        question,
        question.solution,
        seed.sqlDatabase!,
        question.questionId,
      );
      expect({ verdict, failed: cases.filter((c) => c.verdict !== 'accepted') }).toEqual({
        verdict: 'accepted',
        failed: [],
      });
    },
  );
});
