import type { BankQuestionInput, QuestionType } from '@shui/contract';
import { escapeHtml } from '@shui/contract/html';

/**
 * What the templates of every set share (cli/src/lib/generate-questions.ts assembles the sets): the random
 * numbers, a draft, the HTML and cases of a statement, Python's rules for the answers, and the words,
 * names and cities the parameters are drawn from.
 */

export type Question = BankQuestionInput;

/**
 * A template's parameters drawn and its title made; the question is built only when the title is kept
 * (a title already made is drawn again, and building is the costly part: the cases of a Python question).
 */
export interface Draft {
  title: string;
  build: () => Question;
}

/** A template: draws its parameters and makes a draft. */
export type Template = (r: Rng) => Draft;
/** A set's templates by type (a set has questions of some types only). */
export type SetTemplates = Partial<Record<QuestionType, readonly Template[]>>;

export class Rng {
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
// HTML and cases

export const esc = (text: string) => escapeHtml(text, { quotes: false });
export const code = (text: string | number) => `<code>${esc(String(text))}</code>`;
export const pre = (text: string) => `<pre><code>${esc(text)}</code></pre>`;
type Line = string | number | bigint;
/** Lines of a program's input or output, each ending with a newline. */
export const lines = (rows: readonly Line[]) => rows.map(String).join('\n') + '\n';

/** A case of a Python question: what the program reads and what it must print. */
export type Case = [input: string, output: string];
/** Makes the cases whose input is one line, `x`, and whose output is one line, `answer(x)`. */
export const lineCase =
  <T extends Line>(answer: (x: T) => Line) =>
  (x: T): Case => [lines([x]), lines([answer(x)])];
/** Makes the cases whose input is a list as `listInput` says (`n`, then the numbers), and whose output is one line. */
export const listCase =
  (answer: (nums: number[]) => Line) =>
  (nums: number[]): Case => [lines([nums.length, nums.join(' ')]), lines([answer(nums)])];

// ---------------------------------------------------------------------------------------------------
// Python's rules, for the answers

/** Python's `a // b`. */
export const floorDiv = (a: number, b: number) => Math.floor(a / b);
/** Python's `a % b`: the sign of the divisor. */
export const pyMod = (a: number, b: number) => a - b * Math.floor(a / b);
/** `s[i:j]` of Python (step 1). */
export function pySlice(s: string, i: number, j: number): string {
  const chars = [...s];
  const at = (k: number) => Math.min(chars.length, Math.max(0, k < 0 ? k + chars.length : k));
  return chars.slice(at(i), Math.max(at(i), at(j))).join('');
}
/** `= a / b` as Python prints it when that is short (= -3.5, = 2.25), else rounded (≈ 2.33). */
export const quotient = (a: number, b: number) =>
  Number.isInteger((a / b) * 1000) ? `= ${a / b}` : `≈ ${(a / b).toFixed(2)}`;
/** Python's order of strings: by code point. */
export const byCodePoint = (a: string, b: string) => {
  const x = [...a].map((c) => c.codePointAt(0)!);
  const y = [...b].map((c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
};

export const WORDS = [
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
export const NAMES = [
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
export const CITIES = ['上海', '北京', '杭州', '南京', '成都', '武汉', '西安', '广州'];

export const readList = 'n = int(input())\nnums = list(map(int, input().split()))\n';
export const listInput = '第一行一个整数 <code>n</code>；第二行 <code>n</code> 个整数，以空格分隔。';

// ---------------------------------------------------------------------------------------------------
// SQL questions: sets 4-6, on the school database of fixtures/practice/ (its tables students,
// courses, scores). Parameters are values both the sample and the hidden data have.

export const TERMS = ['2023秋', '2024春', '2024秋', '2025春'];
export const nullNote = '缺考（<code>score</code> 为 NULL）的记录不计入。';
