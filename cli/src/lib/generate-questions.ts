import type { BankQuestionInput, QuestionType } from '@shui/contract';
import { random } from './random';
import { warmUp } from './questions/set1-warm-up';
import { stringsAndLists } from './questions/set2-strings-and-lists';
import { standardLibrary } from './questions/set3-standard-library';
import { sqlBasics } from './questions/set4-sql-basics';
import { sqlGroupsAndJoins } from './questions/set5-sql-groups-and-joins';
import { challenges } from './questions/set6-challenges';
import { Rng, type Template } from './questions/shared';

/**
 * Questions for the calibration field's bank (`shui seed --questions`), made from templates with random
 * parameters, in Chinese like the hand-written ones of fixtures/seed/practice.json, into its sets:
 * 1 入门热身, 2 字符串与列表, 3 数据处理（标准库）, 4 SQL 查询基础, 5 SQL 分组与连接, 6 综合挑战.
 * Each set's templates are a file of questions/ (set1-warm-up.ts to set6-challenges.ts); what they share
 * is in questions/shared.ts, the four types' shapes in questions/shapes.ts; this file assembles them.
 *
 * Right by construction: a Python question's expected outputs are computed by its template from the
 * inputs drawn (integers and text only, so TypeScript and Python agree; the reference solution passes
 * them, which cli/test/generate-questions.test.ts checks in the real judge); an SQL question's reference
 * query is what the judge compares with, written from the parameters; a choice's or a blank's answer is
 * computed with Python's (or SQLite's) rules: floor division, a remainder with the divisor's sign, slices.
 */

/** Of every 20 questions: 8 Python, 5 SQL, 4 choice, 3 fill. */
const MIX: readonly QuestionType[] = [
  ...Array<QuestionType>(8).fill('python'),
  ...Array<QuestionType>(5).fill('sql'),
  ...Array<QuestionType>(4).fill('choice'),
  ...Array<QuestionType>(3).fill('fill'),
];

/** The sets, in their order: a type's templates are those of set 1, then of set 2, and so on. */
const SETS = [warmUp, stringsAndLists, standardLibrary, sqlBasics, sqlGroupsAndJoins, challenges];

const templatesOf = (type: QuestionType): readonly Template[] => SETS.flatMap((set) => set[type] ?? []);

const TEMPLATES: Record<QuestionType, readonly Template[]> = {
  python: templatesOf('python'),
  sql: templatesOf('sql'),
  choice: templatesOf('choice'),
  fill: templatesOf('fill'),
};

/** A question of each template of a type, in the templates' order (for the tests that judge them). */
export function oneOfEachTemplate(type: QuestionType, seed: number): BankQuestionInput[] {
  const r = new Rng(random(seed));
  return TEMPLATES[type].map((template) => template(r).build());
}

/**
 * `count` questions for the bank's sets 1-6: 40 % Python, 25 % SQL, 20 % choice, 15 % fill (exactly so
 * in every 20), each from a template with random parameters. A title already made is drawn again a few
 * times, then numbered (凯撒加密（右移 3 位）（2）). Deterministic: the same seed gives the same list.
 */
export function generateQuestions(count: number, seed: number): BankQuestionInput[] {
  const r = new Rng(random(seed ^ 0x9e37_79b9));
  const bag: QuestionType[] = [];
  const titles = new Map<string, number>();
  return Array.from({ length: count }, () => {
    if (bag.length === 0) bag.push(...r.shuffle(MIX));
    const type = bag.pop()!;
    let draft = r.pick(TEMPLATES[type])(r);
    for (let tries = 0; tries < 8 && titles.has(draft.title); tries += 1) draft = r.pick(TEMPLATES[type])(r);
    const seen = titles.get(draft.title) ?? 0;
    titles.set(draft.title, seen + 1);
    const question = draft.build();
    return seen === 0 ? question : { ...question, title: `${draft.title}（${seen + 1}）` };
  });
}
