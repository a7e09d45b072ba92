import { choice, sql, wrongNumbers } from './shapes';
import { code, type Draft, pre, type Rng, type SetTemplates, TERMS } from './shared';

/**
 * Set 5, SQL 分组与连接 (SQL groups and joins): GROUP BY, HAVING and joins on the school database; a
 * choice on the rows of a join.
 */

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

/** The templates of set 5 by type, in the order `generateQuestions` draws from. */
export const sqlGroupsAndJoins: SetTemplates = {
  sql: [classAverage, courseHighCount, busyStudents, absentInTerm, citiesOfYear, categoryAverage],
  choice: [joinRows],
};
