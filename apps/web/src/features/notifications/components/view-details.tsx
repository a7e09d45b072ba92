import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '@shui/contract';
import { courseDetailPath } from '../course-detail-path';

export interface ViewDetailsProps {
  notification: Notification;
  /** Id of the notification's message, so 'view details' says which one it opens. */
  describedBy: string;
  /** 'View details' was used (marks read and logs, see useNotifications). */
  onView: (notification: Notification) => void;
}

/**
 * 'View details': a link to the course page when the notification names a course; otherwise a button whose
 * use is only logged (spec section 4).
 */
export function ViewDetails({ notification, describedBy, onView }: ViewDetailsProps) {
  const { t } = useTranslation('notifications');
  const path = courseDetailPath(notification);
  if (path === null) {
    return (
      <Button
        type="link"
        size="small"
        className="shui-notice__action"
        aria-describedby={describedBy}
        onClick={() => onView(notification)}
      >
        {t('item.viewDetails')}
      </Button>
    );
  }
  return (
    <Link
      to={path}
      className="shui-notice__action"
      aria-describedby={describedBy}
      onClick={() => onView(notification)}
    >
      {t('item.viewDetails')}
    </Link>
  );
}
