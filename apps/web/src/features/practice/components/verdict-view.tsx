import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { questionLimits, type CaseResult, type Submission, type SubmissionSummary } from '@shui/contract';
import { duration } from '../question-format';
import { VerdictTag } from './question-labels';

/** "12 ms" / "1.25 s" in the page's language. */
export function useDuration() {
  const { t } = useTranslation('practice');
  return (ms: number) => {
    const { unit, value } = duration(ms);
    return unit === 'ms' ? t('units.ms', { value }) : t('units.s', { value });
  };
}

/** A submission's verdict in one line: the verdict, the cases passed, the longest case's time. */
export function VerdictSummary({ submission }: { submission: SubmissionSummary }) {
  const { t } = useTranslation('practice');
  const time = useDuration();
  return (
    <div className="shui-verdict__summary">
      <VerdictTag verdict={submission.verdict} />
      {submission.verdict !== 'judging' && (
        <span>{t('verdictView.passed', { passed: submission.passed, total: submission.total })}</span>
      )}
      {submission.timeMs !== null && <span>{t('verdictView.time', { time: time(submission.timeMs) })}</span>}
    </div>
  );
}

function Block({ label, text }: { label: string; text: string }) {
  return (
    <div className="shui-verdict__block">
      <span className="shui-verdict__block-label">{label}</span>
      <pre className="shui-verdict__pre" tabIndex={0} aria-label={label}>
        {text === '' ? ' ' : text}
      </pre>
    </div>
  );
}

function CaseView({ result, sql }: { result: CaseResult; sql: boolean }) {
  const { t } = useTranslation('practice');
  const time = useDuration();
  const where = sql
    ? result.index === 1
      ? t('verdictView.sqlSample')
      : t('verdictView.sqlHidden')
    : result.sample
      ? t('verdictView.sample')
      : t('verdictView.hidden');
  return (
    <li className={`shui-verdict__case shui-verdict__case--${result.verdict}`}>
      <div className="shui-verdict__case-head">
        <strong>{t('verdictView.case', { index: result.index })}</strong>
        <span className="shui-page__muted">{where}</span>
        <VerdictTag verdict={result.verdict} />
        {result.timeMs !== null && <span className="shui-page__muted">{time(result.timeMs)}</span>}
      </div>
      {result.diff &&
        (result.diff.actual === null ? (
          // A hidden case says where its output first differs, never what (neither line is sent).
          <p className="shui-verdict__diff">
            {t(sql ? 'verdictView.diffRowHidden' : 'verdictView.diffLineHidden', { line: result.diff.line })}
          </p>
        ) : (
          <p className="shui-verdict__diff">
            {t(sql ? 'verdictView.diffRow' : 'verdictView.diffLine', { line: result.diff.line })}{' '}
            {result.diff.expected !== null && (
              <span>
                {t('verdictView.expected')} <code>{result.diff.expected}</code>
              </span>
            )}{' '}
            <span>
              {t('verdictView.actual')} <code>{result.diff.actual}</code>
            </span>
          </p>
        ))}
      {result.verdict === 'memory-limit' && (
        <p className="shui-verdict__diff">
          {t(sql ? 'verdictView.memoryLimitSql' : 'verdictView.memoryLimit', {
            limit: questionLimits.memoryMiB,
          })}
        </p>
      )}
      {result.error && <Block label={t('verdictView.error')} text={result.error} />}
      {(result.input !== null || result.expected !== null || result.output !== null) && (
        <div className="shui-verdict__io">
          {result.input !== null && <Block label={t('verdictView.input')} text={result.input} />}
          {result.expected !== null && (
            <Block label={t('verdictView.expectedOutput')} text={result.expected} />
          )}
          {result.output !== null && <Block label={t('verdictView.output')} text={result.output} />}
        </div>
      )}
    </li>
  );
}

/**
 * A judged submission: the verdict and, per case, its verdict and time; for the sample cases what went
 * in, what was expected and what came out; the first line (or row) that differs (for a hidden case only
 * its number); the traceback or the SQLite message; the memory limit when a case went past it. Cases
 * after a time limit or a crash were not run, and it says so.
 */
export function VerdictView({ submission, summary = true }: { submission: Submission; summary?: boolean }) {
  const { t } = useTranslation('practice');
  const sql = submission.type === 'sql';
  const code = submission.type === 'python' || sql;
  const notRun = submission.total - submission.cases.length;
  return (
    <div className="shui-verdict">
      {summary && <VerdictSummary submission={submission} />}
      {submission.verdict === 'system-error' && (
        <Alert type="warning" showIcon title={t('verdictView.systemError')} />
      )}
      {code && submission.cases.length > 0 && (
        <ol className="shui-stack shui-stack--tight" aria-label={t('verdictView.cases')}>
          {submission.cases.map((result) => (
            <CaseView key={result.index} result={result} sql={sql} />
          ))}
        </ol>
      )}
      {code && notRun > 0 && submission.verdict !== 'system-error' && (
        <p className="shui-page__muted">{t('verdictView.notRun', { count: notRun })}</p>
      )}
    </div>
  );
}
