import { useCallback, useRef, useState } from 'react';
import type { SqlMessage, SqlResult, SqlTableInfo } from '../runner/protocol';
import { useRunners } from '../runner/runner-context';
import type { SqlRunner } from '../runner/runners';
import type { RuntimeState } from '../runner/worker-states';
import { useRunner } from '../runner/use-runner';

export type SqlRunEnd =
  | { kind: 'result'; result: SqlResult }
  | { kind: 'time-limit'; limitMs: number }
  | { kind: 'stopped' }
  | { kind: 'load-failed' | 'crashed'; message: string };

export interface SqlRunState {
  /** queued: Run was pressed while SQLite loads, the query runs once it is ready. */
  phase: 'idle' | 'queued' | 'running' | 'done';
  end: SqlRunEnd | null;
  /** SQLite in the worker that runs the next query (loading from the page's first idle moment). */
  runtime: RuntimeState;
  /** A spare worker is loaded: a Run after Stop or a time limit starts at once. */
  spareReady: boolean;
}

/**
 * Runs SQL on the sample database in the page's worker (started when the page is first idle, with a
 * spare behind it), and describes the database's tables for the browser beside the result.
 */
export function useSqlRun(script: string | undefined) {
  const runners = useRunners();
  const { runtime, spareReady, get } = useRunner(runners.sql);
  const [runState, setState] = useState<Omit<SqlRunState, 'runtime' | 'spareReady'>>({
    phase: 'idle',
    end: null,
  });
  const [tables, setTables] = useState<SqlTableInfo[] | null>(null);
  const [tablesFailed, setTablesFailed] = useState(false);
  const [describing, setDescribing] = useState(false);

  // One job at a time in the worker: a look at the tables asked for during a run waits for it.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const running = useRef(false);
  const describingNow = useRef(false);
  const enqueue = useCallback(
    <T>(job: (current: SqlRunner) => Promise<T>, gone: T): Promise<T> => {
      const next = queue.current.then(() => {
        const current = get();
        return current ? job(current) : gone;
      });
      queue.current = next.catch(() => {});
      return next;
    },
    [get],
  );

  const run = useCallback(
    async (sql: string) => {
      if (script === undefined || running.current) return;
      running.current = true;
      setState({ phase: get()?.runtime.phase === 'ready' ? 'running' : 'queued', end: null });
      const end = await enqueue(
        (current) =>
          current.run({ type: 'run', script, sql }, (message: SqlMessage) => {
            if (message.type === 'started') setState((s) => ({ ...s, phase: 'running' }));
          }),
        { kind: 'stopped' },
      );
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
    [script, enqueue, get],
  );

  const describe = useCallback(
    async (names: string[]) => {
      if (script === undefined || tables !== null || describingNow.current) return;
      describingNow.current = true;
      setTablesFailed(false);
      setDescribing(true);
      const end = await enqueue(
        (current) => current.run({ type: 'describe', script, tables: names }, () => {}),
        { kind: 'stopped' },
      );
      describingNow.current = false;
      setDescribing(false);
      if (end.kind === 'done' && end.message.type === 'described') setTables(end.message.tables);
      else setTablesFailed(true);
    },
    [script, tables, enqueue],
  );

  const stop = useCallback(() => get()?.stop(), [get]);

  const state: SqlRunState = { ...runState, runtime, spareReady };
  return { state, run, stop, tables, tablesFailed, describing, describe };
}
