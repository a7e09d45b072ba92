import type { Difficulty } from '@shui/contract';
import { code, type Case, type Draft, type Question, type Rng } from './shared';

/** The four types of question (Python, SQL, choice, fill): their specs, and the drafts made from them. */

/**
 * Drafts of one type's questions, made by `build` from a title and a spec: a draft makes its spec, and
 * builds the question from it, only when its title is kept.
 */
const draftsOf =
  <S>(build: (r: Rng, title: string, s: S) => Question) =>
  (r: Rng, title: string, spec: () => S): Draft => ({ title, build: () => build(r, title, spec()) });

/** Submissions before the fake API's start, passing less often the harder the question. */
function stats(r: Rng, difficulty: Difficulty) {
  const seedSubmitted = r.int(30, 460 - difficulty * 100);
  const [low, high] = ({ 1: [0.65, 0.9], 2: [0.4, 0.7], 3: [0.15, 0.45] } as const)[difficulty];
  return { seedSubmitted, seedAccepted: Math.round(seedSubmitted * (low + r.float() * (high - low))) };
}

interface Common {
  setId: number;
  difficulty: Difficulty;
  tags: string[];
  explanation: string;
}

interface PythonSpec extends Common {
  /** What to compute (HTML). */
  task: string;
  input: string;
  output: string;
  range: string;
  starterCode: string;
  solution: string;
  /** The samples are shown in the statement, the others hidden. */
  samples: Case[];
  hidden: Case[];
}

function pythonQuestion(r: Rng, title: string, s: PythonSpec): Question {
  return {
    type: 'python',
    setId: s.setId,
    title,
    difficulty: s.difficulty,
    tags: s.tags,
    statementHtml:
      `${s.task}<p><strong>输入与输出</strong></p><table><tbody>` +
      `<tr><th>输入</th><td>${s.input}</td></tr><tr><th>输出</th><td>${s.output}</td></tr>` +
      `<tr><th>数据范围</th><td>${s.range}</td></tr></tbody></table>` +
      '<p>程序从标准输入读取数据、向标准输出打印结果；逐行比较，忽略行末空格与末尾空行。</p>',
    starterCode: s.starterCode,
    solution: s.solution,
    cases: [
      ...s.samples.map(([input, output]) => ({ input, output, sample: true })),
      ...s.hidden.map(([input, output]) => ({ input, output, sample: false })),
    ],
    timeLimitMs: 2_000,
    explanationHtml: s.explanation,
    ...stats(r, s.difficulty),
  };
}

/** Drafts of Python questions. */
export const python = draftsOf(pythonQuestion);

interface SqlSpec extends Common {
  task: string;
  /** [column, meaning], in order. */
  columns: Array<[string, string]>;
  /** The order the statement asks for (an ORDER BY with a total order); else 'any' or 'one row'. */
  order: string;
  starterCode: string;
  solution: string;
}

function sqlQuestion(r: Rng, title: string, s: SqlSpec): Question {
  const order = s.order === 'any' ? '不要求' : s.order === 'one row' ? '只有一行' : s.order;
  return {
    type: 'sql',
    setId: s.setId,
    title,
    difficulty: s.difficulty,
    tags: s.tags,
    statementHtml:
      `${s.task}<p>在示例学校数据库（表 <code>students</code>、<code>courses</code>、<code>scores</code>）上编写一条 SELECT 查询。</p>` +
      '<p><strong>返回列</strong>（按以下顺序）：</p><table><thead><tr><th>#</th><th>列</th><th>含义</th></tr></thead><tbody>' +
      s.columns.map(([c, m], i) => `<tr><td>${i + 1}</td><td>${code(c)}</td><td>${m}</td></tr>`).join('') +
      `</tbody></table><p><strong>行的顺序</strong>：${order}。</p>`,
    starterCode: s.starterCode,
    solution: s.solution,
    ordered: s.order !== 'any' && s.order !== 'one row',
    explanationHtml: s.explanation,
    ...stats(r, s.difficulty),
  };
}

/** Drafts of SQL questions. */
export const sql = draftsOf(sqlQuestion);

interface ChoiceSpec extends Common {
  statement: string;
  /** The right option and wrong ones (HTML); repeats and copies of the right one are dropped. */
  right: string;
  wrong: string[];
}

function choiceQuestion(r: Rng, title: string, s: ChoiceSpec): Question {
  const wrong = [...new Set(s.wrong)].filter((w) => w !== s.right);
  if (wrong.length < 3) throw new Error(`generate-questions: fewer than 3 wrong options for ${title}`);
  const options = r.shuffle([s.right, ...r.shuffle(wrong).slice(0, 3)]);
  return {
    type: 'choice',
    setId: s.setId,
    title,
    difficulty: s.difficulty,
    tags: s.tags,
    statementHtml: s.statement,
    choice1: options[0]!,
    choice2: options[1]!,
    choice3: options[2]!,
    choice4: options[3]!,
    answer: (['A', 'B', 'C', 'D'] as const)[options.indexOf(s.right)]!,
    explanationHtml: s.explanation,
    ...stats(r, s.difficulty),
  };
}

/** Drafts of choice questions. */
export const choice = draftsOf(choiceQuestion);

/** Wrong numbers: the likely mistakes given, then neighbours of the right one until there are enough. */
export function wrongNumbers(right: number | bigint, likely: ReadonlyArray<number | bigint>): string[] {
  const out = likely.map(String);
  for (let d = 1; new Set(out.filter((x) => x !== String(right))).size < 3; d += 1)
    out.push(String(BigInt(right) + BigInt(d)), String(BigInt(right) - BigInt(d)));
  return out;
}

interface FillSpec extends Common {
  statement: string;
  answers: string[];
  ignoreCase?: boolean;
}

const fillQuestion = (r: Rng, title: string, s: FillSpec): Question => ({
  type: 'fill',
  setId: s.setId,
  title,
  difficulty: s.difficulty,
  tags: s.tags,
  statementHtml: s.statement,
  answers: s.answers,
  ignoreCase: s.ignoreCase ?? false,
  explanationHtml: s.explanation,
  ...stats(r, s.difficulty),
});

/** Drafts of fill questions. */
export const fill = draftsOf(fillQuestion);
