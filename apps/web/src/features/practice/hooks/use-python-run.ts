import { useCallback, useEffect, useRef, useState } from 'react';
import { appendOutput, type OutputPiece } from '../console-output';
import { RUN_OUTPUT_LIMIT, type PythonMessage, type PythonRunStatus } from '../runner/protocol';
import { useRunners } from '../runner/runner-context';
import type { PythonRunner } from '../runner/runners';

/** How a run ended, as the console says it. */
export type RunEnd =
  | { kind: 'finished'; status: PythonRunStatus; error: string; timeMs: number }
  | { kind: 'time-limit'; limitMs: number }
  | { kind: 'stopped' }
  | { kind: 'load-failed' | 'crashed'; message: string };

export interface PythonRunState {
  /** idle: nothing yet; loading: the runtime downloads; running: the program runs; done: it ended. */
  phase: 'idle' | 'loading' | 'running' | 'done';
  /** Bytes of the runtime downloaded while loading (null before the first count). */
  progress: { loaded: number; total: number } | null;
  output: OutputPiece[];
  end: RunEnd | null;
}

const initial: PythonRunState = { phase: 'idle', progress: null, output: [], end: null };

/**
 * Runs Python in the page's worker (made on the first run): the loading progress, the output as it
 * comes (drawn at most once a frame), and how the run ended. The worker goes with the page.
 */
export function usePythonRun() {
  const runners = useRunners();
  const runner = useRef<PythonRunner | null>(null);
  const [state, setState] = useState<PythonRunState>(initial);
  const queued = useRef<OutputPiece[]>([]);
  const frame = useRef<number | null>(null);

  const drain = useCallback(() => {
    frame.current = null;
    const pieces = queued.current;
    queued.current = [];
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
      runner.current?.dispose();
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const run = useCallback(
    async (code: string, stdin: string) => {
      runner.current ??= runners.python();
      const current = runner.current;
      if (current.busy) return;
      queued.current = [];
      setState({ phase: current.alive ? 'running' : 'loading', progress: null, output: [], end: null });
      const end = await current.run(
        { type: 'run', code, stdin, outputLimit: RUN_OUTPUT_LIMIT },
        (message: PythonMessage) => {
          if (message.type === 'loading')
            setState((s) => ({ ...s, progress: { loaded: message.loaded, total: message.total } }));
          else if (message.type === 'started') setState((s) => ({ ...s, phase: 'running' }));
          else if (message.type === 'output') {
            queued.current.push({ stream: message.stream, text: message.text });
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
    [drain, runners],
  );

  const stop = useCallback(() => runner.current?.stop(), []);
  const clear = useCallback(
    () => setState((s) => (s.phase === 'loading' || s.phase === 'running' ? s : initial)),
    [],
  );

  return { state, run, stop, clear };
}
