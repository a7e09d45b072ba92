import { UserOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resolveAvatar } from '../../../lib/auth/current-user';
import { loginPath } from '../../../lib/safe-redirect';
import type { Profile } from '../api/get-profile';
import { AvatarUpload } from './avatar-upload';

const PROFILE_HEADING_ID = 'shui-center-profile';

/** Name, number and avatar of the logged-in user, with the avatar upload. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('center');
  const { state } = profile;
  return (
    <section className="shui-center__card" aria-labelledby={PROFILE_HEADING_ID}>
      <h3 id={PROFILE_HEADING_ID} className="shui-center__card-title">
        {t('profile.title')}
      </h3>
      {state.status === 'loading' && (
        <div role="status" aria-label={t('profile.loading')}>
          <Skeleton avatar={{ size: 96 }} active paragraph={{ rows: 2 }} title={false} />
        </div>
      )}
      {state.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={t(state.expired ? 'profile.expired' : 'profile.loadFailed')}
          action={
            state.expired ? (
              <Link to={loginPath()}>{t('profile.login')}</Link>
            ) : (
              <Button size="small" onClick={profile.retry}>
                {t('profile.retry')}
              </Button>
            )
          }
        />
      )}
      {state.status === 'ready' && (
        <div className="shui-center__profile">
          <div className="shui-center__avatar">
            <Avatar
              size={96}
              src={resolveAvatar(state.user.headImgUrl) || undefined}
              icon={<UserOutlined />}
              alt={t('profile.avatarAlt', { name: state.user.truename })}
            />
            <AvatarUpload onUploaded={profile.setAvatar} />
          </div>
          <dl className="shui-center__facts">
            <div>
              <dt>{t('profile.name')}</dt>
              <dd>{state.user.truename}</dd>
            </div>
            <div>
              <dt>{t('profile.number')}</dt>
              <dd>{state.user.userNumber ?? t('profile.noNumber')}</dd>
            </div>
          </dl>
        </div>
      )}
    </section>
  );
}
