import { choice, python } from './shapes';
import {
  byCodePoint,
  type Case,
  CITIES,
  code,
  type Draft,
  lineCase,
  lines,
  NAMES,
  pre,
  type Rng,
  type SetTemplates,
} from './shared';

/**
 * Set 3, 数据处理（标准库） (data with the standard library): Python with `csv`, `json`, `datetime` and
 * `re`; a choice on `statistics.median`.
 */

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

/** The templates of set 3 by type, in the order `generateQuestions` draws from. */
export const standardLibrary: SetTemplates = {
  python: [csvTotals, jsonCities, dateShift, digitRuns],
  choice: [medianChoice],
};
