import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Hook point for the notifications feature (not wired yet). */
export interface NotificationsSlot {
  /** Shows the unread dot. */
  unread: boolean;
  /** The to-do tab (list, 'history centre', 'mark all as read'), shown from the bell when given. */
  panel?: ReactNode;
}

/**
 * The bell with its unread dot. With a panel it opens it; until the notifications feature provides one,
 * it is a link to the notification history page.
 */
export function NotificationBell({ unread = false, panel }: Partial<NotificationsSlot>) {
  const { t } = useTranslation(['common', 'layout']);
  const label = unread ? t('layout:notifications.bellUnread') : t('layout:notifications.bell');
  const icon = (
    <Badge dot={unread} offset={[-2, 2]}>
      <BellOutlined className="shui-bell__icon" aria-hidden />
    </Badge>
  );
  if (panel) {
    return (
      <Popover trigger="click" placement="bottomRight" title={t('header.notifications')} content={panel}>
        <Button type="text" shape="circle" className="shui-header__button shui-bell" aria-label={label}>
          {icon}
        </Button>
      </Popover>
    );
  }
  return (
    <Link to="/notice/noticeDetail" className="shui-header__button shui-bell" aria-label={label}>
      {icon}
    </Link>
  );
}
