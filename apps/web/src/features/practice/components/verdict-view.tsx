import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  questionLimits,
  type CaseResult,
  type SqlDiff,
  type Submission,
  type SubmissionSummary,
} from '@shui/contract';
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

/**
 * A judge's time: its clock counts CPU time in steps of 10 ms (questionLimits.timeStepMs), so a time
 * under a step reads "< 10 ms" rather than the 0 the clock says.
 */
export function useJudgeTime() {
  const { t } = useTranslation('practice');
  const time = useDuration();
  return (ms: number) =>
    ms < questionLimits.timeStepMs
      ? t('verdictView.underStep', { value: questionLimits.timeStepMs })
      : time(ms);
}

/** Whether a Python traceback ends with an EOFError: input() read past the case's last line. */
const readPastInput = (error: string) =>
  /^EOFError\b/.test(
    error
      .split('\n')
      .filter((line) => line.trim() !== '' && line !== '…')
      .at(-1) ?? '',
  );

/** A submission's verdict in one line: the verdict, the cases passed, the longest case's time. */
export function VerdictSummary({ submission }: { submission: SubmissionSummary }) {
  const { t } = useTranslation('practice');
  const time = useJudgeTime();
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

/** Rows as a verdict lists them, one a line, saying how many more there are. */
function RowsBlock({ label, rows, count }: { label: string; rows: string[]; count: number }) {
  const { t } = useTranslation('practice');
  const more = count - rows.length;
  return (
    <Block
      label={label}
      text={[...rows, ...(more > 0 ? [t('verdictView.sqlMoreRows', { rows: more })] : [])].join('\n')}
    />
  );
}

/**
 * How an SQL result differs: the columns, the rows (how many, and for the sample database which are
 * missing and which were not expected; for the hidden one only how many), or only the order.
 */
function SqlDiffView({ diff }: { diff: SqlDiff }) {
  const { t } = useTranslation('practice');
  if (diff.kind === 'columns')
    return (
      <p className="shui-verdict__diff">
        {t('verdictView.sqlColumns', {
          expectedCount: diff.expectedColumns.length,
          expected: diff.expectedColumns.join(', '),
          actualCount: diff.actualColumns.length,
          actual: diff.actualColumns.join(', '),
        })}
      </p>
    );
  if (diff.kind === 'order')
    return <p className="shui-verdict__diff">{t('verdictView.sqlOrder', { position: diff.position })}</p>;
  const headline =
    diff.expectedRowCount === diff.actualRowCount
      ? t('verdictView.sqlRowsDiffer', { rows: diff.actualRowCount })
      : t('verdictView.sqlRowCount', { expected: diff.expectedRowCount, actual: diff.actualRowCount });
  if (diff.missing === null || diff.extra === null)
    // The hidden database: how many, never which (its rows are the hidden data).
    return (
      <>
        <p className="shui-verdict__diff">{headline}</p>
        <p className="shui-verdict__diff">
          {t('verdictView.sqlRowsHidden', { missing: diff.missingCount, extra: diff.extraCount })}
        </p>
      </>
    );
  return (
    <>
      <p className="shui-verdict__diff">{headline}</p>
      <div className="shui-verdict__io">
        {diff.missingCount > 0 && (
          <RowsBlock
            label={t('verdictView.sqlMissing', { rows: diff.missingCount })}
            rows={diff.missing}
            count={diff.missingCount}
          />
        )}
        {diff.extraCount > 0 && (
          <RowsBlock
            label={t('verdictView.sqlExtra', { rows: diff.extraCount })}
            rows={diff.extra}
            count={diff.extraCount}
          />
        )}
      </div>
    </>
  );
}

function CaseView({ result, sql }: { result: CaseResult; sql: boolean }) {
  const { t } = useTranslation('practice');
  const time = useJudgeTime();
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
      {result.sqlDiff && <SqlDiffView diff={result.sqlDiff} />}
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
      {!sql && result.verdict === 'runtime-error' && result.error !== null && readPastInput(result.error) && (
        <p className="shui-verdict__diff">{t('verdictView.readPastInput')}</p>
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
 * in, what was expected and what came out; the first line that differs (for a hidden case only its
 * number), or how an SQL result differs (for the hidden database only the kind and the counts); the
 * traceback or the SQLite message (and, for an EOFError, that the program read past the case's input);
 * the memory limit when a case went past it. Cases after a time limit or a crash were not run, and it
 * says so.
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
