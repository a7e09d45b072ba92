import { useCallback, useEffect, useRef, useState } from 'react';
import { appendOutput, type OutputPiece } from '../console-output';
import { RUN_OUTPUT_LIMIT, type PythonMessage, type PythonRunStatus } from '../runner/protocol';
import { useRunners } from '../runner/runner-context';
import type { RuntimeState } from '../runner/worker-states';
import { useRunner } from '../runner/use-runner';

/** How a run ended, as the console says it. */
export type RunEnd =
  | { kind: 'finished'; status: PythonRunStatus; error: string; timeMs: number }
  | { kind: 'time-limit'; limitMs: number }
  | { kind: 'stopped' }
  | { kind: 'load-failed' | 'crashed'; message: string };

export interface PythonRunState {
  /**
   * idle: nothing run yet; queued: Run was pressed while the runtime loads, the program starts once it
   * is ready; running: the program runs; done: it ended.
   */
  phase: 'idle' | 'queued' | 'running' | 'done';
  /** The runtime of the worker that runs the next program (loading from the page's first idle moment). */
  runtime: RuntimeState;
  /** A spare worker is loaded: a Run after Stop or a time limit starts at once. */
  spareReady: boolean;
  output: OutputPiece[];
  end: RunEnd | null;
}

type RunState = Omit<PythonRunState, 'runtime' | 'spareReady'>;

const initial: RunState = { phase: 'idle', output: [], end: null };

/**
 * Runs Python in the page's worker (started when the page is first idle, with a spare behind it): the
 * runtime's loading progress, a Run queued while it loads, the output as it comes (drawn at most once a
 * frame), and how the run ended. The workers go with the page.
 */
export function usePythonRun() {
  const runners = useRunners();
  const { runtime, spareReady, get } = useRunner(runners.python);
  const [runState, setState] = useState<RunState>(initial);
  const pending = useRef<OutputPiece[]>([]);
  const frame = useRef<number | null>(null);

  const drain = useCallback(() => {
    frame.current = null;
    const pieces = pending.current;
    pending.current = [];
    if (pieces.length === 0) return;
    setState((s) => ({
      ...s,
      output: pieces.reduce(
        (out, piece) => appendOutput(out, piece.stream, piece.text, RUN_OUTPUT_LIMIT),
        s.output,
      ),
    }));
  }, []);

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const run = useCallback(
    async (code: string, stdin: string) => {
      const current = get();
      if (!current || current.busy) return;
      pending.current = [];
      setState({
        phase: current.runtime.phase === 'ready' ? 'running' : 'queued',
        output: [],
        end: null,
      });
      const end = await current.run(
        { type: 'run', code, stdin, outputLimit: RUN_OUTPUT_LIMIT },
        (message: PythonMessage) => {
          if (message.type === 'started') setState((s) => ({ ...s, phase: 'running' }));
          else if (message.type === 'output') {
            pending.current.push({ stream: message.stream, text: message.text });
            frame.current ??= requestAnimationFrame(drain);
          }
        },
      );
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      drain();
      let result: RunEnd;
      if (end.kind === 'done' && end.message.type === 'finished') {
        result = {
          kind: 'finished',
          status: end.message.status,
          error: end.message.error,
          timeMs: end.message.timeMs,
        };
      } else if (end.kind === 'time-limit') result = { kind: 'time-limit', limitMs: end.limitMs };
      else if (end.kind === 'load-failed' || end.kind === 'crashed')
        result = { kind: end.kind, message: end.message };
      else result = { kind: 'stopped' };
      setState((s) => ({ ...s, phase: 'done', end: result }));
    },
    [drain, get],
  );

  const stop = useCallback(() => get()?.stop(), [get]);
  const clear = useCallback(
    () => setState((s) => (s.phase === 'queued' || s.phase === 'running' ? s : initial)),
    [],
  );

  const state: PythonRunState = { ...runState, runtime, spareReady };
  return { state, run, stop, clear };
}
