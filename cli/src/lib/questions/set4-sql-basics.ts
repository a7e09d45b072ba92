import { choice, fill, sql, wrongNumbers } from './shapes';
import { code, type Draft, floorDiv, nullNote, quotient, type Rng, type SetTemplates, TERMS } from './shared';

/**
 * Set 4, SQL 查询基础 (SQL basics): SELECT with WHERE, ORDER BY and LIMIT on the school database; a choice
 * on COUNT and NULL; blanks on SQLite's integer division and `LENGTH`.
 */

const SAMPLE_CITIES = ['上海', '杭州', '南京', '北京'];
const SCORE_COMPARISONS = [
  { word: '不低于', op: '>=' },
  { word: '高于', op: '>' },
  { word: '低于', op: '<' },
] as const;

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

/** The templates of set 4 by type, in the order `generateQuestions` draws from. */
export const sqlBasics: SetTemplates = {
  sql: [countScores, studentsOfCity, termHighScores, yearGenderCount, coursesByCredit, nameLength, topScores],
  choice: [countNulls],
  fill: [sqliteDivision, sqlLengthFill],
};
