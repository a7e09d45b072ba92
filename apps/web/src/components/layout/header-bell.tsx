import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** What the notifications feature gives the bell. */
export interface NotificationsSlot {
  /** Shows the unread dot. */
  unread: boolean;
  /**
   * The to-do tab (list, 'history centre', 'mark all as read'), opened from the bell. `close` closes it and
   * gives the focus back to the bell (after a choice in it).
   */
  panel?: (close: () => void) => ReactNode;
}

/**
 * Hook point of the login area: renders the bell in place of the plain one. app/ passes the notifications
 * feature here (loaded lazily, only when logged in), so shared code imports no feature.
 */
export type RenderNotifications = () => ReactNode;

/**
 * The bell with its unread dot. With a panel it opens it in a popover (Escape closes it); without one
 * (while the notifications feature loads) it is a link to the notification history page.
 */
export function HeaderBell({ unread = false, panel }: Partial<NotificationsSlot>) {
  const { t } = useTranslation(['common', 'layout']);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const label = unread ? t('layout:notifications.bellUnread') : t('layout:notifications.bell');
  const icon = (
    <Badge dot={unread} offset={[-2, 2]}>
      <BellOutlined className="shui-bell__icon" aria-hidden />
    </Badge>
  );
  if (!panel) {
    return (
      <Link to={paths.noticeHistory} className="shui-header__button shui-bell" aria-label={label}>
        {icon}
      </Link>
    );
  }
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      // Shifted back into the window where it would stick out (a phone is narrower than the panel's reach).
      align={{ overflow: { adjustX: true, shiftX: true, adjustY: true } }}
      open={open}
      onOpenChange={setOpen}
      title={<span id={`${panelId}-title`}>{t('header.notifications')}</span>}
      classNames={{ root: 'shui-bell__popover' }}
      content={
        <div
          id={panelId}
          role="region"
          aria-labelledby={`${panelId}-title`}
          className="shui-bell__panel"
          onKeyDown={onKeyDown}
        >
          {open && panel(close)}
        </div>
      }
    >
      <Button
        ref={button}
        type="text"
        shape="circle"
        className="shui-header__button shui-bell"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
      >
        {icon}
      </Button>
    </Popover>
  );
}
