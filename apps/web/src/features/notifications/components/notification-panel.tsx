import { Button, Empty, Pagination, Spin } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ui, type Notification } from '@shui/contract';
import { relativeTime } from '../../../lib/relative-time';
import type { NotificationsState } from '../hooks/use-notifications';
import { useNow } from '../hooks/use-now';
import { isoTime } from '../notification-time';
import { ViewDetails } from './view-details';
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
  const pages = Math.max(1, Math.ceil(notifications.length / pageSize));
  const current = Math.min(page, pages);
  const shown = notifications.slice((current - 1) * pageSize, current * pageSize);

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
        {shown.map((n) => {
          const messageId = `${baseId}-${n.id}`;
          const unread = n.status === 0;
          return (
            <li key={n.id} className={unread ? 'shui-notice is-unread' : 'shui-notice'}>
              <span className="shui-notice__dot" aria-hidden />
              <div className="shui-notice__body">
                <p id={messageId} className="shui-notice__message">
                  <span className="shui-visually-hidden">
                    {unread ? t('item.unreadPrefix') : t('item.readPrefix')}
                  </span>
                  {n.message}
                </p>
                <div className="shui-notice__meta">
                  <time dateTime={isoTime(n.createTime)}>{relativeTime(n.createTime, now)}</time>
                  <ViewDetails notification={n} describedBy={messageId} onView={onView} />
                </div>
              </div>
            </li>
          );
        })}
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
