import { Button, Empty, Pagination, Spin } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Notification } from '@shui/contract';
import { ui } from '../../../config/ui';
import { relativeTime } from '../../../lib/relative-time';
import type { NotificationsState } from '../api/get-notifications';
import { useNow } from '../hooks/use-now';
import { pageOf } from '../page-of';
import { NoticeItem } from './notice-item';
import { busy } from '../../../components/busy';
import { paths } from '../../../config/paths';

export interface NotificationPanelProps {
  state: NotificationsState;
  /** Closes the panel (after leaving for a course page or the history). */
  close: () => void;
}

/**
 * The to-do tab opened from the bell (spec sections 2 and 4): 4 notifications a page, each with its
 * message, relative time and 'view details'; the 'history centre' link and 'mark all as read'. A failed
 * fetch shows the empty list (section 8: logged only, lists fall back to empty).
 */
export function NotificationPanel({ state, close }: NotificationPanelProps) {
  const { t } = useTranslation('notifications');
  const now = useNow();
  const baseId = useId();
  const [page, setPage] = useState(1);
  const { notifications, loading } = state;
  const pageSize = ui.notificationsPerPage;
  const { current, shown } = pageOf(notifications, page, pageSize);

  const onView = (notification: Notification) => {
    if (state.viewDetails(notification) !== null) close();
  };

  let body;
  if (loading) {
    body = (
      <div className="shui-notice-panel__state" role="status">
        <Spin size="small" />
        <span>{t('panel.loading')}</span>
      </div>
    );
  } else if (notifications.length === 0) {
    body = (
      <Empty
        className="shui-notice-panel__state"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('panel.empty')}
      />
    );
  } else {
    body = (
      <ul className="shui-notice-list" aria-label={t('panel.listLabel')}>
        {shown.map((n) => (
          <NoticeItem
            key={n.id}
            notification={n}
            messageId={`${baseId}-${n.id}`}
            prefix={
              <span className="shui-visually-hidden">
                {n.status === 0 ? t('item.unreadPrefix') : t('item.readPrefix')}
              </span>
            }
            time={relativeTime(n.createTime, now)}
            onView={onView}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="shui-notice-panel">
      {body}
      {notifications.length > pageSize && (
        <nav aria-label={t('panel.pager')} className="shui-notice-panel__pager">
          <Pagination
            size="small"
            current={current}
            pageSize={pageSize}
            total={notifications.length}
            showSizeChanger={false}
            onChange={setPage}
          />
        </nav>
      )}
      <div className="shui-notice-panel__footer">
        <Link to={paths.noticeHistory} onClick={close}>
          {t('panel.history')}
        </Link>
        <Button
          size="small"
          onClick={state.markAllRead}
          loading={busy(state.markingAll)}
          disabled={!state.unread}
        >
          {t('panel.markAllRead')}
        </Button>
      </div>
    </div>
  );
}
