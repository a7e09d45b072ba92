import { choice, fill, python } from './shapes';
import {
  byCodePoint,
  code,
  type Draft,
  lineCase,
  listCase,
  listInput,
  pre,
  pySlice,
  readList,
  type Rng,
  type SetTemplates,
  WORDS,
} from './shared';

/**
 * Set 2, 字符串与列表 (strings and lists): Python on ciphers, windows, rotations, distinct values, words
 * and letters; a choice on slices; blanks on `len` and `sorted`.
 */

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

/** The templates of set 2 by type, in the order `generateQuestions` draws from. */
export const stringsAndLists: SetTemplates = {
  python: [caesar, windowSum, rotate, kthDistinct, longWords, letterCount],
  choice: [stringSlice],
  fill: [lenFill, sortedJoinFill],
};
