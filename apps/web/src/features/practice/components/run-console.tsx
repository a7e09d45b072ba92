import { Progress, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PythonRunState } from '../hooks/use-python-run';
import { RUN_OUTPUT_LIMIT } from '../runner/protocol';
import type { RuntimeState } from '../runner/worker-states';
import { useDuration } from './verdict-view';

const MB = 1024 * 1024;

/** Whether a traceback ends with an EOFError: input() read past the last line of the Input box. */
export const readPastInput = (error: string) =>
  /^EOFError\b/.test(
    error
      .split('\n')
      .filter((line) => line.trim() !== '')
      .at(-1) ?? '',
  );

/** How far the runtime's load is: the bytes downloaded of all, then the interpreter starting. */
function RuntimeProgress({ runtime, queued }: { runtime: RuntimeState; queued: boolean }) {
  const { t } = useTranslation('practice');
  let text: string;
  let percent = 0;
  if (runtime.phase === 'loading') {
    const { loaded, total } = runtime;
    percent = total > 0 ? Math.min(99, Math.floor((loaded / total) * 100)) : 0;
    text =
      total > 0
        ? t('run.loading', { loaded: (loaded / MB).toFixed(1), total: (total / MB).toFixed(1) })
        : t('run.loadingStart');
  } else {
    percent = 100;
    text = t('run.starting');
  }
  return (
    <div className={queued ? 'shui-run__loading' : 'shui-run__loading shui-page__muted'}>
      {queued && <span>{t('run.queued')}</span>}
      <span>{text}</span>
      <Progress
        percent={percent}
        size="small"
        status="active"
        strokeColor="#1f7a3f"
        aria-label={t('run.loadingLabel')}
      />
    </div>
  );
}

const loadingRuntime = (runtime: RuntimeState) => runtime.phase === 'loading' || runtime.phase === 'starting';

/**
 * The run's state in one line: the runtime loading (before any Run, or with a Run queued behind it),
 * running, or how the run ended.
 */
function RunStatus({ state }: { state: PythonRunState }) {
  const { t, i18n } = useTranslation('practice');
  const time = useDuration();
  const { runtime } = state;
  if (state.phase === 'queued' && loadingRuntime(runtime))
    return <RuntimeProgress runtime={runtime} queued />;
  if (state.phase === 'queued' || state.phase === 'running') {
    return (
      <div className="shui-run__running">
        <Spin size="small" /> {t('run.running')}
      </div>
    );
  }
  const end = state.end;
  if (!end) {
    if (loadingRuntime(runtime)) return <RuntimeProgress runtime={runtime} queued={false} />;
    if (runtime.phase === 'failed')
      return <span className="shui-run__bad">{t('run.loadFailed', { message: runtime.message })}</span>;
    return <span className="shui-page__muted">{t('run.idle')}</span>;
  }
  switch (end.kind) {
    case 'finished':
      if (end.status === 'ok')
        return <span className="shui-run__ok">{t('run.ok', { time: time(end.timeMs) })}</span>;
      if (end.status === 'output-limit')
        return (
          <span className="shui-run__warn">
            {t('run.outputLimit', { limit: RUN_OUTPUT_LIMIT.toLocaleString(i18n.language) })}
          </span>
        );
      return (
        <span className="shui-run__bad">{end.status === 'syntax' ? t('run.syntax') : t('run.error')}</span>
      );
    case 'time-limit':
      return <span className="shui-run__warn">{t('run.timeLimit', { seconds: end.limitMs / 1000 })}</span>;
    case 'stopped':
      return <span className="shui-run__warn">{t('run.stopped')}</span>;
    case 'load-failed':
      return <span className="shui-run__bad">{t('run.loadFailed', { message: end.message })}</span>;
    case 'crashed':
      return <span className="shui-run__bad">{t('run.crashed', { message: end.message })}</span>;
  }
}

/**
 * The console of a Python run: what it printed (stderr in red) and its traceback, capped (the worker
 * stops a program past RUN_OUTPUT_LIMIT characters), scrolling on its own; the status line is
 * announced, the output is not (a loop printing thousands of lines would drown a screen reader).
 */
export function RunConsole({ state }: { state: PythonRunState }) {
  const { t } = useTranslation('practice');
  const error = state.end?.kind === 'finished' ? state.end.error : '';
  const empty = state.output.length === 0 && error === '';
  const box = useRef<HTMLElement>(null);
  const started = state.phase === 'queued' || state.phase === 'running';
  // The runtime loading before any Run is shown, not announced (it would speak on every page opened).
  const quiet = state.phase === 'idle';
  useEffect(() => {
    // A run brings its console into view (below the editor, it may be under the fold).
    if (started) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [started]);
  return (
    <section
      className="shui-run__console-box"
      aria-labelledby="shui-run-output"
      ref={box}
      // Where the runtimes are, for the end-to-end tests and a look in the developer tools.
      data-runtime={state.runtime.phase}
      data-spare={state.spareReady ? 'ready' : 'none'}
    >
      <div className="shui-run__console-head">
        <h3 id="shui-run-output" className="shui-run__heading">
          {t('run.output')}
        </h3>
        <div className="shui-run__status" role="status" aria-live={quiet ? 'off' : undefined}>
          <RunStatus state={state} />
        </div>
      </div>
      <pre
        className="shui-run__console"
        tabIndex={0}
        aria-labelledby="shui-run-output"
        data-testid="run-output"
      >
        {empty && state.phase === 'idle' ? (
          <span className="shui-run__placeholder">{t('run.placeholder')}</span>
        ) : (
          state.output.map((piece, i) => (
            <span key={i} className={piece.stream === 'stderr' ? 'shui-run__stderr' : undefined}>
              {piece.text}
            </span>
          ))
        )}
        {error && <span className="shui-run__stderr">{error}</span>}
      </pre>
      {readPastInput(error) && <p className="shui-run__hint">{t('run.readPastInput')}</p>}
    </section>
  );
}
