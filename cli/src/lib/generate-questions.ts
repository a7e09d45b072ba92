import type { BankQuestionInput, Difficulty, QuestionType } from '@shui/contract';
import { escapeHtml } from '@shui/contract/html';
import { random } from './random';

/**
 * Questions for the calibration field's bank (`shui seed --questions`), made from templates with random
 * parameters, in Chinese like the hand-written ones of fixtures/seed/questions.json, into its sets:
 * 1 入门热身, 2 字符串与列表, 3 数据处理（标准库）, 4 SQL 查询基础, 5 SQL 分组与连接, 6 综合挑战.
 *
 * Right by construction: a Python question's expected outputs are computed here from the inputs drawn
 * (integers and text only, so TypeScript and Python agree; the reference solution passes them, which
 * cli/test/generate-questions.test.ts checks in the real judge); an SQL question's reference query is
 * what the judge compares with, written from the parameters; a choice's or a blank's answer is computed
 * with Python's (or SQLite's) rules: floor division, a remainder with the divisor's sign, slices.
 */

type Question = BankQuestionInput;

/**
 * A template's parameters drawn and its title made; the question is built only when the title is kept
 * (a title already made is drawn again, and building is the costly part: the cases of a Python question).
 */
interface Draft {
  title: string;
  build: () => Question;
}

/**
 * Drafts of one type's questions, made by `build` from a title and a spec: a draft makes its spec, and
 * builds the question from it, only when its title is kept.
 */
const draftsOf =
  <S>(build: (r: Rng, title: string, s: S) => Question) =>
  (r: Rng, title: string, spec: () => S): Draft => ({ title, build: () => build(r, title, spec()) });

/** Of every 20 questions: 8 Python, 5 SQL, 4 choice, 3 fill. */
const MIX: readonly QuestionType[] = [
  ...Array<QuestionType>(8).fill('python'),
  ...Array<QuestionType>(5).fill('sql'),
  ...Array<QuestionType>(4).fill('choice'),
  ...Array<QuestionType>(3).fill('fill'),
];

