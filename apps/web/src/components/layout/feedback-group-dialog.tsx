import { TeamOutlined } from '@ant-design/icons';
import type { useAppProps } from 'antd/es/app/context';
import type { TFunction } from 'i18next';
import groupCard from '../../assets/layout/user-group-card.svg';
import { USER_GROUP_NUMBER } from './user-group';

/**
 * "Problem feedback" of the help menu: a confirm dialog pointing to the user chat group, with the group's
 * card and number. Its main button copies the number; the copy failing says the number again. Loaded
 * on demand (the sidebar imports it when the item is picked).
 */
export function openFeedbackGroupDialog(
  { message, modal }: Pick<useAppProps, 'message' | 'modal'>,
  t: TFunction<['common', 'layout']>,
): void {
  void modal.confirm({
    title: t('sidebar.feedback'),
    // Green, not the confirm dialog's warning orange: this is an invitation, not a warning.
    icon: <TeamOutlined style={{ color: 'var(--shui-green)' }} aria-hidden />,
    content: (
      <div className="shui-feedback-group">
        <img src={groupCard} alt={t('layout:sidebar.groupImageAlt')} width={320} height={176} />
        <p>{t('layout:sidebar.feedbackIntro')}</p>
        <p className="shui-feedback-group__number">
          {t('layout:sidebar.groupNumber', { number: USER_GROUP_NUMBER })}
        </p>
      </div>
    ),
    okText: t('layout:sidebar.copyGroupNumber'),
    cancelText: t('layout:sidebar.close'),
    width: 440,
    onOk: async () => {
      try {
        await navigator.clipboard.writeText(USER_GROUP_NUMBER);
        void message.success(t('layout:sidebar.copied'));
      } catch {
        void message.warning(t('layout:sidebar.copyFailed', { number: USER_GROUP_NUMBER }));
      }
    },
  });
}
