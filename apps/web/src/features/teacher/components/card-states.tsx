import { Button, Skeleton } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A card's data failed: said in words, with a retry. */
export function CardError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('teacher');
  return (
    <div className="shui-teacher__card-error" role="alert">
      <p>{t('cardFailed')}</p>
      <Button onClick={onRetry}>{t('retry')}</Button>
    </div>
  );
}

/** A card's data is on its way. */
export function CardLoading({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('teacher');
  return (
    <div role="status" aria-label={t('loading')}>
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}

/**
 * Around a lazily loaded chart: if its code cannot be loaded, the chart is left out and the caption and
 * the table (which carry the same data) stay, instead of the page's error boundary taking over.
 */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('[teacher] the chart could not be shown', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
