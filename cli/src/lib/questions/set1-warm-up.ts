import { choice, fill, python, wrongNumbers } from './shapes';
import {
  code,
  type Draft,
  esc,
  floorDiv,
  lineCase,
  listCase,
  listInput,
  pre,
  pyMod,
  quotient,
  readList,
  type Rng,
  type SetTemplates,
} from './shared';

/**
 * Set 1, 入门热身 (warm-up): Python on counting, sequences, fares and bases; choices on floor division,
 * remainders and `range`; blanks on `divmod` and powers.
 */

const COMPARISONS = [
  { word: '大于', op: '>', test: (x: number, k: number) => x > k, equal: false },
  { word: '不小于', op: '>=', test: (x: number, k: number) => x >= k, equal: true },
  { word: '小于', op: '<', test: (x: number, k: number) => x < k, equal: false },
  { word: '不大于', op: '<=', test: (x: number, k: number) => x <= k, equal: true },
] as const;

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

/** The templates of set 1 by type, in the order `generateQuestions` draws from. */
export const warmUp: SetTemplates = {
  python: [countCompared, sequenceTerm, taxiFare, toBase],
  choice: [floorDivision, remainder, rangeLength],
  fill: [divmodFill, powerFill],
};
