import { Alert, Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { busy } from '../../../components/busy';
import { SkeletonLines } from '../../../components/skeleton-lines';
import { isApiError } from '../../../lib/api-error';

/** The backend said the thing named does not exist (HTTP 404): no retry would help. */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** A section's placeholder while it loads: grey lines where the text will be, announced as loading. */
export function SectionSkeleton({ rows = 4, title = true }: { rows?: number; title?: boolean }) {
  const { t } = useTranslation('channel');
  return (
    <div role="status" aria-label={t('loading')} className="shui-channel__skeleton">
      <SkeletonLines titleWidth={title ? '38%' : undefined} rows={rows} />
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
  const { t } = useTranslation('channel');
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

/** Nothing to show, said plainly. */
export function EmptyState({ description }: { description: string }) {
  return (
    <Empty className="shui-channel__empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />
  );
}
