import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { questionBankSeedSchema, type QuestionType, type StoredBankQuestion } from '../src/index';

const fixtures = new URL('../../../fixtures/', import.meta.url);
const read = (path: string): string => readFileSync(new URL(path, fixtures), 'utf8');

const parsed = questionBankSeedSchema.safeParse(JSON.parse(read('seed/practice.json')));
const { questionSets, bankQuestions } = parsed.success
  ? parsed.data
  : { questionSets: [], bankQuestions: [] };

const ofType = <T extends QuestionType>(type: T) =>
  bankQuestions.filter((q): q is Extract<StoredBankQuestion, { type: T }> => q.type === type);
const duplicates = (values: number[]): number[] => values.filter((v, i) => values.indexOf(v) !== i);

/** The query without anything in parentheses (subqueries, OVER clauses, function arguments). */
function topLevel(sql: string): string {
  let text = sql;
  while (/\([^()]*\)/.test(text)) text = text.replace(/\([^()]*\)/g, '');
  return text;
}

describe('fixtures/seed/practice.json (the calibration field question bank)', () => {
  it('matches questionBankSeedSchema', () => {
    expect(parsed.error?.message).toBeUndefined();
  });

  it('has unique set and question ids, and every question belongs to an existing set', () => {
    expect(duplicates(questionSets.map((s) => s.setId))).toEqual([]);
    expect(duplicates(bankQuestions.map((q) => q.questionId))).toEqual([]);
    const setIds = new Set(questionSets.map((s) => s.setId));
    expect(bankQuestions.filter((q) => !setIds.has(q.setId)).map((q) => q.questionId)).toEqual([]);
  });

  it('has 4-6 sets, none of them empty', () => {
    expect(questionSets.length).toBeGreaterThanOrEqual(4);
    expect(questionSets.length).toBeLessThanOrEqual(6);
    const used = new Set(bankQuestions.map((q) => q.setId));
    expect(questionSets.filter((s) => !used.has(s.setId)).map((s) => s.title)).toEqual([]);
  });

  it('has at least 40 questions: 14 python, 10 sql, 6 choice and 4 fill', () => {
    expect(bankQuestions.length).toBeGreaterThanOrEqual(40);
    expect(ofType('python').length).toBeGreaterThanOrEqual(14);
    expect(ofType('sql').length).toBeGreaterThanOrEqual(10);
    expect(ofType('choice').length).toBeGreaterThanOrEqual(6);
    expect(ofType('fill').length).toBeGreaterThanOrEqual(4);
  });

  it('uses every difficulty', () => {
    expect(new Set(bankQuestions.map((q) => q.difficulty))).toEqual(new Set([1, 2, 3]));
  });

  it('gives every python question a sample case, at least two hidden ones and a starter that is not the solution', () => {
    const weak = ofType('python')
      .filter((q) => {
        const samples = q.cases.filter((c) => c.sample).length;
        return samples < 1 || q.cases.length - samples < 2 || q.starterCode.trim() === q.solution.trim();
      })
      .map((q) => q.questionId);
    expect(weak).toEqual([]);
  });

  it('orders sql results only when the reference query asks for an order', () => {
    const mismatched = ofType('sql')
      .filter((q) => /\bORDER\s+BY\b/i.test(topLevel(q.solution)) !== q.ordered)
      .map((q) => q.questionId);
    expect(mismatched).toEqual([]);
  });

  it('gives choice answers A-D and fill answers that are not blank', () => {
    expect(ofType('choice').filter((q) => !['A', 'B', 'C', 'D'].includes(q.answer))).toEqual([]);
    expect(ofType('fill').filter((q) => q.answers.some((a) => a.trim() === ''))).toEqual([]);
  });

  it('has plausible seeded pass counts: accepted <= submitted', () => {
    expect(bankQuestions.filter((q) => q.seedAccepted > q.seedSubmitted).map((q) => q.questionId)).toEqual(
      [],
    );
  });
});

describe('fixtures/practice (the sample school database)', () => {
  it('creates the three tables the sql questions query', () => {
    const schema = read('practice/school-schema.sql');
    for (const table of ['students', 'courses', 'scores']) {
      expect(schema).toMatch(new RegExp(`CREATE TABLE ${table} \\(`));
    }
  });

  it('has sample and hidden data that differ, both filling every table', () => {
    const sample = read('practice/school-sample.sql');
    const hidden = read('practice/school-hidden.sql');
    expect(sample).not.toBe(hidden);
    for (const data of [sample, hidden]) {
      for (const table of ['students', 'courses', 'scores']) expect(data).toContain(`INSERT INTO ${table} (`);
    }
  });
});
