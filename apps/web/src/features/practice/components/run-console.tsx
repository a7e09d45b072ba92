import { Progress, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PythonRunState } from '../hooks/use-python-run';
import { RUN_OUTPUT_LIMIT } from '../runner/protocol';
import { useDuration } from './verdict-view';

const MB = 1024 * 1024;

/** The run's state in one line: loading with its progress, running, or how it ended. */
function RunStatus({ state }: { state: PythonRunState }) {
  const { t } = useTranslation('practice');
  const time = useDuration();
  if (state.phase === 'loading') {
    const { loaded = 0, total = 0 } = state.progress ?? {};
    const percent = total > 0 ? Math.min(99, Math.floor((loaded / total) * 100)) : 0;
    const downloaded = total > 0 && loaded >= total;
    return (
      <div className="shui-run__loading">
        <span>
          {downloaded
            ? t('run.starting')
            : t('run.loading', { loaded: (loaded / MB).toFixed(1), total: (total / MB).toFixed(1) })}
        </span>
        <Progress
          percent={downloaded ? 100 : percent}
          size="small"
          status="active"
          strokeColor="#1f7a3f"
          aria-label={t('run.loadingLabel')}
        />
      </div>
    );
  }
  if (state.phase === 'running') {
    return (
      <div className="shui-run__running">
        <Spin size="small" /> {t('run.running')}
      </div>
    );
  }
  const end = state.end;
  if (!end) return <span className="shui-page__muted">{t('run.idle')}</span>;
  switch (end.kind) {
    case 'finished':
      if (end.status === 'ok')
        return <span className="shui-run__ok">{t('run.ok', { time: time(end.timeMs) })}</span>;
      if (end.status === 'output-limit')
        return <span className="shui-run__warn">{t('run.outputLimit', { count: RUN_OUTPUT_LIMIT })}</span>;
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
  const started = state.phase === 'loading' || state.phase === 'running';
  useEffect(() => {
    // A run brings its console into view (below the editor, it may be under the fold).
    if (started) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [started]);
  return (
    <section className="shui-run__console-box" aria-labelledby="shui-run-output" ref={box}>
      <div className="shui-run__console-head">
        <h3 id="shui-run-output" className="shui-run__heading">
          {t('run.output')}
        </h3>
        <div className="shui-run__status" role="status">
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
    </section>
  );
}
