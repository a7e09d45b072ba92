import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLoggedIn } from '../../../components/layout/use-logged-in';
import { busy } from '../../../components/busy';
import { useMembership } from '../api/membership';
import { askToLogIn } from './ask-login';

/**
 * Join (a logged-out user is asked to log in first) or leave the course (after a confirmation: the
 * course leaves "my courses").
 */
export function MembershipButton({
  courseId,
  courseName,
  joined,
}: {
  courseId: number;
  courseName: string;
  joined: boolean;
}) {
  const { t } = useTranslation('course');
  const { modal } = App.useApp();
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const { join, leave } = useMembership(courseId);

  if (!joined) {
    return (
      <Button
        type="primary"
        size="large"
        loading={busy(join.isPending)}
        onClick={() => {
          if (!loggedIn) askToLogIn((path) => void navigate(path));
          else join.mutate();
        }}
      >
        {t('detail.join')}
      </Button>
    );
  }
  return (
    <Button
      size="large"
      danger
      loading={busy(leave.isPending)}
      onClick={() =>
        void modal.confirm({
          title: t('detail.leaveTitle'),
          content: t('detail.leaveContent', { name: courseName }),
          okText: t('detail.leaveOk'),
          okButtonProps: { danger: true },
          cancelText: t('detail.leaveCancel'),
          onOk: () => leave.mutateAsync().catch(() => undefined),
        })
      }
    >
      {t('detail.leave')}
    </Button>
  );
}
