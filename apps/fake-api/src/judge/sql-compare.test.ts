import { describe, expect, it } from 'vitest';
import { compareSql, type SqlTable, type SqlValue } from './sql-compare';

const table = (columns: string[], ...values: SqlValue[][]): SqlTable => ({ columns, values });
const students = (...values: SqlValue[][]) => table(['id', 'name', 'city'], ...values);
const zhang = [1, '张伟', '上海'];
const li = [2, '李娜', null];
const wang = [3, '王芳', '杭州'];

describe('compareSql', () => {
  it.each([
    {
      what: 'the same rows, another order, no order asked for',
      mine: students(wang, zhang, li),
      reference: students(zhang, li, wang),
      ordered: false,
      diff: null,
    },
    {
      what: 'column names in another case (SQLite identifiers are case-insensitive)',
      mine: table(['ID', 'Name', 'CITY'], zhang),
      reference: students(zhang),
      ordered: true,
      diff: null,
    },
    {
      what: 'no row on either side',
      mine: table([]),
      reference: table([]),
      ordered: true,
      diff: null,
    },
    {
      what: 'a column too few: the columns first, whatever the rows',
      mine: table(['id', 'name'], [1, '张伟']),
      reference: students(zhang, li),
      ordered: false,
      diff: {
        kind: 'columns',
        expectedColumns: ['id', 'name', 'city'],
        actualColumns: ['id', 'name'],
        expectedRowCount: 2,
        actualRowCount: 1,
        missingCount: 0,
        extraCount: 0,
        missing: [],
        extra: [],
        position: null,
      },
    },
    {
      what: 'as many columns, one named otherwise',
      mine: table(['id', 'name', 'town'], zhang),
      reference: students(zhang),
      ordered: false,
      diff: {
        kind: 'columns',
        expectedColumns: ['id', 'name', 'city'],
        actualColumns: ['id', 'name', 'town'],
      },
    },
    {
      what: 'rows too many: the count, and the rows not expected',
      mine: students(zhang, li, wang, [4, '赵磊', '北京']),
      reference: students(zhang, li),
      ordered: false,
      diff: {
        kind: 'rows',
        expectedRowCount: 2,
        actualRowCount: 4,
        missingCount: 0,
        extraCount: 2,
        missing: [],
        extra: ['3 | 王芳 | 杭州', '4 | 赵磊 | 北京'],
        position: null,
      },
    },
    {
      what: 'rows too few: the rows missing, in the expected order',
      mine: students(li),
      reference: students(zhang, li, wang),
      ordered: true,
      diff: {
        kind: 'rows',
        expectedRowCount: 3,
        actualRowCount: 1,
        missingCount: 2,
        extraCount: 0,
        missing: ['1 | 张伟 | 上海', '3 | 王芳 | 杭州'],
        extra: [],
      },
    },
    {
      what: 'as many rows, one different: both sides of it',
      mine: students(zhang, [2, '李娜', '北京']),
      reference: students(zhang, li),
      ordered: false,
      diff: {
        kind: 'rows',
        expectedRowCount: 2,
        actualRowCount: 2,
        missingCount: 1,
        extraCount: 1,
        missing: ['2 | 李娜 | NULL'],
        extra: ['2 | 李娜 | 北京'],
      },
    },
    {
      what: 'duplicates count: a row twice is not the row once',
      mine: students(zhang, zhang, li),
      reference: students(zhang, li, li),
      ordered: false,
      diff: {
        kind: 'rows',
        missingCount: 1,
        extraCount: 1,
        missing: ['2 | 李娜 | NULL'],
        extra: ['1 | 张伟 | 上海'],
      },
    },
    {
      what: 'NULL is not the text NULL',
      mine: students([2, '李娜', 'NULL']),
      reference: students(li),
      ordered: false,
      diff: { kind: 'rows', missing: ['2 | 李娜 | NULL'], extra: ['2 | 李娜 | NULL'] },
    },
    {
      what: 'no row, the right columns: the rows differ',
      mine: students(),
      reference: students(zhang, li),
      ordered: false,
      diff: { kind: 'rows', actualColumns: ['id', 'name', 'city'], actualRowCount: 0, missingCount: 2 },
    },
    {
      what: 'no row on either side, other columns: the columns differ',
      mine: table(['id', 'name']),
      reference: students(),
      ordered: false,
      diff: { kind: 'columns', expectedColumns: ['id', 'name', 'city'], actualColumns: ['id', 'name'] },
    },
    {
      what: 'no table at all (a statement that answers none) against one: the columns differ',
      mine: table([]),
      reference: students(zhang, li),
      ordered: false,
      diff: { kind: 'columns', actualColumns: [], expectedRowCount: 2, actualRowCount: 0 },
    },
    {
      what: 'the right rows in the wrong order, when the order is asked for: the first position',
      mine: students(zhang, wang, li),
      reference: students(zhang, li, wang),
      ordered: true,
      diff: {
        kind: 'order',
        expectedRowCount: 3,
        actualRowCount: 3,
        missingCount: 0,
        extraCount: 0,
        missing: [],
        extra: [],
        position: 2,
      },
    },
    {
      what: 'reals to 6 decimals, integers and their text alike',
      mine: table(['avg'], [85.1234564], ['90']),
      reference: table(['avg'], [85.123456], [90]),
      ordered: true,
      diff: null,
    },
  ])('$what', ({ mine, reference, ordered, diff }) => {
    const found = compareSql(mine, reference, ordered);
    if (diff === null) expect(found).toBeNull();
    else expect(found).toMatchObject(diff);
  });

  it('lists at most 5 rows each way, each cut, and counts them all', () => {
    const many = Array.from({ length: 8 }, (_, i) => [i, 'x'.repeat(300)]);
    const found = compareSql(table(['id', 'note']), table(['id', 'note'], ...many), false);
    expect(found).toMatchObject({ kind: 'rows', missingCount: 8, extraCount: 0 });
    expect(found!.missing).toHaveLength(5);
    expect(found!.missing![0]).toBe(`0 | ${'x'.repeat(196)}…`);
  });
});
