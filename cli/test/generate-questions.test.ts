import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  adminQuestionBulkInputSchema,
  bankQuestionInputSchema,
  QUESTION_BULK_MAX,
  type BankQuestionInput,
  type NewBankQuestion,
} from '@shui/contract';
import { Judges, type CodeQuestion } from '@shui/fake-api/judge';
import { createFakeApi } from '@shui/fake-api/setup';
import { generateQuestions, oneOfEachTemplate } from '../src/lib/generate-questions';

/**
 * The generated questions make sense and are right: they parse against the contract, spread over the
 * sets by type, and — in the real judge (Pyodide, sql.js), the one the fake API runs — every Python
 * template's reference solution passes its cases while its starter code does not, every SQL template's
 * reference runs on both databases with rows to show, and the answers of the choice and fill questions
 * are what Python and SQLite print. (The CLI may import the fake API; the fake API may not import the
 * CLI, so this lives here: eslint.config.js.)
 */

const seedQuestions = (
  JSON.parse(readFileSync(new URL('../../fixtures/seed/practice.json', import.meta.url), 'utf8')) as {
    bankQuestions: Array<{ tags: string[] }>;
  }
).bankQuestions;

type Of<T extends NewBankQuestion['type']> = Extract<NewBankQuestion, { type: T }>;
const parsed = (questions: BankQuestionInput[]) => questions.map((q) => bankQuestionInputSchema.parse(q));
const ofType = <T extends NewBankQuestion['type']>(questions: NewBankQuestion[], type: T) =>
  questions.filter((q): q is Of<T> => q.type === type);
/** As the fake API stores it, for the judge. */
const stored = <Q extends Of<'python'> | Of<'sql'>>(q: Q) => ({ ...q, questionId: 1 });
/** A user of its own for each submission, so that the judge's fair queue runs two at a time. */
let users = 0;
const nextUser = () => (users += 1);

describe('generateQuestions', () => {
  const questions = generateQuestions(600, 5);

  it('gives the same questions for the same seed and others for another', () => {
    expect(generateQuestions(600, 5)).toEqual(questions);
    const other = generateQuestions(600, 6);
    expect(other.map((q) => q.title)).not.toEqual(questions.map((q) => q.title));
    expect(generateQuestions(0, 5)).toEqual([]);
  });

  it('makes questions the control plane takes, in requests of up to 500', () => {
    for (let i = 0; i < questions.length; i += QUESTION_BULK_MAX) {
      const result = adminQuestionBulkInputSchema.safeParse({
        questions: questions.slice(i, i + QUESTION_BULK_MAX),
      });
      expect(result.error?.issues ?? []).toEqual([]);
    }
    for (const seed of [1, 2, 3]) {
      const bad = generateQuestions(1000, seed).filter((q) => !bankQuestionInputSchema.safeParse(q).success);
      expect(bad).toEqual([]);
    }
  });

  it('mixes the types (8 Python, 5 SQL, 4 choice, 3 fill in every 20) over the sets that teach them', () => {
    const count = (type: string, list = questions.slice(0, 200)) =>
      list.filter((q) => q.type === type).length;
    expect([count('python'), count('sql'), count('choice'), count('fill')]).toEqual([80, 50, 40, 30]);
    const setsOf = (type: string) => new Set(questions.filter((q) => q.type === type).map((q) => q.setId));
    expect([...setsOf('python')].sort()).toEqual([1, 2, 3, 6]);
    expect([...setsOf('sql')].sort()).toEqual([4, 5, 6]);
    expect([...setsOf('choice')].sort()).toEqual([1, 2, 3, 4, 5]);
    expect([...setsOf('fill')].sort()).toEqual([1, 2, 4]);
    expect(new Set(questions.map((q) => q.difficulty))).toEqual(new Set([1, 2, 3]));
  });

  it('tags them with the bank’s own tags and titles them apart', () => {
    const known = new Set(seedQuestions.flatMap((q) => q.tags));
    expect(questions.flatMap((q) => q.tags).filter((t) => !known.has(t))).toEqual([]);
    expect(new Set(questions.map((q) => q.title)).size).toBe(questions.length);
    // Most titles carry their parameters; only a few are numbered to stay apart.
    expect(questions.filter((q) => /（\d+）$/.test(q.title)).length).toBeLessThan(questions.length / 10);
  });

  it('gives Python questions shown and hidden cases, choices four different options', () => {
    const all = parsed(questions);
    for (const q of ofType(all, 'python')) {
      expect(q.cases.filter((c) => c.sample).length, q.title).toBeGreaterThanOrEqual(1);
      expect(q.cases.filter((c) => !c.sample).length, q.title).toBeGreaterThanOrEqual(2);
      expect(
        q.cases.every((c) => c.input.endsWith('\n') && /\S\n$/.test(c.output)),
        q.title,
      ).toBe(true);
      expect(q.statementHtml).toContain('<strong>输入与输出</strong>');
      expect(q.starterCode.length).toBeGreaterThan(0);
    }
    for (const q of ofType(all, 'choice')) {
      expect(new Set([q.choice1, q.choice2, q.choice3, q.choice4]).size, q.title).toBe(4);
    }
    // The right answer is not always at the same letter.
    expect(new Set(ofType(all, 'choice').map((q) => q.answer))).toEqual(new Set(['A', 'B', 'C', 'D']));
    for (const q of ofType(all, 'sql')) expect(q.ordered).toBe(q.statementHtml.includes('升序'));
  });
});

