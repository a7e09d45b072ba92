import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SqlMessage } from './runner/protocol';
import { TimedWorker } from './runner/timed-worker';
import { FakeWorker } from './testing/fake-worker';
import { ok, renderPractice, serve, setUpPracticeSuite } from './testing/practice-harness';
import { detail, page } from './testing/samples';

// The practice page (python-practice-route.tsx) of an SQL question; its Python questions are in
// python-practice-route.test.tsx.
setUpPracticeSuite({ loggedIn: true });

describe('the practice page of an SQL question', () => {
  it('runs the query on the sample database, shows the rows, and lists the tables', async () => {
    serve({
      'GET /portal/question/detail': () =>
        ok(
          detail(24, {
            type: 'sql',
            title: '查询一个班的学生',
            samples: [],
            timeLimitMs: null,
            ordered: false,
            starterCode: 'SELECT 1;',
          }),
        ),
      'GET /portal/question/submissions': () => ok(page([])),
      'GET /portal/question/sql/sample': () =>
        ok({ tables: ['students'], script: 'CREATE TABLE students (id INTEGER);' }),
    });
    const workers: FakeWorker[] = [];
    const make = () =>
      new TimedWorker<SqlMessage>(() => {
        const worker = new FakeWorker().loads();
        worker.respond = (job) => {
          worker.emit({ type: 'started', id: job.id });
          if (job.type === 'describe')
            worker.emit({
              type: 'described',
              id: job.id,
              tables: [
                {
                  name: 'students',
                  columns: [{ name: 'id', type: 'INTEGER', notNull: false, primaryKey: true }],
                  preview: { columns: ['id'], rows: [[1]], rowCount: 1 },
                },
              ],
            });
          else
            worker.emit({
              type: 'finished',
              id: job.id,
              result: {
                status: 'ok',
                timeMs: 4,
                statements: 1,
                columns: ['id', 'city'],
                rows: [
                  [1, null],
                  [2, '上海'],
                ],
                rowCount: 2,
              },
            });
        };
        workers.push(worker);
        return worker;
      }, 5_000);
    const user = userEvent.setup();
    renderPractice('/pythonPractice/24', { sql: make });
    await user.click(await screen.findByRole('button', { name: '运行' }));
    const result = await screen.findByRole('region', { name: '查询结果' });
    expect(
      within(result)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['id', 'city']);
    expect(within(result).getByText('NULL')).toHaveClass('shui-sql__null');
    expect(screen.getByText('返回 2 行，用时 4 毫秒')).toBeInTheDocument();
    expect(workers[0]!.sent[0]).toEqual({
      type: 'run',
      id: 1,
      script: 'CREATE TABLE students (id INTEGER);',
      sql: 'SELECT 1;',
    });

    await user.click(screen.getByRole('tab', { name: '数据库' }));
    await user.click(await screen.findByRole('button', { name: /students/ }));
    expect(await screen.findByRole('list', { name: 'students 的列' })).toHaveTextContent('id INTEGER主键');
  });

  it('looks at the tables after a run that was going on when asked', async () => {
    serve({
      'GET /portal/question/detail': () =>
        ok(detail(24, { type: 'sql', samples: [], starterCode: 'SELECT 1;' })),
      'GET /portal/question/submissions': () => ok(page([])),
      'GET /portal/question/sql/sample': () =>
        ok({ tables: ['courses'], script: 'CREATE TABLE courses (id INTEGER);' }),
    });
    let release = () => {};
    const make = () =>
      new TimedWorker<SqlMessage>(() => {
        const worker = new FakeWorker().loads();
        worker.respond = (job) => {
          worker.emit({ type: 'started', id: job.id });
          if (job.type === 'run') {
            // The run answers only when the test says so.
            release = () =>
              worker.emit({
                type: 'finished',
                id: job.id,
                result: { status: 'ok', timeMs: 1, statements: 1, columns: ['x'], rows: [[1]], rowCount: 1 },
              });
          } else {
            worker.emit({
              type: 'described',
              id: job.id,
              tables: [{ name: 'courses', columns: [], preview: { columns: [], rows: [], rowCount: 0 } }],
            });
          }
        };
        return worker;
      }, 5_000);
    const user = userEvent.setup();
    renderPractice('/pythonPractice/24', { sql: make });
    await user.click(await screen.findByRole('button', { name: '运行' }));
    await user.click(screen.getByRole('tab', { name: '数据库' }));
    expect(screen.getByText('正在读取数据库结构…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: /courses/ })).toBeInTheDocument();
  });
});
