import { Alert, Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { busy } from '../../../components/busy';
import { SkeletonLines } from '../../../components/skeleton-lines';
import { isApiError } from '../../../lib/api-error';

/** The backend said the thing asked for does not exist (HTTP 404): no retry would help. */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** The backend's message of a failed call (its respMsg), when it sent one. */
export const respMsgOf = (error: unknown): string | undefined =>
  isApiError(error) ? error.respMsg : undefined;

/** A section's placeholder while it loads, announced as loading. */
export function SectionSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('code-park');
  return (
    <div role="status" aria-label={t('loading')} className="shui-code-park__skeleton">
      <SkeletonLines rows={rows} />
    </div>
  );
}

interface LoadFailedProps {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A section that did not load: what failed and a retry button. */
export function LoadFailed({ message, onRetry, retrying }: LoadFailedProps) {
  const { t } = useTranslation('code-park');
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

/** Nothing to show, said plainly, with a way on when there is one. */
export function EmptyState({ description, children }: { description: string; children?: ReactNode }) {
  return (
    <Empty className="shui-code-park__empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
      {children}
    </Empty>
  );
}