/** The code of a statement: its <pre> block, else its first <code>. */
const codeOf = (html: string) =>
  (/<pre><code>([\s\S]*?)<\/code><\/pre>/.exec(html) ?? /<code>(.*?)<\/code>/.exec(html))![1]!
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** An option's text: 3, or `<code>'th'</code>` -> 'th'. */
const text = (html: string) => codeOf(`<code>${html.replace(/^<code>|<\/code>$/g, '')}</code>`);

describe('the generated questions in the real judge', () => {
  const judges = new Judges();
  const db = createFakeApi({ state: 'memory' }).store.data.sqlDatabase;
  afterAll(() => judges.close());

  // The time limit is the question's; here a generous one, as the test may share a busy machine and
  // checks what the solutions print (they are linear, on inputs of a few thousand numbers at most).
  const python = ofType(parsed(oneOfEachTemplate('python', 21)), 'python').map((q) => ({
    ...stored(q),
    timeLimitMs: 10_000,
  }));
  const sql = ofType(parsed(oneOfEachTemplate('sql', 21)), 'sql').map(stored);
  const pool = parsed([
    ...oneOfEachTemplate('choice', 3),
    ...oneOfEachTemplate('fill', 3),
    ...generateQuestions(300, 9),
  ]);
  const answers = pool.flatMap((q): Array<{ q: NewBankQuestion; expected: string }> => {
    if (q.type === 'choice') {
      const right = { A: q.choice1, B: q.choice2, C: q.choice3, D: q.choice4 }[q.answer];
      return [{ q, expected: text(right) }];
    }
    return q.type === 'fill' ? [{ q, expected: q.answers[0]! }] : [];
  });
  const byPython = answers.filter(({ q }) => /Python 表达式|下面代码/.test(q.statementHtml));
  const bySqlite = answers.filter(({ q }) => q.statementHtml.includes('SQLite 中执行'));

  it('has a question of every template, and the answers to check', () => {
    expect(python.length).toBeGreaterThanOrEqual(15);
    expect(sql.length).toBeGreaterThanOrEqual(15);
    expect(byPython.length).toBeGreaterThan(20);
    expect(bySqlite.length).toBeGreaterThan(5);
    // The others, about SQL rows (COUNT and NULL, a join's rows), are counted from the statement alone.
    const others = answers.filter((a) => !byPython.includes(a) && !bySqlite.includes(a));
    expect(others.filter(({ q }) => !['聚合', '左连接', '连接'].includes(q.tags[0]!))).toEqual([]);
    // A starter code reads the input and prints nothing: it cannot pass a case, all of which print.
    for (const q of python) expect(q.starterCode, q.title).not.toMatch(/print/);
  });

  // SQL first: sql.js's time limit is fixed, and Pyodide's runners load in the background once started.
  it.each(sql.map((q) => [q.title, q] as const))(
    'SQL %s: the reference runs on both databases, with rows',
    async (_title, question) => {
      const { verdict, cases } = await judges.judge(question, question.solution, db, nextUser());
      expect(verdict).toBe('accepted');
      // The sample database's answer as shown: the columns' line, then at least one row.
      expect(cases[0]?.output?.split('\n').length).toBeGreaterThanOrEqual(2);
    },
  );

  it('SQLite gives the answers of the questions about its values', async () => {
    // The expressions in one row, compared with the answers written as literals.
    // Each named alike on both sides (the judge compares the columns' names before the rows).
    const named = (values: string[]) => `SELECT ${values.map((v, i) => `${v} AS a${i + 1}`).join(', ')};`;
    const expressions = bySqlite.map(({ q }) => codeOf(q.statementHtml).replace(/^SELECT |;$/g, ''));
    const reference = named(bySqlite.map((a) => a.expected));
    const check: CodeQuestion = { ...sql[0]!, solution: reference, ordered: false };
    const computed = await judges.judge(check, named(expressions), db, nextUser());
    expect(computed.cases[0]?.sqlDiff ?? null).toBeNull();
    expect(computed.verdict).toBe('accepted');
  });

  it.concurrent.each(python.map((q) => [q.title, q] as const))(
    'Python %s: the solution passes every case',
    async (_title, question) => {
      const solved = await judges.judge(question, question.solution, db, nextUser());
      expect({
        verdict: solved.verdict,
        failed: solved.cases.filter((c) => c.verdict !== 'accepted'),
      }).toEqual({ verdict: 'accepted', failed: [] });
    },
    // Two run at a time (the judge's own limit) and the others wait their turn within this time.
    240_000,
  );

  it('Python prints the answers of the choice and fill questions about it', async () => {
    // One program that prints each answer on a line of its own, judged against the answers expected.
    const program = byPython
      .map(({ q }) => {
        const code = codeOf(q.statementHtml);
        return q.statementHtml.includes('<pre>') ? code : `print(repr(${code}))`;
      })
      .join('\n');
    const check: CodeQuestion = {
      ...python[0]!,
      solution: program,
      cases: [{ input: '', output: byPython.map((a) => a.expected).join('\n') + '\n', sample: true }],
    };
    const printed = await judges.judge(check, program, db, nextUser());
    expect(printed.cases[0]?.diff ?? null).toBeNull();
    expect(printed.verdict).toBe('accepted');
  });
});
