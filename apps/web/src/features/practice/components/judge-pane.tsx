import { Alert, Button, Pagination, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmissionSummary } from '@shui/contract';
import { CodeEditor } from '../../../components/code-editor';
import { isApiError } from '../../../lib/api-error';
import { HISTORY_PAGE_SIZE, useSubmissions } from '../api/get-submissions';
import { useSubmission } from '../api/get-submission';
import { EmptyState, LoadFailed, PageSkeleton } from '../../../components/load-states';
import { VerdictSummary, VerdictView } from './verdict-view';

/** Seconds since the component started showing a submission being judged. */
function useSecondsWhile(active: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!active) return;
    setSeconds(0);
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return seconds;
}

/** Why a submit failed, in the page's words: the judge down (503), busy (429), or the server's message. */
export function SubmitFailure({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('practice');
  const status = isApiError(error) ? error.status : undefined;
  const title =
    status === 503
      ? t('judge.down')
      : status === 429
        ? t('judge.busy')
        : isApiError(error) && error.respMsg
          ? error.respMsg
          : t('judge.submitFailed');
  return (
    <Alert
      className="shui-judge__failure"
      type={status === 503 || status === 429 ? 'warning' : 'error'}
      showIcon
      role="alert"
      title={title}
      description={t('judge.codeKept')}
      action={onRetry && <Button onClick={onRetry}>{t('judge.retry')}</Button>}
    />
  );
}

/** The submission shown: "judging" while the judge works, then its verdict, its code and a way to reuse it. */
function ShownSubmission({
  submissionId,
  onLoadCode,
}: {
  submissionId: number;
  onLoadCode?: (code: string, submissionId: number) => void;
}) {
  const { t } = useTranslation('practice');
  const query = useSubmission(submissionId);
  const judging = query.data?.verdict === 'judging';
  const seconds = useSecondsWhile(judging);
  const [showCode, setShowCode] = useState(false);

  if (query.isPending) return <PageSkeleton rows={3} />;
  if (query.isError && !query.data) {
    return (
      <LoadFailed
        title={t('judge.pollFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const submission = query.data;
  return (
    <section className="shui-judge__shown" aria-labelledby="shui-judge-shown" aria-busy={judging}>
      <h3 id="shui-judge-shown" className="shui-judge__heading">
        {t('judge.submission', { id: submission.submissionId, time: submission.createTime })}
      </h3>
      <div className="shui-judge__status" role="status">
        {judging ? (
          <div className="shui-judge__judging">
            <Spin size="small" />
            <span>{t('judge.judging')}</span>
            <span className="shui-page__muted">{t('judge.waited', { count: seconds })}</span>
          </div>
        ) : (
          <VerdictSummary submission={submission} />
        )}
      </div>
      {!judging && <VerdictView submission={submission} summary={false} />}
      {query.isError && judging && (
        <LoadFailed
          title={t('judge.pollFailed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {(submission.type === 'python' || submission.type === 'sql') && (
        <div className="shui-judge__code">
          <div className="shui-judge__code-actions">
            <Button size="small" onClick={() => setShowCode((v) => !v)} aria-expanded={showCode}>
              {showCode ? t('judge.hideCode') : t('judge.showCode')}
            </Button>
            {onLoadCode && (
              <Button size="small" onClick={() => onLoadCode(submission.code, submission.submissionId)}>
                {t('judge.loadCode')}
              </Button>
            )}
          </div>
          {showCode && (
            <CodeEditor
              value={submission.code}
              language={submission.type}
              readOnly
              label={t('judge.codeOf', { id: submission.submissionId })}
              maxHeight={320}
            />
          )}
        </div>
      )}
    </section>
  );
}

function HistoryRow({
  item,
  shown,
  onOpen,
}: {
  item: SubmissionSummary;
  shown: boolean;
  onOpen: (submissionId: number) => void;
}) {
  const { t } = useTranslation('practice');
  return (
    <li className={shown ? 'shui-judge__row is-shown' : 'shui-judge__row'}>
      <VerdictSummary submission={item} />
      <span className="shui-page__muted">{item.createTime}</span>
      <Button
        size="small"
        type={shown ? 'default' : 'link'}
        aria-current={shown ? 'true' : undefined}
        onClick={() => onOpen(item.submissionId)}
        aria-label={t('judge.openLabel', { id: item.submissionId })}
      >
        {shown ? t('judge.shown') : t('judge.open')}
      </Button>
    </li>
  );
}

export interface JudgePaneProps {
  questionId: number;
  /** The submission to show; without one, the newest of the history. */
  shownId: number | null;
  onShow: (submissionId: number) => void;
  /** The last submit's failure, if any. */
  submitError?: unknown;
  onRetrySubmit?: () => void;
  onLoadCode?: (code: string, submissionId: number) => void;
}

/**
 * The judge's side of the practice page: the shown submission (the one just sent, polled until
 * judged) and the caller's history of the question, newest first; opening one shows its cases and
 * code, which can go back into the editor.
 */
export function JudgePane({
  questionId,
  shownId,
  onShow,
  submitError,
  onRetrySubmit,
  onLoadCode,
}: JudgePaneProps) {
  const { t } = useTranslation('practice');
  const [pageNum, setPageNum] = useState(1);
  const history = useSubmissions(questionId, pageNum, true);
  const newest = pageNum === 1 ? history.data?.list[0]?.submissionId : undefined;
  const shown = shownId ?? newest ?? null;

  let list;
  if (history.isPending) list = <PageSkeleton rows={3} />;
  else if (history.isError && !history.data)
    list = (
      <LoadFailed
        title={t('judge.historyFailed')}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  else if (!history.data || history.data.total === 0)
    list = <EmptyState framed text={t('judge.historyEmpty')} />;
  else
    list = (
      <>
        <ol className="shui-judge__history" aria-label={t('judge.history')}>
          {history.data.list.map((item) => (
            <HistoryRow
              key={item.submissionId}
              item={item}
              shown={item.submissionId === shown}
              onOpen={onShow}
            />
          ))}
        </ol>
        {history.data.total > HISTORY_PAGE_SIZE && (
          <nav aria-label={t('judge.historyPager')} className="shui-judge__pager">
            <Pagination
              size="small"
              current={pageNum}
              pageSize={HISTORY_PAGE_SIZE}
              total={history.data.total}
              showSizeChanger={false}
              onChange={setPageNum}
            />
          </nav>
        )}
      </>
    );

  return (
    <div className="shui-judge">
      {submitError !== undefined && submitError !== null && (
        <SubmitFailure error={submitError} onRetry={onRetrySubmit} />
      )}
      {shown === null ? (
        history.isPending ? null : (
          <p className="shui-page__muted">{t('judge.nothingYet')}</p>
        )
      ) : (
        <ShownSubmission key={shown} submissionId={shown} onLoadCode={onLoadCode} />
      )}
      <section aria-labelledby="shui-judge-history">
        <h3 id="shui-judge-history" className="shui-judge__heading">
          {t('judge.history')}
        </h3>
        {list}
      </section>
    </div>
  );
}
