import { Alert, Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { busy } from '../../../components/busy';
import { SkeletonLines } from '../../../components/skeleton-lines';
import { isApiError } from '../../../lib/api-error';

/** The backend said the thing named does not exist (HTTP 404): no retry would help. */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** Said to screen readers while a part loads; the skeleton beside it is decoration. */
function LoadingNote() {
  const { t } = useTranslation();
  return <span className="shui-visually-hidden">{t('app.loading')}</span>;
}

/** A page's first load: a title line and blocks where the content comes. */
export function PageSkeleton() {
  return (
    <div className="shui-workshop__skeleton" role="status" aria-busy="true">
      <LoadingNote />
      <SkeletonLines titleWidth="40%" rows={2} />
      <SkeletonLines rows={6} />
    </div>
  );
}

/** A section while it loads: grey lines where its text comes. */
export function SectionSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="shui-workshop__skeleton" role="status" aria-busy="true">
      <LoadingNote />
      <SkeletonLines titleWidth="38%" rows={rows} />
    </div>
  );
}

/** The cards of a list while they load. */
export function CardsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="shui-workshop__skeleton" role="status" aria-busy="true">
      <LoadingNote />
      <ul className="shui-workshop__grid" aria-hidden>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="shui-workshop-card shui-workshop-card--skeleton">
            <SkeletonLines titleWidth="70%" rows={3} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A part that did not load: what failed and a retry button. */
export function LoadFailed({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('workshop');
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={message}
      action={
        <Button size="small" onClick={onRetry} loading={busy(retrying)}>
          {t('retry')}
        </Button>
      }
    />
  );
}

/** Nothing to show, said plainly, with what to do next when there is something. */
export function EmptyState({ description, action }: { description: string; action?: ReactNode }) {
  return (
    <Empty className="shui-workshop__empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
      {action}
    </Empty>
  );
}
