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

  const run = useCallback(
    async (sql: string) => {
      if (script === undefined) return;
      runner.current ??= runners.sql();
      if (runner.current.busy) return;
      setState({ phase: 'running', end: null });
      const end = await runner.current.run({ type: 'run', script, sql }, () => {});
      let result: SqlRunEnd;
      if (end.kind === 'done' && end.message.type === 'finished')
        result = { kind: 'result', result: end.message.result };
      else if (end.kind === 'time-limit') result = { kind: 'time-limit', limitMs: end.limitMs };
      else if (end.kind === 'load-failed' || end.kind === 'crashed')
        result = { kind: end.kind, message: end.message };
      else result = { kind: 'stopped' };
      setState({ phase: 'done', end: result });
    },
    [script, runners],
  );

  const describe = useCallback(
    async (names: string[]) => {
      if (script === undefined || tables !== null) return;
      runner.current ??= runners.sql();
      if (runner.current.busy) return;
      setTablesFailed(false);
      setDescribing(true);
      const end = await runner.current.run({ type: 'describe', script, tables: names }, () => {});
      setDescribing(false);
      if (end.kind === 'done' && end.message.type === 'described') setTables(end.message.tables);
      else setTablesFailed(true);
    },
    [script, tables, runners],
  );

  const stop = useCallback(() => runner.current?.stop(), []);

  return { state, run, stop, tables, tablesFailed, describing, describe };
}
