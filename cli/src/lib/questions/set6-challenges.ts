import { python, sql } from './shapes';
import {
  byCodePoint,
  type Case,
  code,
  type Draft,
  lines,
  listCase,
  listInput,
  nullNote,
  readList,
  type Rng,
  type SetTemplates,
  TERMS,
  WORDS,
} from './shared';

/**
 * Set 6, 综合挑战 (challenges): harder Python on runs, pairs and word counts; SQL with subqueries and
 * ranks per group.
 */

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

/** The templates of set 6 by type, in the order `generateQuestions` draws from. */
export const challenges: SetTemplates = {
  python: [longestWithin, pairSum, frequentWords],
  sql: [topPerCourse, aboveCourseAverage, termClassTop],
};
