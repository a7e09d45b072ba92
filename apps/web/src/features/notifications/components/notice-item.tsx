import type { ReactNode } from 'react';
import type { Notification } from '@shui/contract';
import { isoTime } from '../notification-time';
import { ViewDetails } from './view-details';

interface NoticeItemProps {
  notification: Notification;
  /** Id of its message, which its 'view details' names. */
  messageId: string;
  /** Before the message (the panel's read or unread prefix for screen readers). */
  prefix?: ReactNode;
  /** When it came, as the list shows it. */
  time: string;
  /** Between the time and 'view details' (the history's read or unread tag). */
  status?: ReactNode;
  onView: (notification: Notification) => void;
}

/** A notification in a list: a dot while unread, its message, its time and 'view details'. */
export function NoticeItem({ notification, messageId, prefix, time, status, onView }: NoticeItemProps) {
  return (
    <li className={notification.status === 0 ? 'shui-notice is-unread' : 'shui-notice'}>
      <span className="shui-notice__dot" aria-hidden />
      <div className="shui-notice__body">
        <p id={messageId} className="shui-notice__message">
          {prefix}
          {notification.message}
        </p>
        <div className="shui-notice__meta">
          <time dateTime={isoTime(notification.createTime)}>{time}</time>
          {status}
          <ViewDetails notification={notification} describedBy={messageId} onView={onView} />
        </div>
      </div>
    </li>
  );
}
