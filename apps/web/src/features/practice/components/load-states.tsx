import { Alert, Button, Empty, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { busy } from '../../../components/busy';
import { SkeletonLines } from '../../../components/skeleton-lines';
import { isApiError } from '../../../lib/api-error';

/** Said to screen readers while a part loads; the skeleton beside it is decoration. */
function LoadingNote() {
  const { t } = useTranslation();
  return <span className="shui-visually-hidden">{t('app.loading')}</span>;
}

/** A page's (or a pane's) first load: a title line and lines where the content comes. */
export function PageSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="shui-practice__skeleton" role="status" aria-busy="true">
      <LoadingNote />
      <SkeletonLines titleWidth="40%" rows={2} />
      <SkeletonLines rows={rows} />
    </div>
  );
}

/** A load that failed, with its retry (the api client has already toasted the reason). */
export function LoadFailed({
  title,
  onRetry,
  retrying,
}: {
  title: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('practice');
  return (
    <Alert
      className="shui-practice__failed"
      type="error"
      showIcon
      role="alert"
      title={title}
      action={
        <Button onClick={onRetry} loading={busy(retrying)}>
          {t('state.retry')}
        </Button>
      }
    />
  );
}

/** Nothing to show, said plainly, with what the user can do about it. */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Empty className="shui-practice__empty" description={text}>
      {action}
    </Empty>
  );
}

/** An id that names nothing: what happened and a way on. */
export function NotFoundState({
  title,
  text,
  back,
}: {
  title: string;
  text: string;
  back: { to: string; label: string };
}) {
  return (
    <Result
      className="shui-practice__not-found"
      status="404"
      title={<h1 className="shui-practice__not-found-title">{title}</h1>}
      subTitle={text}
      extra={
        <Link className="shui-practice__link-button" to={back.to}>
          {back.label}
        </Link>
      }
    />
  );
}

/** The server said the thing does not exist (404), as opposed to a failure worth retrying. */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;
