import { Alert, Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { busy } from '../../../components/busy';
import { SkeletonLines } from '../../../components/skeleton-lines';

/** Said to screen readers while a part loads; the skeleton beside it is decoration. */
function LoadingNote() {
  const { t } = useTranslation();
  return <span className="shui-visually-hidden">{t('app.loading')}</span>;
}

/** A page's first load: a title line and blocks where the content comes. */
export function PageSkeleton() {
  return (
    <div className="shui-mooc__skeleton" role="status" aria-busy="true">
      <LoadingNote />
      <SkeletonLines titleWidth="40%" rows={2} />
      <SkeletonLines rows={6} />
    </div>
  );
}

/** The course grid while it loads: card-shaped blocks. */
export function CardsSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="shui-mooc__skeleton" role="status" aria-busy="true">
      <LoadingNote />
      <ul className="shui-course-grid" aria-hidden>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="shui-course-card shui-course-card--skeleton">
            <Skeleton.Node active className="shui-course-card__cover-skeleton">
              <span />
            </Skeleton.Node>
            <SkeletonLines titleWidth="70%" rows={2} />
          </li>
        ))}
      </ul>
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
  const { t } = useTranslation('mooc');
  return (
    <Alert
      className="shui-mooc__failed"
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
    <Empty className="shui-mooc__empty" description={text}>
      {action}
    </Empty>
  );
}

/** An id that names nothing: what happened and a way on. */
export function NotFoundState({
  title,
  text,
  back,
  status = '404',
}: {
  title: string;
  text: string;
  back: { to: string; label: string };
  /** 403: it exists, but not for this user. */
  status?: '404' | '403';
}) {
  return (
    <Result
      className="shui-mooc__not-found"
      status={status}
      title={<h1 className="shui-mooc__not-found-title">{title}</h1>}
      subTitle={text}
      extra={
        <Link className="shui-mooc__link-button" to={back.to}>
          {back.label}
        </Link>
      }
    />
  );
}

/** The server said the thing does not exist (404), as opposed to a failure worth retrying. */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;
/** The server refused the caller (403): e.g. a lesson of a course they do not take. */
export const isForbidden = (error: unknown): boolean => isApiError(error) && error.status === 403;