class Rng {
  constructor(private readonly next: () => number) {}
  float(): number {
    return this.next();
  }
  /** A whole number from lo to hi, both included. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
  ints(count: number, lo: number, hi: number): number[] {
    return Array.from({ length: count }, () => this.int(lo, hi));
  }
  /** A whole number from lo to hi other than 0. */
  nonZero(lo: number, hi: number): number {
    for (;;) {
      const n = this.int(lo, hi);
      if (n !== 0) return n;
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// HTML and the shapes of the four types

const esc = (text: string) => escapeHtml(text, { quotes: false });
const code = (text: string | number) => `<code>${esc(String(text))}</code>`;
const pre = (text: string) => `<pre><code>${esc(text)}</code></pre>`;
type Line = string | number | bigint;
/** Lines of a program's input or output, each ending with a newline. */
const lines = (rows: readonly Line[]) => rows.map(String).join('\n') + '\n';

/** A case of a Python question: what the program reads and what it must print. */
type Case = [input: string, output: string];
/** Makes the cases whose input is one line, `x`, and whose output is one line, `answer(x)`. */
const lineCase =
  <T extends Line>(answer: (x: T) => Line) =>
  (x: T): Case => [lines([x]), lines([answer(x)])];
/** Makes the cases whose input is a list as `listInput` says (`n`, then the numbers), and whose output is one line. */
const listCase =
  (answer: (nums: number[]) => Line) =>
  (nums: number[]): Case => [lines([nums.length, nums.join(' ')]), lines([answer(nums)])];

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
const python = draftsOf(pythonQuestion);

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
const sql = draftsOf(sqlQuestion);

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
const choice = draftsOf(choiceQuestion);

/** Wrong numbers: the likely mistakes given, then neighbours of the right one until there are enough. */
function wrongNumbers(right: number | bigint, likely: ReadonlyArray<number | bigint>): string[] {
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
const fill = draftsOf(fillQuestion);

// ---------------------------------------------------------------------------------------------------
// Python's rules, for the answers

/** Python's `a // b`. */
const floorDiv = (a: number, b: number) => Math.floor(a / b);
/** Python's `a % b`: the sign of the divisor. */
const pyMod = (a: number, b: number) => a - b * Math.floor(a / b);
/** `s[i:j]` of Python (step 1). */
function pySlice(s: string, i: number, j: number): string {
  const chars = [...s];
  const at = (k: number) => Math.min(chars.length, Math.max(0, k < 0 ? k + chars.length : k));
  return chars.slice(at(i), Math.max(at(i), at(j))).join('');
}
/** `= a / b` as Python prints it when that is short (= -3.5, = 2.25), else rounded (≈ 2.33). */
const quotient = (a: number, b: number) =>
  Number.isInteger((a / b) * 1000) ? `= ${a / b}` : `≈ ${(a / b).toFixed(2)}`;
/** Python's order of strings: by code point. */
const byCodePoint = (a: string, b: string) => {
  const x = [...a].map((c) => c.codePointAt(0)!);
  const y = [...b].map((c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
};

const WORDS = [
  'data',
  'python',
  'river',
  'cloud',
  'judge',
  'query',
  'table',
  'index',
  'lambda',
  'graph',
  'vector',
  'model',
  'train',
  'sample',
  'zebra',
  'xyz',
  'apple',
  'kiwi',
  'a',
  'an',
  'io',
  'shui',
  'campus',
  'course',
  'exam',
  'score',
  'list',
  'set',
  'dict',
  'statistics',
];
const NAMES = [
  '张伟',
  '李娜',
  '王磊',
  '刘洋',
  '陈静',
  '杨帆',
  '赵敏',
  '黄晓明',
  '周婷',
  '吴昊',
  '徐佳怡',
  '孙浩然',
  '马丽',
  '朱子轩',
  '欧阳娜娜',
  '郭强',
];
const CITIES = ['上海', '北京', '杭州', '南京', '成都', '武汉', '西安', '广州'];

// ---------------------------------------------------------------------------------------------------
// Python questions: sets 1-3 and 6

const COMPARISONS = [
  { word: '大于', op: '>', test: (x: number, k: number) => x > k, equal: false },
  { word: '不小于', op: '>=', test: (x: number, k: number) => x >= k, equal: true },
  { word: '小于', op: '<', test: (x: number, k: number) => x < k, equal: false },
  { word: '不大于', op: '<=', test: (x: number, k: number) => x <= k, equal: true },
] as const;

const readList = 'n = int(input())\nnums = list(map(int, input().split()))\n';
const listInput = '第一行一个整数 <code>n</code>；第二行 <code>n</code> 个整数，以空格分隔。';

function countCompared(r: Rng): Draft {
  const c = r.pick(COMPARISONS);
  const k = r.int(-20, 80);
  const make = listCase((nums) => nums.filter((x) => c.test(x, k)).length);
  return python(r, `统计${c.word} ${k} 的数`, () => ({
    setId: 1,
    difficulty: 1,
    tags: ['列表', '计数', '条件判断'],
    task: `<p>读入 <code>n</code> 个整数，输出其中${c.word} ${code(k)} 的数的个数。</p>`,
    input: listInput,
    output: `一行，一个整数：${c.word} ${code(k)} 的数的个数。`,
    range: '<code>1 ≤ n ≤ 1000</code>，每个整数的绝对值不超过 <code>1000</code>',
    starterCode: `${readList}# 统计 nums 中${c.word} ${k} 的数的个数并输出\n`,
    solution: `${readList}print(sum(1 for x in nums if x ${c.op} ${k}))\n`,
    samples: [make(r.ints(r.int(5, 8), k - 30, k + 30))],
    hidden: [
      make(r.shuffle([k, k, k - 1, k + 1, ...r.ints(4, k - 5, k + 5)])),
      make(r.ints(200, -1000, 1000)),
      make([k]),
    ],
    explanation: `<p>遍历列表，满足 ${code(`x ${c.op} ${k}`)} 时计数加一，也可以写成 ${code(`sum(1 for x in nums if x ${c.op} ${k})`)}。注意等于 ${k} 的数${c.equal ? '要' : '不'}计入。</p>`,
  }));
}

function sequenceTerm(r: Rng): Draft {
  const a = r.int(0, 5);
  const b = r.int(1, 9);
  const term = (n: number) => {
    let [x, y] = [BigInt(a), BigInt(b)];
    for (let i = 1; i < n; i += 1) [x, y] = [y, x + y];
    return x;
  };
  const make = lineCase(term);
  const fibonacci = a === 1 && b === 1;
  return python(r, fibonacci ? '第 n 个斐波那契数' : `类斐波那契数列（首两项 ${a}、${b}）`, () => ({
    setId: 1,
    difficulty: 1,
    tags: ['循环', '整数'],
    task: `<p>数列的第 1 项是 ${code(a)}，第 2 项是 ${code(b)}，从第 3 项起每一项都等于前两项之和${fibonacci ? '（即斐波那契数列）' : ''}。读入 <code>n</code>，输出数列的第 <code>n</code> 项。</p>`,
    input: '一行，一个整数 <code>n</code>。',
    output: '一行，一个整数：数列的第 <code>n</code> 项。',
    range: '<code>1 ≤ n ≤ 90</code>',
    starterCode: `n = int(input())\n# 从前两项 ${a}、${b} 开始递推，输出第 n 项\n`,
    solution: `n = int(input())\na, b = ${a}, ${b}\nfor _ in range(n - 1):\n    a, b = b, a + b\nprint(a)\n`,
    samples: [make(r.int(5, 10))],
    hidden: [make(1), make(2), make(r.int(20, 60)), make(90)],
    explanation: `<p>用两个变量保存相邻的两项，循环 <code>n - 1</code> 次：${code('a, b = b, a + b')}。别忘了 <code>n = 1</code> 和 <code>n = 2</code>；第 90 项很大，但 Python 的整数没有上限。</p>`,
  }));
}

function taxiFare(r: Rng): Draft {
  const base = r.int(8, 14);
  const km = r.int(2, 3);
  const per = r.int(2, 4);
  const fare = (m: number) => base + Math.floor((Math.max(0, m - km * 1000) + 999) / 1000) * per;
  const make = lineCase(fare);
  return python(r, `出租车计费（起步价 ${base} 元含 ${km} 公里，超出每公里 ${per} 元）`, () => ({
    setId: 1,
    difficulty: 1,
    tags: ['条件判断', '整数'],
    task: `<p>某城市出租车的起步价为 ${base} 元，包含前 ${km} 公里；超出 ${km} 公里的部分每公里 ${per} 元，不足 1 公里按 1 公里计。读入行驶距离（米），输出车费（元）。</p>`,
    input: '一行，一个整数 <code>m</code>：行驶的距离，单位为米。',
    output: '一行，一个整数：车费（元）。',
    range: '<code>0 ≤ m ≤ 100000</code>',
    starterCode: 'm = int(input())\n# 计算车费（元）并输出\n',
    solution: `m = int(input())\nextra = max(0, m - ${km * 1000})\nprint(${base} + (extra + 999) // 1000 * ${per})\n`,
    samples: [make(r.int(km * 1000 + 1, 15_000))],
    hidden: [make(km * 1000), make(km * 1000 + 1), make(0), make(r.int(20_000, 100_000))],
    explanation: `<p>先求超出的米数 ${code(`max(0, m - ${km * 1000})`)}，再向上取整成公里数：整数运算 ${code('(extra + 999) // 1000')} 即可，不必用浮点数。恰好 ${km} 公里时只收起步价，多 1 米就要多收 ${per} 元。</p>`,
  }));
}

function toBase(r: Rng): Draft {
  const b = r.pick([2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16]);
  const make = lineCase((n: number) => n.toString(b).toUpperCase());
  const letters = b > 10;
  return python(r, `十进制转 ${b} 进制`, () => ({
    setId: 1,
    difficulty: 2,
    tags: ['整数', '循环'],
    task: `<p>读入一个非负整数 <code>n</code>，输出它的 ${b} 进制表示（不带前缀，没有多余的前导零）${letters ? `；大于 9 的数位用大写字母表示（${code('A')} 表示 10${b > 11 ? `，${code('B')} 表示 11，依此类推` : ''}）` : ''}。</p>`,
    input: '一行，一个整数 <code>n</code>。',
    output: `一行：<code>n</code> 的 ${b} 进制表示。`,
    range: '<code>0 ≤ n ≤ 10<sup>12</sup></code>',
    starterCode: `n = int(input())\n# 反复除以 ${b} 取余，得到 ${b} 进制的各位\n`,
    solution:
      `n = int(input())\ndigits = '0123456789ABCDEF'\nif n == 0:\n    print(0)\nelse:\n    out = []\n` +
      `    while n > 0:\n        out.append(digits[n % ${b}])\n        n //= ${b}\n    print(''.join(reversed(out)))\n`,
    samples: [make(r.int(b * b, 1000))],
    hidden: [make(0), make(b - 1), make(b), make(r.int(10 ** 9, 10 ** 12))],
    explanation: `<p>用 ${code(`n % ${b}`)} 取最低位，再 ${code(`n //= ${b}`)}，直到 <code>n</code> 为 0；得到的各位是从低到高的，最后要反转。<code>n = 0</code> 时循环一次也不执行，要单独输出 <code>0</code>。</p>`,
  }));
}

function caesar(r: Rng): Draft {
  const k = r.int(1, 25);
  const back = r.chance(0.4);
  const shift = back ? 26 - k : k;
  const encode = (s: string) =>
    [...s]
      .map((c) =>
        c >= 'a' && c <= 'z' ? String.fromCharCode(((c.charCodeAt(0) - 97 + shift) % 26) + 97) : c,
      )
      .join('');
  const text = (count: number, extra: string[]) =>
    [...r.shuffle([...Array.from({ length: count }, () => r.pick(WORDS)), ...extra])].join(' ');
  const make = lineCase(encode);
  return python(r, `凯撒${back ? '解密（左移' : '加密（右移'} ${k} 位）`, () => ({
    setId: 2,
    difficulty: 1,
    tags: ['字符串'],
    task: `<p>把一行文字中的每个小写字母换成字母表中${back ? '向前' : '向后'}第 ${k} 个字母（${back ? '越过 <code>a</code> 时从 <code>z</code> 接着数' : '越过 <code>z</code> 时从 <code>a</code> 接着数'}），其他字符（数字、空格、标点）保持不变。</p>`,
    input: '一行文字，由小写字母、数字、空格和标点组成。',
    output: '一行：变换后的文字。',
    range: '一行不超过 200 个字符',
    starterCode: `s = input()\n# 小写字母${back ? '左' : '右'}移 ${k} 位，其余字符不变\n`,
    solution: `s = input()\nprint(''.join(chr((ord(c) - 97 + ${shift}) % 26 + 97) if 'a' <= c <= 'z' else c for c in s))\n`,
    samples: [make(text(3, ['2025!']))],
    hidden: [make(text(5, ['xyz', 'abc', '42,'])), make('zzz aaa'), make(text(20, ['7', '?']))],
    explanation: `<p>字母的位置是 ${code("ord(c) - ord('a')")}，${back ? `左移 ${k} 位等于右移 ${shift} 位，` : ''}加上位移后对 26 取余就会绕回字母表开头：${code(`chr((ord(c) - 97 + ${shift}) % 26 + 97)`)}。只变换小写字母，其他字符原样保留。</p>`,
  }));
}

function windowSum(r: Rng): Draft {
  const k = r.int(2, 8);
  // From prefix sums, not the solution's running window.
  const best = (nums: number[]) => {
    const prefix = [0];
    for (const x of nums) prefix.push(prefix.at(-1)! + x);
    let max = -Infinity;
    for (let i = k; i < prefix.length; i += 1) max = Math.max(max, prefix[i]! - prefix[i - k]!);
    return max;
  };
  const make = listCase(best);
  return python(r, `长度为 ${k} 的连续段的最大和`, () => ({
    setId: 2,
    difficulty: 2,
    tags: ['列表', '滑动窗口'],
    task: `<p>在 <code>n</code> 个整数中，找出连续 ${k} 个数之和的最大值。</p>`,
    input: listInput,
    output: `一行，一个整数：连续 ${k} 个数之和的最大值。`,
    range: `<code>${k} ≤ n ≤ 10<sup>5</sup></code>，每个整数的绝对值不超过 <code>10<sup>4</sup></code>`,
    starterCode: `${readList}# 求连续 ${k} 个数之和的最大值\n`,
    solution:
      `${readList}s = sum(nums[:${k}])\nbest = s\nfor i in range(${k}, n):\n` +
      `    s += nums[i] - nums[i - ${k}]\n    best = max(best, s)\nprint(best)\n`,
    samples: [make(r.ints(k + 5, -20, 50))],
    hidden: [make(r.ints(k, -100, 100)), make(r.ints(k + 10, -500, -1)), make(r.ints(2000, -10_000, 10_000))],
    explanation: `<p>滑动窗口：先求前 ${k} 个数的和，之后每右移一格，加上新进入的数、减去离开的数，整体是 O(n)。注意全是负数时答案也是负数，最大值的初值不能取 0。</p>`,
  }));
}

function rotate(r: Rng): Draft {
  const k = r.int(1, 20);
  const right = r.chance(0.5);
  const turn = (nums: number[]) => {
    const n = nums.length;
    const cut = right ? n - (k % n) : k % n;
    return [...nums.slice(cut), ...nums.slice(0, cut)];
  };
  const make = listCase((nums) => turn(nums).join(' '));
  const side = right ? '右' : '左';
  return python(r, `列表循环${side}移 ${k} 位`, () => ({
    setId: 2,
    difficulty: 1,
    tags: ['列表'],
    task: `<p>把 <code>n</code> 个整数组成的列表循环${side}移 ${k} 位：每次${right ? '把最后一个数移到最前面' : '把第一个数移到最后面'}，共移 ${k} 次。输出移动后的列表。</p>`,
    input: listInput,
    output: '一行：移动后的 <code>n</code> 个整数，以一个空格分隔。',
    range: '<code>1 ≤ n ≤ 1000</code>，每个整数的绝对值不超过 <code>1000</code>',
    starterCode: `${readList}# 循环${side}移 ${k} 位后输出\n`,
    solution: right
      ? `${readList}k = ${k} % n\nprint(' '.join(map(str, nums[n - k:] + nums[:n - k])))\n`
      : `${readList}k = ${k} % n\nprint(' '.join(map(str, nums[k:] + nums[:k])))\n`,
    samples: [make(r.ints(r.int(k + 2, k + 6), 1, 99))],
    hidden: [
      make(r.ints(3, -50, 50)),
      make([r.int(1, 9)]),
      make(r.ints(k, 0, 99)),
      make(r.ints(200, -1000, 1000)),
    ],
    explanation: `<p>移动 <code>n</code> 次等于没动，所以只需移动 ${code(`${k} % n`)} 位，再用切片拼接：${right ? code('nums[n - k:] + nums[:n - k]') : code('nums[k:] + nums[:k]')}。<code>n</code> 比 ${k} 小时尤其要先取余。</p>`,
  }));
}

function kthDistinct(r: Rng): Draft {
  const k = r.int(2, 6);
  const largest = r.chance(0.5);
  const word = largest ? '大' : '小';
  const answer = (nums: number[]) => {
    const distinct = [...new Set(nums)].sort((a, b) => (largest ? b - a : a - b));
    return distinct.length >= k ? String(distinct[k - 1]) : '不存在';
  };
  const make = listCase(answer);
  return python(r, `去重后第 ${k} ${word}的数`, () => ({
    setId: 2,
    difficulty: 2,
    tags: ['列表', '去重', '排序'],
    task: `<p>把 <code>n</code> 个整数去掉重复的值，输出其中第 ${k} ${word}的数；如果不同的值不足 ${k} 个，输出 ${code('不存在')}。</p>`,
    input: listInput,
    output: `一行：去重后第 ${k} ${word}的数，或 ${code('不存在')}。`,
    range: '<code>1 ≤ n ≤ 1000</code>，每个整数的绝对值不超过 <code>1000</code>',
    starterCode: `${readList}# 去重、排序后取第 ${k} ${word}的数\n`,
    solution: `${readList}values = sorted(set(nums)${largest ? ', reverse=True' : ''})\nprint(values[${k - 1}] if len(values) >= ${k} else '不存在')\n`,
    samples: [make(r.shuffle([...r.ints(k + 2, 1, 30), ...r.ints(3, 1, 5)]))],
    hidden: [
      make(Array.from({ length: k + 3 }, (_, i) => (i % (k - 1)) + 7)),
      make(r.ints(50, -20, 20)),
      make(r.shuffle([...r.ints(k, -9, 9), -9, -9, 9, 9])),
      make(r.ints(800, -1000, 1000)),
    ],
    explanation: `<p>${code('set(nums)')} 去重，再${largest ? '从大到小' : '从小到大'}排序，第 ${k} 个就是下标 ${code(k - 1)}。先判断去重后的个数，否则不足 ${k} 个时会 ${code('IndexError')}。</p>`,
  }));
}

function longWords(r: Rng): Draft {
  const k = r.int(3, 8);
  const exact = r.chance(0.3);
  const keep = (w: string) => (exact ? [...w].length === k : [...w].length >= k);
  const answer = (s: string) => {
    const kept = s.split(/\s+/).filter((w) => w !== '' && keep(w));
    return kept.length ? kept.join(' ') : '无';
  };
  const text = (count: number) =>
    Array.from({ length: count }, () => r.pick(WORDS)).reduce(
      (out, w, i) => (i === 0 ? w : `${out}${' '.repeat(r.int(1, 3))}${w}`),
      '',
    );
  const make = lineCase(answer);
  const how = exact ? '恰好为' : '不少于';
  return python(r, `长度${how} ${k} 的单词`, () => ({
    setId: 2,
    difficulty: 1,
    tags: ['字符串', 'split'],
    task: `<p>一行英文中的单词以一个或多个空格分隔。按原来的顺序输出其中长度${how} ${k} 的单词（重复的也照样输出），单词之间用一个空格分隔；一个也没有时输出 ${code('无')}。</p>`,
    input: '一行英文，只含小写字母和空格。',
    output: `一行：长度${how} ${k} 的单词，或 ${code('无')}。`,
    range: '一行不超过 1000 个字符',
    starterCode: `words = input().split()\n# 选出长度${how} ${k} 的单词\n`,
    solution: `words = [w for w in input().split() if len(w) ${exact ? '==' : '>='} ${k}]\nprint(' '.join(words) if words else '无')\n`,
    samples: [make(text(7))],
    hidden: [make(text(15)), make('a an io'), make(text(60))],
    explanation: `<p>不带参数的 ${code('split()')} 按任意多个空格切分，不会产生空字符串；用列表推导式筛选 ${code(`len(w) ${exact ? '==' : '>='} ${k}`)}，再用 ${code("' '.join(...)")} 拼接。</p>`,
  }));
}

function letterCount(r: Rng): Draft {
  const letter = r.pick([...'aeioulnrst']);
  const answer = (s: string) => [...s.toLowerCase()].filter((c) => c === letter).length;
  const text = (count: number) =>
    Array.from({ length: count }, () =>
      [...r.pick(WORDS)].map((c) => (r.chance(0.3) ? c.toUpperCase() : c)).join(''),
    ).join(' ');
  const make = lineCase(answer);
  return python(r, `字母 ${letter} 出现的次数`, () => ({
    setId: 2,
    difficulty: 1,
    tags: ['字符串', '计数'],
    task: `<p>统计一行英文中字母 ${code(letter)} 出现的次数，不区分大小写（${code(letter.toUpperCase())} 也算）。</p>`,
    input: '一行英文，由大小写字母和空格组成。',
    output: '一行，一个整数：出现的次数。',
    range: '一行不超过 1000 个字符',
    starterCode: `s = input()\n# 统计字母 ${letter}（不区分大小写）出现的次数\n`,
    solution: `s = input()\nprint(s.lower().count('${letter}'))\n`,
    samples: [make(text(5))],
    hidden: [make(text(12)), make(`${letter.toUpperCase()}${letter} ${letter}`), make('xyz'), make(text(80))],
    explanation: `<p>先用 ${code('lower()')} 统一成小写，再用 ${code(`count('${letter}')`)} 计数；直接 ${code(`s.count('${letter}')`)} 会漏掉大写的 ${code(letter.toUpperCase())}。</p>`,
  }));
}

function csvTotals(r: Rng): Draft {
  const k = r.int(120, 220);
  const courses = ['Python程序设计', '线性代数', '"概率论,数理统计"', '数据库系统'];
  const table = (students: number) => {
    const names = r.shuffle(NAMES).slice(0, students);
    const rows = r.shuffle(
      names.flatMap((name) =>
        r
          .shuffle(courses)
          .slice(0, r.int(1, 3))
          .map((course) => ({ name, course, score: r.int(40, 100) })),
      ),
    );
    const totals = new Map<string, number>();
    for (const row of rows) totals.set(row.name, (totals.get(row.name) ?? 0) + row.score);
    const kept = [...totals].filter(([, total]) => total >= k).map(([name, total]) => `${name} ${total}`);
    return [
      lines(['name,course,score', ...rows.map((x) => `${x.name},${x.course},${x.score}`)]),
      lines(kept.length ? kept : ['无']),
    ] as Case;
  };
  return python(r, `CSV 总分不低于 ${k} 的学生`, () => ({
    setId: 3,
    difficulty: 2,
    tags: ['CSV', '字典', '统计'],
    task: `<p>读入 CSV 格式的成绩表（第一行是表头 ${code('name,course,score')}，含逗号的课程名用双引号括起来），按姓名累加分数，输出总分不低于 ${k} 的学生。</p>`,
    input: '第一行是表头，之后每行一条成绩记录：姓名、课程、分数。',
    output: `按姓名在表中第一次出现的顺序，每行输出一个总分不低于 ${k} 的学生：${code('姓名 总分')}；一个也没有时输出 ${code('无')}。`,
    range: '不超过 100 条记录，分数为 0–100 的整数',
    starterCode: `import csv\nimport sys\n\nrows = list(csv.DictReader(sys.stdin))\n# 按姓名累加 score，输出总分不低于 ${k} 的学生\n`,
    solution:
      `import csv\nimport sys\n\ntotals = {}\nfor row in csv.DictReader(sys.stdin):\n` +
      `    totals[row['name']] = totals.get(row['name'], 0) + int(row['score'])\n` +
      `result = [f'{name} {total}' for name, total in totals.items() if total >= ${k}]\n` +
      `print('\\n'.join(result) if result else '无')\n`,
    samples: [table(4)],
    hidden: [table(8), table(1), table(16)],
    explanation: `<p>用 ${code('csv.DictReader')} 读取，它会正确处理双引号里的逗号（自己用 ${code("split(',')")} 会把 ${code('"概率论,数理统计"')} 切开）。字典从 Python 3.7 起保持插入顺序，正好是姓名第一次出现的顺序。</p>`,
  }));
}

function jsonCities(r: Rng): Draft {
  const k = r.int(18, 24);
  const people = (count: number) =>
    Array.from({ length: count }, () => ({ name: r.pick(NAMES), city: r.pick(CITIES), age: r.int(16, 30) }));
  const make = (list: Array<{ name: string; city: string; age: number }>): Case => {
    const counts = new Map<string, number>();
    for (const p of list) if (p.age >= k) counts.set(p.city, (counts.get(p.city) ?? 0) + 1);
    const rows = [...counts.keys()].sort(byCodePoint).map((city) => `${city} ${counts.get(city)}`);
    return [lines([JSON.stringify(list)]), lines(rows.length ? rows : ['无'])];
  };
  return python(r, `JSON 中 ${k} 岁及以上的人按城市计数`, () => ({
    setId: 3,
    difficulty: 2,
    tags: ['JSON', '字典', '排序'],
    task: `<p>读入一行 JSON：一个数组，每个元素是 ${code('{"name": 姓名, "city": 城市, "age": 年龄}')}。统计年龄不小于 ${k} 的人在各城市的人数。</p>`,
    input: '一行 JSON 数组。',
    output: `按城市名升序（Python 字符串的默认顺序，即 ${code('sorted')} 的顺序），每行输出 ${code('城市 人数')}；没有符合条件的人时输出 ${code('无')}。`,
    range: '数组不超过 1000 个元素，年龄为整数',
    starterCode: `import json\n\npeople = json.loads(input())\n# 统计 age >= ${k} 的人在各城市的人数\n`,
    solution:
      `import json\n\npeople = json.loads(input())\ncounts = {}\nfor p in people:\n    if p['age'] >= ${k}:\n` +
      `        counts[p['city']] = counts.get(p['city'], 0) + 1\nif counts:\n    for city in sorted(counts):\n` +
      `        print(city, counts[city])\nelse:\n    print('无')\n`,
    samples: [make(people(6))],
    hidden: [make(people(30)), make([{ name: '马丽', city: '上海', age: k - 1 }]), make(people(300))],
    explanation: `<p>${code('json.loads')} 把一行文本变成由字典组成的列表；用字典计数，最后 ${code('sorted(counts)')} 按城市名排序。年龄恰好为 ${k} 的人也要计入。</p>`,
  }));
}

function dateShift(r: Rng): Draft {
  const k = r.int(1, 400);
  const after = r.chance(0.6);
  const day = 86_400_000;
  const shift = (iso: string) =>
    new Date(Date.parse(`${iso}T00:00:00Z`) + (after ? k : -k) * day).toISOString().slice(0, 10);
  const randomDate = () =>
    new Date(Date.UTC(2001, 0, 1) + r.int(0, 365 * 28) * day).toISOString().slice(0, 10);
  const make = lineCase(shift);
  return python(r, `${k} 天${after ? '之后' : '之前'}的日期`, () => ({
    setId: 3,
    difficulty: after ? 1 : 2,
    tags: ['日期', 'datetime'],
    task: `<p>读入一个日期，输出它${after ? '之后' : '之前'}第 ${k} 天的日期。</p>`,
    input: `一行，一个日期，格式为 ${code('YYYY-MM-DD')}。`,
    output: `一行：${after ? '之后' : '之前'}第 ${k} 天的日期，格式相同。`,
    range: '日期在 2001-01-01 与 2029-12-31 之间',
    starterCode: `from datetime import date, timedelta\n\nd = date.fromisoformat(input().strip())\n# 输出 ${k} 天${after ? '之后' : '之前'}的日期\n`,
    solution: `from datetime import date, timedelta\n\nd = date.fromisoformat(input().strip())\nprint((d ${after ? '+' : '-'} timedelta(days=${k})).isoformat())\n`,
    samples: [make(randomDate())],
    hidden: [
      make('2024-02-28'),
      make(after ? '2023-12-31' : '2024-03-01'),
      make('2004-02-29'),
      make(randomDate()),
    ],
    explanation: `<p>${code('date.fromisoformat')} 解析日期，${code(`timedelta(days=${k})`)} 表示 ${k} 天，相${after ? '加' : '减'}即可；闰年、月末和跨年都由 ${code('datetime')} 处理，${code('isoformat()')} 输出同样的格式。</p>`,
  }));
}

function digitRuns(r: Rng): Draft {
  const k = r.int(3, 6);
  const atLeast = r.chance(0.4);
  const PIECES = [
    '订单',
    '于',
    '年',
    '月',
    '日发货，',
    '编号',
    '电话',
    '共',
    '件，',
    '金额',
    '元。',
    '房间',
    '号，',
    'ID:',
  ];
  const text = (count: number, forced: boolean) => {
    const parts = Array.from({ length: count }, () => [
      r.pick(PIECES),
      Array.from({ length: r.int(1, 8) }, () => r.int(0, 9)).join(''),
    ]).flat();
    if (forced)
      parts.splice(2 * r.int(0, count - 1) + 1, 1, Array.from({ length: k }, () => r.int(0, 9)).join(''));
    return parts.join('');
  };
  const answer = (s: string) =>
    (s.match(/[0-9]+/g) ?? []).filter((run) => (atLeast ? run.length >= k : run.length === k));
  const make = (s: string): Case => {
    const found = answer(s);
    return [lines([s]), lines(found.length ? found : ['无'])];
  };
  const pattern = atLeast ? `\\d{${k},}` : `\\d{${k}}`;
  return python(r, `提取${atLeast ? '至少' : '恰好'} ${k} 位的数字串`, () => ({
    setId: 3,
    difficulty: 3,
    tags: ['正则', '字符串'],
    task: `<p>一段文字中夹杂着数字。把其中由${atLeast ? `至少 ${k} 个` : `恰好 ${k} 个`}数字组成的连续数字串（前后紧挨着的都不是数字）按出现的顺序找出来。</p>`,
    input: '一行文字，含汉字、字母、标点和数字 0–9。',
    output: `每行输出一个找到的数字串（原样输出，保留开头的 0）；一个也没有时输出 ${code('无')}。`,
    range: '一行不超过 2000 个字符',
    starterCode: `import re\n\ns = input()\n# 找出${atLeast ? '至少' : '恰好'} ${k} 位的连续数字串\n`,
    solution: `import re\n\nfound = re.findall(r'(?<!\\d)${pattern}(?!\\d)', input())\nprint('\\n'.join(found) if found else '无')\n`,
    samples: [make(text(5, true))],
    hidden: [make(text(12, true)), make('编号12电话3'), make(text(100, false))],
    explanation: `<p>${code(`re.findall(r'(?<!\\d)${pattern}(?!\\d)', s)`)}：否定环视 ${code('(?<!\\d)')} 和 ${code('(?!\\d)')} 保证取到的数字串前后都不是数字${atLeast ? '，即完整的一段' : `，否则 ${code(`\\d{${k}}`)} 会从更长的数字串里截出 ${k} 位`}。也可以先用 ${code('\\d+')} 找出所有数字串，再按长度筛选。</p>`,
  }));
}

function longestWithin(r: Rng): Draft {
  const s = r.int(10, 60);
  // Another way than the solution's two pointers: for each end, the earliest start by binary search
  // over the prefix sums (which never decrease, the numbers being non-negative).
  const answer = (nums: number[]) => {
    const prefix = [0];
    for (const x of nums) prefix.push(prefix.at(-1)! + x);
    let best = 0;
    for (let j = 1; j <= nums.length; j += 1) {
      let [lo, hi] = [0, j];
      while (lo < hi) {
        const mid = Math.floor((lo + hi) / 2);
        if (prefix[j]! - prefix[mid]! <= s) hi = mid;
        else lo = mid + 1;
      }
      best = Math.max(best, j - lo);
    }
    return best;
  };
  const make = listCase(answer);
  return python(r, `和不超过 ${s} 的最长连续段`, () => ({
    setId: 6,
    difficulty: 3,
    tags: ['滑动窗口', '列表'],
    task: `<p>给出 <code>n</code> 个非负整数，求和不超过 ${s} 的连续一段最多有几个数；任何一个数都大于 ${s} 时输出 <code>0</code>。</p>`,
    input: listInput,
    output: '一行，一个整数：最长的长度。',
    range: '<code>1 ≤ n ≤ 10<sup>5</sup></code>，<code>0 ≤</code> 每个整数 <code>≤ 100</code>',
    starterCode: `${readList}# 求和不超过 ${s} 的最长连续段的长度\n`,
    solution:
      `${readList}best = 0\ntotal = 0\nleft = 0\nfor right, x in enumerate(nums):\n    total += x\n` +
      `    while total > ${s}:\n        total -= nums[left]\n        left += 1\n    best = max(best, right - left + 1)\nprint(best)\n`,
    samples: [make(r.ints(8, 0, Math.ceil(s / 2)))],
    hidden: [
      make(r.ints(5, s + 1, 100)),
      make([0, 0, 0, s, 0]),
      make(r.ints(40, 0, 20)),
      make(r.ints(2000, 0, 100)),
    ],
    explanation: `<p>数都是非负的，所以可以用双指针：右端逐个加入，和超过 ${s} 就从左端移出，直到不超过为止；每一步都记录当前窗口的长度。整体 O(n)，枚举所有区间的 O(n²) 做法在 n 很大时会超时。</p>`,
  }));
}

function pairSum(r: Rng): Draft {
  const t = r.int(-10, 30);
  // Another way than the solution's single pass: from how often each value occurs.
  const answer = (nums: number[]) => {
    const times = new Map<number, number>();
    for (const x of nums) times.set(x, (times.get(x) ?? 0) + 1);
    let count = 0;
    for (const [x, c] of times) {
      if (x * 2 === t) count += (c * (c - 1)) / 2;
      else if (x < t - x) count += c * (times.get(t - x) ?? 0);
    }
    return count;
  };
  const make = listCase(answer);
  return python(r, `和为 ${t} 的数对个数`, () => ({
    setId: 6,
    difficulty: 2,
    tags: ['字典', '计数'],
    task: `<p>给出 <code>n</code> 个整数 <code>a<sub>1</sub>, …, a<sub>n</sub></code>，统计满足 <code>i &lt; j</code> 且 <code>a<sub>i</sub> + a<sub>j</sub> = ${t}</code> 的下标对 <code>(i, j)</code> 的个数（值相同、位置不同的数算不同的数对）。</p>`,
    input: listInput,
    output: '一行，一个整数：数对的个数。',
    range: '<code>1 ≤ n ≤ 10<sup>5</sup></code>，每个整数的绝对值不超过 <code>100</code>',
    starterCode: `${readList}# 统计和为 ${t} 的数对个数\n`,
    solution:
      `${readList}seen = {}\npairs = 0\nfor x in nums:\n    pairs += seen.get(${t} - x, 0)\n` +
      `    seen[x] = seen.get(x, 0) + 1\nprint(pairs)\n`,
    samples: [make(r.ints(6, t - 10, t + 10))],
    hidden: [
      make([r.int(-100, 100)]),
      make(Array<number>(6).fill(t / 2 === Math.floor(t / 2) ? t / 2 : t)),
      make(r.ints(3000, -20, 40)),
    ],
    explanation: `<p>从左到右扫描，用字典记录已经见过的每个值出现了几次：对当前的 <code>x</code>，之前出现过的 ${code(`${t} - x`)} 都能和它配对。这样是 O(n)；两重循环是 O(n²)，n 很大时会超时。</p>`,
  }));
}

function frequentWords(r: Rng): Draft {
  const k = r.int(2, 4);
  const answer = (text: string) => {
    const counts = new Map<string, number>();
    for (const w of text.split(/\s+/)) if (w) counts.set(w, (counts.get(w) ?? 0) + 1);
    const rows = [...counts]
      .filter(([, c]) => c >= k)
      .sort(([a, x], [b, y]) => y - x || byCodePoint(a, b))
      .map(([w, c]) => `${w} ${c}`);
    return rows.length ? rows : ['无'];
  };
  const text = (lineCount: number, perLine: number) =>
    Array.from({ length: lineCount }, () =>
      Array.from({ length: perLine }, () => r.pick(WORDS.slice(0, 12))).join(' '),
    );
  const make = (rows: string[]): Case => [lines(rows), lines(answer(rows.join('\n')))];
  return python(r, `出现至少 ${k} 次的单词`, () => ({
    setId: 6,
    difficulty: 2,
    tags: ['字典', '排序', '字符串'],
    task: `<p>读入若干行英文单词，找出出现至少 ${k} 次的单词，按出现次数从多到少输出；次数相同的按字母顺序。</p>`,
    input: '若干行，每行若干个小写单词，以空格分隔；读到输入结束为止。',
    output: `每行 ${code('单词 次数')}；没有符合条件的单词时输出 ${code('无')}。`,
    range: '单词总数不超过 10<sup>4</sup>',
    starterCode: `import sys\n\nwords = sys.stdin.read().split()\n# 统计每个单词出现的次数\n`,
    solution:
      `import sys\nfrom collections import Counter\n\ncounts = Counter(sys.stdin.read().split())\n` +
      `rows = sorted((w for w in counts if counts[w] >= ${k}), key=lambda w: (-counts[w], w))\n` +
      `if rows:\n    for w in rows:\n        print(w, counts[w])\nelse:\n    print('无')\n`,
    samples: [make(text(3, 5))],
    hidden: [make(text(8, 10)), make(['data', 'query', 'table']), make(text(50, 20))],
    explanation: `<p>${code('sys.stdin.read().split()')} 一次读入所有单词，${code('collections.Counter')} 计数；排序的键 ${code('(-counts[w], w)')} 先按次数降序、再按单词升序。</p>`,
  }));
}

// ---------------------------------------------------------------------------------------------------
// SQL questions: sets 4-6, on the school database of fixtures/questions/ (its tables students,
// courses, scores). Parameters are values both the sample and the hidden data have.

const TERMS = ['2023秋', '2024春', '2024秋', '2025春'];
const SAMPLE_CITIES = ['上海', '杭州', '南京', '北京'];
const SCORE_COMPARISONS = [
  { word: '不低于', op: '>=' },
  { word: '高于', op: '>' },
  { word: '低于', op: '<' },
] as const;
const nullNote = '缺考（<code>score</code> 为 NULL）的记录不计入。';

function countScores(r: Rng): Draft {
  const c = r.pick(SCORE_COMPARISONS);
  const k = r.int(60, 95);
  return sql(r, `成绩${c.word} ${k} 分的记录数`, () => ({
    setId: 4,
    difficulty: 1,
    tags: ['聚合', 'WHERE'],
    task: `<p>统计成绩表 <code>scores</code> 中分数${c.word} ${k} 分的记录条数，${nullNote}结果只有一行。</p>`,
    columns: [['record_count', '记录条数']],
    order: 'one row',
    starterCode: 'SELECT ...\nFROM scores\nWHERE ...;\n',
    solution: `SELECT COUNT(*) AS record_count\nFROM scores\nWHERE score ${c.op} ${k};\n`,
    explanation: `<p>${code(`WHERE score ${c.op} ${k}`)} 筛选后用 ${code('COUNT(*)')} 计数。NULL 与任何数比较的结果都是 NULL（不是真），所以缺考记录自然被排除。</p>`,
  }));
}

function studentsOfCity(r: Rng): Draft {
  const city = r.pick(SAMPLE_CITIES);
  return sql(r, `来自${city}的学生`, () => ({
    setId: 4,
    difficulty: 1,
    tags: ['WHERE', '排序'],
    task: `<p>列出城市为 ${code(city)} 的所有学生。</p>`,
    columns: [
      ['id', '学号'],
      ['name', '姓名'],
      ['class_name', '班级'],
    ],
    order: '按学号 <code>id</code> 升序',
    starterCode: 'SELECT ...\nFROM students\n',
    solution: `SELECT id, name, class_name\nFROM students\nWHERE city = '${city}'\nORDER BY id;\n`,
    explanation: `<p>字符串常量用单引号：${code(`WHERE city = '${city}'`)}；${code('ORDER BY id')} 按学号升序。城市为 NULL 的学生不等于任何城市，不会出现。</p>`,
  }));
}

function termHighScores(r: Rng): Draft {
  const term = r.pick(TERMS);
  const k = r.int(75, 90);
  return sql(r, `${term}学期不低于 ${k} 分的成绩`, () => ({
    setId: 4,
    difficulty: 2,
    tags: ['WHERE', '排序'],
    task: `<p>列出 ${code(term)} 学期分数不低于 ${k} 分的成绩记录。</p>`,
    columns: [
      ['student_id', '学号'],
      ['course_id', '课程编号'],
      ['score', '分数'],
    ],
    order:
      '按分数降序；分数相同按学号 <code>student_id</code> 升序，再相同按课程编号 <code>course_id</code> 升序',
    starterCode: 'SELECT student_id, course_id, score\nFROM scores\n',
    solution: `SELECT student_id, course_id, score\nFROM scores\nWHERE term = '${term}' AND score >= ${k}\nORDER BY score DESC, student_id, course_id;\n`,
    explanation: `<p>两个条件用 ${code('AND')} 连接；${code('ORDER BY score DESC, student_id, course_id')} 依次比较三列，直到分出先后（每个学生每门课至多一条记录，所以顺序是唯一的）。</p>`,
  }));
}

function yearGenderCount(r: Rng): Draft {
  const year = r.pick([2022, 2023, 2024]);
  const gender = r.pick(['男', '女']);
  return sql(r, `${year} 级${gender}生人数`, () => ({
    setId: 4,
    difficulty: 1,
    tags: ['WHERE', '聚合'],
    task: `<p>统计 ${year} 年入学（${code(`enrolled_year = ${year}`)}）的${gender}生人数（${code(`gender = '${gender}'`)}）。结果只有一行。</p>`,
    columns: [['student_count', '人数']],
    order: 'one row',
    starterCode: 'SELECT ...\nFROM students\nWHERE ...;\n',
    solution: `SELECT COUNT(*) AS student_count\nFROM students\nWHERE enrolled_year = ${year} AND gender = '${gender}';\n`,
    explanation: `<p>两个条件用 ${code('AND')} 连接，再用 ${code('COUNT(*)')} 计数，并用 ${code('AS student_count')} 给结果列命名。</p>`,
  }));
}

function coursesByCredit(r: Rng): Draft {
  const credit = r.int(2, 4);
  return sql(r, `学分不少于 ${credit} 的课程`, () => ({
    setId: 4,
    difficulty: 1,
    tags: ['WHERE', '排序'],
    task: `<p>列出学分（${code('credit')}）不少于 ${credit} 的课程。</p>`,
    columns: [
      ['name', '课程名称'],
      ['credit', '学分'],
    ],
    order: '按学分降序；学分相同按课程编号 <code>id</code> 升序',
    starterCode: 'SELECT name, credit\nFROM courses\n',
    solution: `SELECT name, credit\nFROM courses\nWHERE credit >= ${credit}\nORDER BY credit DESC, id;\n`,
    explanation: `<p>${code(`WHERE credit >= ${credit}`)} 筛选；排序的列 ${code('id')} 不必出现在 ${code('SELECT')} 中。只写 ${code('ORDER BY credit DESC')} 时，学分相同的课程顺序不确定。</p>`,
  }));
}

function nameLength(r: Rng): Draft {
  const length = r.int(2, 4);
  return sql(r, `名字是 ${length} 个字的学生`, () => ({
    setId: 4,
    difficulty: 2,
    tags: ['字符串函数', 'WHERE'],
    task: `<p>查询姓名恰好是 ${length} 个字的学生。</p>`,
    columns: [
      ['id', '学号'],
      ['name', '姓名'],
    ],
    order: 'any',
    starterCode: 'SELECT id, name\nFROM students\nWHERE ...;\n',
    solution: `SELECT id, name\nFROM students\nWHERE LENGTH(name) = ${length};\n`,
    explanation: `<p>SQLite 的 ${code('LENGTH')} 对文本返回字符数（不是字节数），所以 ${code(`LENGTH(name) = ${length}`)} 正好筛出 ${length} 个字的名字。</p>`,
  }));
}

function topScores(r: Rng): Draft {
  const k = r.int(3, 10);
  return sql(r, `分数最高的 ${k} 条成绩`, () => ({
    setId: 4,
    difficulty: 2,
    tags: ['排序', 'NULL'],
    task: `<p>列出分数最高的 ${k} 条成绩记录。${nullNote}</p>`,
    columns: [
      ['student_id', '学号'],
      ['course_id', '课程编号'],
      ['score', '分数'],
    ],
    order: `按分数降序；分数相同按学号 <code>student_id</code> 升序，再相同按课程编号 <code>course_id</code> 升序；取前 ${k} 行`,
    starterCode: 'SELECT student_id, course_id, score\nFROM scores\n',
    solution: `SELECT student_id, course_id, score\nFROM scores\nWHERE score IS NOT NULL\nORDER BY score DESC, student_id, course_id\nLIMIT ${k};\n`,
    explanation: `<p>先排序再用 ${code(`LIMIT ${k}`)} 取前 ${k} 行。排序必须分出唯一的先后，否则并列的记录谁进前 ${k} 不确定；${code('WHERE score IS NOT NULL')} 排除缺考。</p>`,
  }));
}

function classAverage(r: Rng): Draft {
  const k = r.int(74, 80);
  return sql(r, `平均分不低于 ${k} 的班级`, () => ({
    setId: 5,
    difficulty: 2,
    tags: ['连接', '分组', 'HAVING'],
    task: `<p>按班级统计所有成绩的平均分（缺考不计入平均），列出平均分不低于 ${k} 的班级。比较时使用未舍入的平均分。</p>`,
    columns: [
      ['class_name', '班级'],
      ['avg_score', '平均分，用 <code>ROUND(..., 1)</code> 保留一位小数'],
    ],
    order: 'any',
    starterCode: 'SELECT st.class_name, ...\nFROM students st\nJOIN scores sc ON ...\n',
    solution: `SELECT st.class_name, ROUND(AVG(sc.score), 1) AS avg_score\nFROM students st\nJOIN scores sc ON sc.student_id = st.id\nGROUP BY st.class_name\nHAVING AVG(sc.score) >= ${k};\n`,
    explanation: `<p>连接 ${code('students')} 与 ${code('scores')} 后按班级分组；${code('AVG')} 会忽略 NULL。分组后的条件写在 ${code('HAVING')} 里，用未舍入的 ${code(`AVG(sc.score) >= ${k}`)} 比较。</p>`,
  }));
}

function courseHighCount(r: Rng): Draft {
  const k = r.int(80, 92);
  return sql(r, `每门课程 ${k} 分以上（含）的人数`, () => ({
    setId: 5,
    difficulty: 2,
    tags: ['连接', '分组'],
    task: `<p>统计每门课程中分数不低于 ${k} 分的成绩条数。没有这样的成绩的课程不列出。</p>`,
    columns: [
      ['name', '课程名称'],
      ['student_count', '分数不低于 ' + k + ' 的人数'],
    ],
    order: 'any',
    starterCode: 'SELECT c.name, ...\nFROM courses c\nJOIN scores s ON ...\n',
    solution: `SELECT c.name, COUNT(*) AS student_count\nFROM courses c\nJOIN scores s ON s.course_id = c.id\nWHERE s.score >= ${k}\nGROUP BY c.id, c.name;\n`,
    explanation: `<p>先用 ${code('WHERE')} 筛出分数不低于 ${k} 的成绩，再按课程分组计数；内连接不会留下没有这类成绩的课程。按 ${code('c.id')} 分组可以避免同名课程被合并。</p>`,
  }));
}

function busyStudents(r: Rng): Draft {
  const k = r.int(4, 6);
  return sql(r, `成绩记录不少于 ${k} 条的学生`, () => ({
    setId: 5,
    difficulty: 2,
    tags: ['分组', 'HAVING'],
    task: `<p>列出在成绩表中有不少于 ${k} 条记录的学生（缺考也算一条记录）。</p>`,
    columns: [
      ['id', '学号'],
      ['name', '姓名'],
      ['course_count', '记录条数'],
    ],
    order: 'any',
    starterCode: 'SELECT st.id, st.name, ...\nFROM students st\nJOIN scores sc ON ...\n',
    solution: `SELECT st.id, st.name, COUNT(*) AS course_count\nFROM students st\nJOIN scores sc ON sc.student_id = st.id\nGROUP BY st.id, st.name\nHAVING COUNT(*) >= ${k};\n`,
    explanation: `<p>连接后按学生分组，${code('COUNT(*)')} 数的是行数，缺考（score 为 NULL）的记录也算；若写成 ${code('COUNT(sc.score)')} 就会漏掉它们。筛选分组用 ${code(`HAVING COUNT(*) >= ${k}`)}。</p>`,
  }));
}

function absentInTerm(r: Rng): Draft {
  const term = r.pick(TERMS);
  return sql(r, `${term}学期没有成绩记录的学生`, () => ({
    setId: 5,
    difficulty: 3,
    tags: ['左连接', 'NULL'],
    task: `<p>找出在 ${code(term)} 学期没有任何成绩记录的学生。</p>`,
    columns: [
      ['id', '学号'],
      ['name', '姓名'],
    ],
    order: 'any',
    starterCode: 'SELECT st.id, st.name\nFROM students st\nLEFT JOIN scores sc ON ...\n',
    solution: `SELECT st.id, st.name\nFROM students st\nLEFT JOIN scores sc ON sc.student_id = st.id AND sc.term = '${term}'\nWHERE sc.student_id IS NULL;\n`,
    explanation: `<p>学期条件要写在 ${code('ON')} 里：${code(`LEFT JOIN scores sc ON sc.student_id = st.id AND sc.term = '${term}'`)}，没有匹配的学生右表各列为 NULL，再用 ${code('WHERE sc.student_id IS NULL')} 取出。若把学期条件放进 ${code('WHERE')}，左连接就退化成了内连接。也可以用 ${code('NOT EXISTS')}。</p>`,
  }));
}

function citiesOfYear(r: Rng): Draft {
  const year = r.pick([2023, 2024]);
  return sql(r, `${year} 级学生的城市分布`, () => ({
    setId: 5,
    difficulty: 2,
    tags: ['分组', 'NULL'],
    task: `<p>统计 ${year} 年入学的学生在各城市的人数；城市未填写（NULL）的学生不计入。</p>`,
    columns: [
      ['city', '城市'],
      ['student_count', '人数'],
    ],
    order: 'any',
    starterCode: 'SELECT city, ...\nFROM students\n',
    solution: `SELECT city, COUNT(*) AS student_count\nFROM students\nWHERE enrolled_year = ${year} AND city IS NOT NULL\nGROUP BY city;\n`,
    explanation: `<p>${code('GROUP BY city')} 会把 NULL 也当作一组，所以要先用 ${code('WHERE city IS NOT NULL')} 排除；判断 NULL 必须用 ${code('IS NULL')} / ${code('IS NOT NULL')}，不能用 ${code('= NULL')}。</p>`,
  }));
}

function categoryAverage(r: Rng): Draft {
  const category = r.pick(['必修', '选修']);
  const k = category === '必修' ? r.int(72, 83) : r.int(75, 86);
  return sql(r, `${category}课平均分不低于 ${k} 的学生`, () => ({
    setId: 5,
    difficulty: 3,
    tags: ['连接', '分组', 'HAVING'],
    task: `<p>只看 ${code(category)} 课程（${code(`category = '${category}'`)}）的成绩，列出这些成绩的平均分不低于 ${k} 的学生（缺考不计入平均；比较时使用未舍入的平均分）。</p>`,
    columns: [
      ['id', '学号'],
      ['name', '姓名'],
      ['avg_score', '平均分，用 <code>ROUND(..., 1)</code> 保留一位小数'],
    ],
    order: 'any',
    starterCode:
      'SELECT st.id, st.name, ...\nFROM students st\nJOIN scores sc ON ...\nJOIN courses c ON ...\n',
    solution: `SELECT st.id, st.name, ROUND(AVG(sc.score), 1) AS avg_score\nFROM students st\nJOIN scores sc ON sc.student_id = st.id\nJOIN courses c ON c.id = sc.course_id\nWHERE c.category = '${category}'\nGROUP BY st.id, st.name\nHAVING AVG(sc.score) >= ${k};\n`,
    explanation: `<p>三张表连接：${code('scores')} 提供分数，${code('courses')} 提供课程类别，${code('students')} 提供姓名。类别条件作用于单行，写在 ${code('WHERE')}；平均分条件作用于分组，写在 ${code('HAVING')}。</p>`,
  }));
}

function topPerCourse(r: Rng): Draft {
  const k = r.int(1, 3);
  return sql(r, `每门课程的前 ${k} 名（含并列）`, () => ({
    setId: 6,
    difficulty: 3,
    tags: ['窗口函数', '并列'],
    task: `<p>在每门课程内按分数从高到低排名，列出名次不超过 ${k} 的成绩记录。名次按 ${code('RANK()')} 的规则：分数相同名次相同，之后的名次跳过（如 1, 1, 3）。${nullNote}</p>`,
    columns: [
      ['course_id', '课程编号'],
      ['student_id', '学号'],
      ['score', '分数'],
    ],
    order: 'any',
    starterCode: 'SELECT course_id, student_id, score\nFROM (\n  SELECT ...\n  FROM scores\n)\nWHERE ...;\n',
    solution: `SELECT course_id, student_id, score\nFROM (\n  SELECT course_id, student_id, score,\n         RANK() OVER (PARTITION BY course_id ORDER BY score DESC) AS rk\n  FROM scores\n  WHERE score IS NOT NULL\n)\nWHERE rk <= ${k};\n`,
    explanation: `<p>${code('RANK() OVER (PARTITION BY course_id ORDER BY score DESC)')} 在每门课程内排名；窗口函数的结果不能直接写进 ${code('WHERE')}，要放进子查询后再筛选 ${code(`rk <= ${k}`)}。用 ${code('ROW_NUMBER()')} 会漏掉并列的记录。</p>`,
  }));
}

function aboveCourseAverage(r: Rng): Draft {
  const k = r.int(5, 15);
  return sql(r, `比课程平均分高 ${k} 分以上的成绩`, () => ({
    setId: 6,
    difficulty: 3,
    tags: ['子查询', '连接'],
    task: `<p>列出比所在课程的平均分至少高 ${k} 分的成绩记录（分数 ≥ 课程平均分 + ${k}；平均分按该课程的全部成绩计算，缺考不计入）。</p>`,
    columns: [
      ['student_id', '学号'],
      ['course_id', '课程编号'],
      ['score', '分数'],
    ],
    order: 'any',
    starterCode: 'SELECT s.student_id, s.course_id, s.score\nFROM scores s\nWHERE ...;\n',
    solution: `SELECT s.student_id, s.course_id, s.score\nFROM scores s\nWHERE s.score >= (\n  SELECT AVG(t.score) FROM scores t WHERE t.course_id = s.course_id\n) + ${k};\n`,
    explanation: `<p>相关子查询 ${code('(SELECT AVG(t.score) FROM scores t WHERE t.course_id = s.course_id)')} 对每一行计算它所在课程的平均分；也可以先按课程求平均分，再与 ${code('scores')} 连接。</p>`,
  }));
}

function termClassTop(r: Rng): Draft {
  const term = r.pick(TERMS);
  return sql(r, `${term}学期各班总分最高的学生`, () => ({
    setId: 6,
    difficulty: 3,
    tags: ['窗口函数', '分组', '并列'],
    task: `<p>只看 ${code(term)} 学期有分数的成绩（缺考不计），求每个学生在该学期的总分，再列出每个班级总分最高的学生（并列的都列出）。</p>`,
    columns: [
      ['class_name', '班级'],
      ['name', '姓名'],
      ['total', '该学期总分'],
    ],
    order: 'any',
    starterCode: 'SELECT class_name, name, total\nFROM (\n  SELECT ...\n)\nWHERE ...;\n',
    solution: `SELECT class_name, name, total\nFROM (\n  SELECT st.class_name, st.name, SUM(sc.score) AS total,\n         RANK() OVER (PARTITION BY st.class_name ORDER BY SUM(sc.score) DESC) AS rk\n  FROM students st\n  JOIN scores sc ON sc.student_id = st.id\n  WHERE sc.term = '${term}' AND sc.score IS NOT NULL\n  GROUP BY st.id, st.class_name, st.name\n)\nWHERE rk = 1;\n`,
    explanation: `<p>先按学生分组求该学期总分，窗口函数 ${code('RANK() OVER (PARTITION BY st.class_name ORDER BY SUM(sc.score) DESC)')} 在同一查询里对分组结果排名，名次为 1 的就是班级最高（并列的名次都是 1）。也可以用子查询求出每班的最高总分再比较。</p>`,
  }));
}

// ---------------------------------------------------------------------------------------------------
// Choice questions

function floorDivision(r: Rng): Draft {
  const a = r.nonZero(-60, 60);
  const b = r.pick([2, 3, 4, 5, 6, 7, 8, 9, -2, -3, -4]);
  const right = floorDiv(a, b);
  const negative = a < 0 || b < 0;
  return choice(r, `整除运算 ${a} // ${b}`, () => ({
    setId: 1,
    difficulty: negative ? 2 : 1,
    tags: ['运算符', 'Python 基础'],
    statement: `<p>Python 表达式 ${code(`${a} // ${b}`)} 的值是？</p>`,
    right: String(right),
    wrong: wrongNumbers(right, [Math.trunc(a / b), right + 1, right - 1, pyMod(a, b)]).concat(
      a % b !== 0 && Number.isInteger((a / b) * 1000) ? [String(a / b)] : [],
    ),
    explanation: `<p>${code('//')} 是向下取整的除法（向负无穷取整）：${code(`${a} / ${b}`)} ${quotient(a, b)}，向下取整得 ${right}。${Math.trunc(a / b) !== right ? `这与截断（向零取整）不同：截断会得到 ${Math.trunc(a / b)}。` : ''}</p>`,
  }));
}

function remainder(r: Rng): Draft {
  const a = r.nonZero(-50, 50);
  const b = r.pick([3, 4, 5, 6, 7, -3, -4, -5]);
  const right = pyMod(a, b);
  const truncated = a - b * Math.trunc(a / b);
  return choice(r, `取余运算 ${a} % ${b}`, () => ({
    setId: 1,
    difficulty: a < 0 || b < 0 ? 2 : 1,
    tags: ['运算符', 'Python 基础'],
    statement: `<p>Python 表达式 ${code(`${a} % ${b}`)} 的值是？</p>`,
    right: String(right),
    wrong: wrongNumbers(right, [truncated, -right, Math.abs(a) % Math.abs(b), floorDiv(a, b)]),
    explanation: `<p>Python 中 ${code('a % b')} 满足 ${code('a == (a // b) * b + a % b')}，结果的符号与除数 <code>b</code> 相同：${code(`${a} // ${b}`)} 是 ${floorDiv(a, b)}，所以 ${code(`${a} % ${b}`)} 是 ${right}。${truncated === right ? '' : `C、Java、JavaScript 的余数与被除数同号，会得到 ${truncated}。`}</p>`,
  }));
}

function rangeLength(r: Rng): Draft {
  const start = r.int(-5, 10);
  const stop = start + r.int(3, 30);
  const step = r.int(2, 5);
  const right = Math.floor((stop - start + step - 1) / step);
  return choice(r, `len(range(${start}, ${stop}, ${step})) 的值`, () => ({
    setId: 1,
    difficulty: 2,
    tags: ['循环', 'Python 基础'],
    statement: `<p>Python 表达式 ${code(`len(range(${start}, ${stop}, ${step}))`)} 的值是？</p>`,
    right: String(right),
    wrong: wrongNumbers(right, [right + 1, right - 1, Math.floor((stop - start) / step), stop - start]),
    explanation: `<p>${code(`range(${start}, ${stop}, ${step})`)} 从 ${start} 开始每次加 ${step}，不包含终点 ${stop}：${esc(
      Array.from({ length: Math.min(right, 4) }, (_, i) => start + i * step).join(', ') +
        (right > 4 ? ', …' : ''),
    )}，最后一个是 ${start + (right - 1) * step}，共 ${right} 个。</p>`,
  }));
}

function stringSlice(r: Rng): Draft {
  const word = r.pick(WORDS.filter((w) => w.length >= 6));
  const n = word.length;
  const i = r.chance(0.4) ? -r.int(2, n - 1) : r.int(0, n - 3);
  const from = i < 0 ? i + n : i;
  const j = r.chance(0.4) ? -r.int(1, n - from - 1) : r.int(from + 1, n);
  const right = pySlice(word, i, j);
  const show = (s: string) => code(`'${s}'`);
  return choice(r, `切片 '${word}'[${i}:${j}]`, () => ({
    setId: 2,
    difficulty: i < 0 || j < 0 ? 2 : 1,
    tags: ['字符串'],
    statement: `<p>Python 表达式 ${code(`'${word}'[${i}:${j}]`)} 的值是？</p>`,
    right: show(right),
    wrong: [
      pySlice(word, i, j + 1 === 0 ? n : j + 1),
      pySlice(word, i + 1 === 0 ? n : i + 1, j + 1 === 0 ? n : j + 1),
      pySlice(word, i - 1, j),
      pySlice(word, i, j - 1),
      pySlice(word, i + 1 === 0 ? n : i + 1, j),
    ].map(show),
    explanation: `<p>切片 ${code('s[i:j]')} 取下标 <code>i</code> 到 <code>j - 1</code>，不含 <code>j</code>；负下标从末尾数起，${code('-1')} 是最后一个字符。${code(`'${word}'`)} 长度为 ${n}，${code(`[${i}:${j}]`)} 即 ${code(`[${from}:${j < 0 ? j + n : j}]`)}，结果是 ${show(right)}。</p>`,
  }));
}

function medianChoice(r: Rng): Draft {
  const size = r.pick([5, 7]);
  const values = r.shuffle(r.shuffle(Array.from({ length: 40 }, (_, i) => i + 1)).slice(0, size));
  const sorted = [...values].sort((a, b) => a - b);
  const right = sorted[(size - 1) / 2]!;
  const sum = values.reduce((a, b) => a + b, 0);
  const mean = Number.isInteger(sum / size) ? String(sum / size) : (sum / size).toFixed(1);
  return choice(r, `statistics.median([${values.join(', ')}])`, () => ({
    setId: 3,
    difficulty: 1,
    tags: ['统计', 'statistics'],
    statement: `<p>下面代码的输出是什么？</p>${pre(`import statistics\n\nprint(statistics.median([${values.join(', ')}]))`)}`,
    right: String(right),
    wrong: [
      String(values[(size - 1) / 2]),
      mean,
      String(sorted[(size - 1) / 2 - 1]),
      String(sorted[(size - 1) / 2 + 1]),
      String(sorted[size - 1]),
    ],
    explanation: `<p>中位数是排序后位于中间的数：排序后为 ${code(sorted.join(', '))}，共 ${size} 个，第 ${(size + 1) / 2} 个是 ${right}。${code('median')} 会自己排序，不是取列表原来中间位置的数；它也不同于平均数 ${mean}。</p>`,
  }));
}

function countNulls(r: Rng): Draft {
  const rows = r.int(5, 30);
  const nulls = r.int(1, rows - 2);
  const star = r.chance(0.35);
  const right = star ? rows : rows - nulls;
  return choice(r, `${star ? 'COUNT(*)' : 'COUNT(score)'}：${rows} 行中 ${nulls} 个 NULL`, () => ({
    setId: 4,
    difficulty: star ? 1 : 2,
    tags: ['聚合', 'NULL'],
    statement: `<p>表 <code>scores</code> 共有 ${rows} 行，其中 ${nulls} 行的 <code>score</code> 为 NULL。${code(`SELECT ${star ? 'COUNT(*)' : 'COUNT(score)'} FROM scores;`)} 的结果是？</p>`,
    right: String(right),
    wrong: wrongNumbers(right, [star ? rows - nulls : rows, nulls, rows + nulls, rows - nulls - 1]),
    explanation: `<p>${code('COUNT(*)')} 统计行数，不管各列是否为 NULL：${rows}；${code('COUNT(score)')} 只统计 <code>score</code> 不为 NULL 的行：${rows} − ${nulls} = ${rows - nulls}。</p>`,
  }));
}

function joinRows(r: Rng): Draft {
  const students = r.int(5, 20);
  const matched = r.int(1, students - 1);
  const each = r.int(2, 5);
  const left = r.chance(0.6);
  const right = left ? matched * each + (students - matched) : matched * each;
  const join = left ? 'LEFT JOIN' : 'JOIN';
  return choice(r, `${join} 的行数（${students} 个学生，${matched} 人各 ${each} 条成绩）`, () => ({
    setId: 5,
    difficulty: left ? 2 : 1,
    tags: [left ? '左连接' : '连接', 'NULL'],
    statement: `<p>表 <code>students</code> 有 ${students} 行；其中 ${matched} 个学生在 <code>scores</code> 中各有 ${each} 条记录，其余学生没有记录。下面的查询返回多少行？</p>${pre(`SELECT *\nFROM students st\n${join} scores sc ON sc.student_id = st.id;`)}`,
    right: String(right),
    wrong: wrongNumbers(right, [
      students,
      left ? matched * each : matched * each + (students - matched),
      matched,
      students * each,
      students + matched * each,
    ]),
    explanation: left
      ? `<p>左连接保留左表的每一行：有记录的 ${matched} 个学生各匹配 ${each} 行，共 ${matched * each} 行；没有记录的 ${students - matched} 个学生各保留一行（右表的列为 NULL）。合计 ${right} 行。</p>`
      : `<p>内连接只保留匹配上的行：${matched} 个学生各匹配 ${each} 条记录，共 ${right} 行；没有记录的学生不出现。</p>`,
  }));
}

// ---------------------------------------------------------------------------------------------------
// Fill questions

function divmodFill(r: Rng): Draft {
  const a = r.nonZero(-40, 40);
  const b = r.pick([2, 3, 4, 5, 6, 7, -3, -4]);
  const answer = `${floorDiv(a, b)} ${pyMod(a, b)}`;
  return fill(r, `print(${a} // ${b}, ${a} % ${b})`, () => ({
    setId: 1,
    difficulty: a < 0 || b < 0 ? 2 : 1,
    tags: ['运算符', 'Python 基础'],
    statement: `<p>写出下面代码的输出（一行，原样填写）：</p>${pre(`print(${a} // ${b}, ${a} % ${b})`)}`,
    answers: [answer],
    explanation: `<p>${code('//')} 向下取整：${code(`${a} // ${b} == ${floorDiv(a, b)}`)}；${code('%')} 的结果与除数同号，且满足 ${code('a == (a // b) * b + a % b')}：${code(`${a} % ${b} == ${pyMod(a, b)}`)}。${code('print')} 的两个参数之间以一个空格分隔。</p>`,
  }));
}

function powerFill(r: Rng): Draft {
  const a = r.int(2, 9);
  const b = r.int(2, 7);
  const form = r.pick(['plain', 'minus', 'bracket'] as const);
  const expr = form === 'plain' ? `${a} ** ${b}` : form === 'minus' ? `-${a} ** ${b}` : `(-${a}) ** ${b}`;
  const power = BigInt(a) ** BigInt(b);
  const value = form === 'plain' ? power : form === 'minus' ? -power : BigInt(-a) ** BigInt(b);
  return fill(r, `幂运算 ${expr}`, () => ({
    setId: 1,
    difficulty: form === 'plain' ? 1 : 2,
    tags: ['运算符', 'Python 基础'],
    statement: `<p>Python 表达式 ${code(expr)} 的值是 ____。</p>`,
    answers: [String(value)],
    explanation:
      form === 'minus'
        ? `<p>${code('**')} 的优先级高于一元负号，${code(expr)} 相当于 ${code(`-(${a} ** ${b})`)}，结果是 ${value}。</p>`
        : form === 'bracket'
          ? `<p>括号先算出 -${a}，再求 ${b} 次幂：${b % 2 === 0 ? '偶' : '奇'}数次幂的结果${b % 2 === 0 ? '为正' : '为负'}，是 ${value}。</p>`
          : `<p>${code('**')} 是幂运算：${a} 的 ${b} 次方是 ${value}。</p>`,
  }));
}

function lenFill(r: Rng): Draft {
  const s = `${r.pick(['数据', '科学', '你好', '世界', '水杉', '课程', '练习场'])}${r.pick(['', ' ', ', '])}${r.pick(['Python', 'SQL', 'hi', 'AI', '2025', 'ok'])}${r.pick(['', '!', '！'])}`;
  const length = [...s].length;
  return fill(r, `len('${s}') 的值`, () => ({
    setId: 2,
    difficulty: 1,
    tags: ['字符串', 'Unicode'],
    statement: `<p>Python 表达式 ${code(`len('${s}')`)} 的值是 ____。</p>`,
    answers: [String(length)],
    explanation: `<p>Python 3 的字符串由 Unicode 字符组成，${code('len')} 数的是字符个数：每个汉字、字母、数字、空格和标点都算 1 个，共 ${length} 个（与 UTF-8 编码占几个字节无关）。</p>`,
  }));
}

function sortedJoinFill(r: Rng): Draft {
  const base = r.pick(WORDS.filter((w) => w.length >= 4 && w.length <= 7));
  const word = r.chance(0.5) ? base[0]!.toUpperCase() + base.slice(1) : base;
  const sep = r.pick(['', '-']);
  const answer = [...word].sort(byCodePoint).join(sep);
  return fill(r, `'${sep}'.join(sorted('${word}'))`, () => ({
    setId: 2,
    difficulty: 2,
    tags: ['字符串', '排序'],
    statement: `<p>写出下面代码的输出：</p>${pre(`print('${sep}'.join(sorted('${word}')))`)}`,
    answers: [answer],
    explanation: `<p>${code('sorted')} 把字符串拆成字符列表并按 Unicode 码位升序排列${word !== base ? '，大写字母排在所有小写字母之前' : ''}；${code(`'${sep}'.join`)} 再把它们${sep ? `用 ${code(sep)} ` : ''}连起来：${code(answer)}。</p>`,
  }));
}

function sqliteDivision(r: Rng): Draft {
  const a = r.nonZero(-40, 40);
  const b = r.pick([2, 3, 4, 5, 6, 7, 8, -2, -3]);
  const value = Math.trunc(a / b);
  return fill(r, `SQLite 中 SELECT ${a} / ${b}`, () => ({
    setId: 4,
    difficulty: a < 0 !== b < 0 ? 2 : 1,
    tags: ['运算符', 'SELECT'],
    statement: `<p>在 SQLite 中执行 ${code(`SELECT ${a} / ${b};`)}，结果是 ____。</p>`,
    answers: [String(value)],
    explanation: `<p>两个整数相除时，SQLite 做整数除法，结果向零取整（截掉小数部分）：${a} ÷ ${b} ${quotient(a, b)}，结果是 ${value}。这与 Python 的 ${code('//')}（向下取整，${code(`${a} // ${b} == ${floorDiv(a, b)}`)}）${floorDiv(a, b) === value ? '在这里恰好相同' : '不同'}。要得到小数，可以写 ${code(`${a} * 1.0 / ${b}`)}。</p>`,
  }));
}

function sqlLengthFill(r: Rng): Draft {
  const s = `${r.pick(['数据库', '学生', '成绩', '课程表', '选修课'])}${r.pick(['', ' ', '_'])}${r.pick(['SQL', 'db', 'id', '2025', 'AVG'])}`;
  const length = [...s].length;
  return fill(r, `SQLite 中 LENGTH('${s}')`, () => ({
    setId: 4,
    difficulty: 1,
    tags: ['字符串函数'],
    statement: `<p>在 SQLite 中执行 ${code(`SELECT LENGTH('${s}');`)}，结果是 ____。</p>`,
    answers: [String(length)],
    explanation: `<p>对文本，SQLite 的 ${code('LENGTH')} 返回字符数（不是字节数），汉字、字母、数字和符号都各算 1 个，共 ${length} 个。</p>`,
  }));
}

const TEMPLATES: Record<QuestionType, ReadonlyArray<(r: Rng) => Draft>> = {
  python: [
    countCompared,
    sequenceTerm,
    taxiFare,
    toBase,
    caesar,
    windowSum,
    rotate,
    kthDistinct,
    longWords,
    letterCount,
    csvTotals,
    jsonCities,
    dateShift,
    digitRuns,
    longestWithin,
    pairSum,
    frequentWords,
  ],
  sql: [
    countScores,
    studentsOfCity,
    termHighScores,
    yearGenderCount,
    coursesByCredit,
    nameLength,
    topScores,
    classAverage,
    courseHighCount,
    busyStudents,
    absentInTerm,
    citiesOfYear,
    categoryAverage,
    topPerCourse,
    aboveCourseAverage,
    termClassTop,
  ],
  choice: [floorDivision, remainder, rangeLength, stringSlice, medianChoice, countNulls, joinRows],
  fill: [divmodFill, powerFill, lenFill, sortedJoinFill, sqliteDivision, sqlLengthFill],
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
