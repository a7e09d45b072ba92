import { QueryClientProvider } from '@tanstack/react-query';
import { Alert, Button, Empty, Pagination, Spin, Tag } from 'antd';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type Notification } from '@shui/contract';
import { ui } from '../../config/ui';
import { queryClient } from '../../lib/query-client';
import { NoticeItem } from './components/notice-item';
import { useNotifications } from './api/get-notifications';
import { fullTime } from './notification-time';
import { pageOf } from './page-of';
import './notifications.css';
import { busy } from '../../components/busy';

const PAGE_SIZES = ui.pagerSizes.map(String);

function NoticeHistory() {
  const { t } = useTranslation(['notifications', 'common']);
  const navigate = useNavigate();
  const baseId = useId();
  const state = useNotifications({ refresh: true });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(ui.pagerSizes[0]);
  const { notifications, loading, failed } = state;
  const { current, shown } = pageOf(notifications, page, pageSize);

  const onView = (notification: Notification) => {
    const path = state.viewDetails(notification);
    if (path !== null) void navigate(path);
  };
  const retry = (
    <Button size="small" onClick={state.retry} loading={busy(state.refreshing)}>
      {t('history.retry')}
    </Button>
  );

  let body;
  if (loading) {
    body = (
      <div className="shui-notice-history__state" role="status">
        <Spin />
        <span>{t('history.loading')}</span>
      </div>
    );
  } else if (failed && notifications.length === 0) {
    body = <Alert type="error" showIcon role="alert" title={t('history.failed')} action={retry} />;
  } else if (notifications.length === 0) {
    body = <Empty className="shui-notice-history__state" description={t('history.empty')} />;
  } else {
    body = (
      <>
        {failed && (
          <Alert
            type="warning"
            showIcon
            role="alert"
            className="shui-notice-history__stale"
            title={t('history.staleFailed')}
            action={retry}
          />
        )}
        <ul className="shui-notice-list shui-notice-list--history" aria-label={t('history.listLabel')}>
          {shown.map((n) => {
            const unread = n.status === 0;
            return (
              <NoticeItem
                key={n.id}
                notification={n}
                messageId={`${baseId}-${n.id}`}
                time={fullTime(n.createTime)}
                status={
                  <Tag className={unread ? 'shui-notice__status is-unread' : 'shui-notice__status'}>
                    {unread ? t('item.unread') : t('item.read')}
                  </Tag>
                }
                onView={onView}
              />
            );
          })}
        </ul>
        <nav aria-label={t('history.pager')} className="shui-notice-history__pager">
          <Pagination
            current={current}
            pageSize={pageSize}
            total={notifications.length}
            showSizeChanger
            pageSizeOptions={PAGE_SIZES}
            showTotal={(total) => t('history.total', { count: total })}
            onChange={(nextPage, nextSize) => {
              // A new page size starts again at its first page.
              setPage(nextSize === pageSize ? nextPage : 1);
              setPageSize(nextSize);
            }}
          />
        </nav>
      </>
    );
  }

  return (
    <section className="shui-notice-history" aria-labelledby={`${baseId}-title`}>
      <h1 id={`${baseId}-title`} className="shui-notice-history__title">
        {t('common:routes.noticeDetail')}
      </h1>
      <p className="shui-notice-history__intro">{t('history.intro')}</p>
      {body}
    </section>
  );
}

function HistoryLoading() {
  const { t } = useTranslation();
  return (
    <div className="shui-notice-history__state" role="status">
      <Spin />
      <span>{t('app.loading')}</span>
    </div>
  );
}

/**
 * /notice/noticeDetail (requires login): every notification with its message, time (default pattern),
 * read status and 'view details', paged 10/20/30/50 (default 10). Asks the server again on each visit.
 */
export default function NoticeHistoryRoute() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<HistoryLoading />}>
        <NoticeHistory />
      </Suspense>
    </QueryClientProvider>
  );
}
