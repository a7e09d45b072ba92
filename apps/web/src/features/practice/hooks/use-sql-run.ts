import { useCallback, useEffect, useRef, useState } from 'react';
import type { SqlResult, SqlTableInfo } from '../runner/protocol';
import { useRunners } from '../runner/runner-context';
import type { SqlRunner } from '../runner/runners';

export type SqlRunEnd =
  | { kind: 'result'; result: SqlResult }
  | { kind: 'time-limit'; limitMs: number }
  | { kind: 'stopped' }
  | { kind: 'load-failed' | 'crashed'; message: string };

export interface SqlRunState {
  phase: 'idle' | 'running' | 'done';
  end: SqlRunEnd | null;
}

/**
 * Runs SQL on the sample database in the page's worker (made on the first run or look at the tables),
 * and describes the database's tables for the browser beside the result.
 */
export function useSqlRun(script: string | undefined) {
  const runners = useRunners();
  const runner = useRef<SqlRunner | null>(null);
  const [state, setState] = useState<SqlRunState>({ phase: 'idle', end: null });
  const [tables, setTables] = useState<SqlTableInfo[] | null>(null);
  const [tablesFailed, setTablesFailed] = useState(false);
  const [describing, setDescribing] = useState(false);

  useEffect(() => () => runner.current?.dispose(), []);

  // One job at a time in the worker: a look at the tables asked for during a run waits for it.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const running = useRef(false);
  const describingNow = useRef(false);
  const enqueue = useCallback(
    <T>(job: (current: SqlRunner) => Promise<T>): Promise<T> => {
      const next = queue.current.then(() => {
        runner.current ??= runners.sql();
        return job(runner.current);
      });
      queue.current = next.catch(() => {});
      return next;
    },
    [runners],
  );

  const run = useCallback(
    async (sql: string) => {
      if (script === undefined || running.current) return;
      running.current = true;
      setState({ phase: 'running', end: null });
      const end = await enqueue((current) => current.run({ type: 'run', script, sql }, () => {}));
      running.current = false;
      let result: SqlRunEnd;
      if (end.kind === 'done' && end.message.type === 'finished')
        result = { kind: 'result', result: end.message.result };
      else if (end.kind === 'time-limit') result = { kind: 'time-limit', limitMs: end.limitMs };
      else if (end.kind === 'load-failed' || end.kind === 'crashed')
        result = { kind: end.kind, message: end.message };
      else result = { kind: 'stopped' };
      setState({ phase: 'done', end: result });
    },
    [script, enqueue],
  );

  const describe = useCallback(
    async (names: string[]) => {
      if (script === undefined || tables !== null || describingNow.current) return;
      describingNow.current = true;
      setTablesFailed(false);
      setDescribing(true);
      const end = await enqueue((current) =>
        current.run({ type: 'describe', script, tables: names }, () => {}),
      );
      describingNow.current = false;
      setDescribing(false);
      if (end.kind === 'done' && end.message.type === 'described') setTables(end.message.tables);
      else setTablesFailed(true);
    },
    [script, tables, enqueue],
  );

  const stop = useCallback(() => runner.current?.stop(), []);

  return { state, run, stop, tables, tablesFailed, describing, describe };
}
