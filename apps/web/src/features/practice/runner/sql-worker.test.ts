import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SqlMessage, SqlResult, SqlTableInfo, WorkerScope } from './protocol';

// The worker's sql.js in Node: the same library, its Node build reading the .wasm from the package.
vi.mock('sql.js/dist/sql-wasm-browser.wasm?url', async () => {
  const { createRequire } = await import('node:module');
  return { default: createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm') };
});

const SCRIPT = `
CREATE TABLE students (id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT);
CREATE TABLE notes (id INTEGER, body TEXT);
INSERT INTO students VALUES (1, '张伟', '上海'), (2, '李娜', NULL);
`;

/** The SQL worker (sql-worker.ts) run in this thread, its global scope a stand-in that keeps what it posts. */
const posted: SqlMessage[] = [];
const scope: Pick<WorkerScope, 'postMessage' | 'onmessage'> = {
  postMessage: (message) => posted.push(message as SqlMessage),
  onmessage: null,
};
let nextId = 0;

async function run(sql: string): Promise<SqlResult> {
  const id = (nextId += 1);
  scope.onmessage!({ data: { type: 'run', id, script: SCRIPT, sql } } as MessageEvent);
  return vi.waitFor(() => {
    const end = posted.find((m) => m.type === 'finished' && m.id === id);
    if (end?.type !== 'finished') throw new Error(`query ${id} has not finished`);
    return end.result;
  });
}

describe('the SQL worker', () => {
  beforeAll(async () => {
    // The worker takes its scope once, when it loads; the page's own `self` is back for the rest.
    vi.stubGlobal('self', scope);
    try {
      await import('./sql-worker');
    } finally {
      vi.unstubAllGlobals();
    }
    await vi.waitFor(() => expect(posted).toContainEqual({ type: 'loaded' }), { timeout: 10_000 });
  });

  it('answers the last statement with rows: its columns and rows', async () => {
    expect(await run('SELECT id, name FROM students ORDER BY id')).toMatchObject({
      status: 'ok',
      columns: ['id', 'name'],
      rows: [
        [1, '张伟'],
        [2, '李娜'],
      ],
      rowCount: 2,
    });
  });

  it('names the columns of a result with no row, so the student sees its header', async () => {
    expect(await run("SELECT id, name, city FROM students WHERE city = '北京'")).toMatchObject({
      status: 'ok',
      columns: ['id', 'name', 'city'],
      rows: [],
      rowCount: 0,
      statements: 1,
    });
  });

  it('takes the last statement that answers a table, past empty statements and comments', async () => {
    expect(
      await run('SELECT 1 AS x;; /* then */ ; SELECT name FROM students WHERE 0; -- done\nDELETE FROM notes'),
    ).toMatchObject({ status: 'ok', columns: ['name'], rowCount: 0, statements: 2 });
    expect(await run('SELECT 1 AS x WHERE 0;;\n-- first\n; SELECT id FROM students LIMIT 1')).toMatchObject({
      columns: ['id'],
      rows: [[1]],
    });
  });

  it('answers no column when no statement answers a table, and SQLite’s error for a bad one', async () => {
    expect(await run("INSERT INTO notes VALUES (1, 'a')")).toMatchObject({
      status: 'ok',
      columns: [],
      rowCount: 0,
      statements: 0,
    });
    expect(await run('SELECT 1; SELEC 2')).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/syntax error/),
    });
  });

  it('describes an empty table with its columns in the preview', async () => {
    scope.onmessage!({
      data: { type: 'describe', id: 99, script: SCRIPT, tables: ['notes'] },
    } as MessageEvent);
    const tables = await vi.waitFor(() => {
      const end = posted.find((m) => m.type === 'described' && m.id === 99);
      if (end?.type !== 'described') throw new Error('not described yet');
      return end.tables;
    });
    expect(tables).toEqual<SqlTableInfo[]>([
      {
        name: 'notes',
        columns: [
          { name: 'id', type: 'INTEGER', notNull: false, primaryKey: false },
          { name: 'body', type: 'TEXT', notNull: false, primaryKey: false },
        ],
        preview: { columns: ['id', 'body'], rows: [], rowCount: 0 },
      },
    ]);
  });
});
