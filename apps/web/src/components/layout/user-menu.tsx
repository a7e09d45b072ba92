import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/auth/session';
import { signOut } from '../../lib/auth/sign-out';
import { paths } from '../../config/paths';

/** Avatar and name; the menu holds 'personal centre' and 'log out'. */
export function UserMenu() {
  const { t } = useTranslation(['common', 'layout']);
  const avatar = useSession((s) => s.avatar);
  const name = useSession((s) => s.displayName) || t('layout:user.fallbackName');
  const items: MenuProps['items'] = [
    {
      key: 'center',
      icon: <UserOutlined aria-hidden />,
      label: <Link to={paths.center}>{t('header.personalCentre')}</Link>,
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('header.logout') },
  ];
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      placement="bottomRight"
      menu={{
        items,
        onClick: ({ key }) => {
          // Logout (spec section 4): the session and the token forgotten, then a reload.
          if (key === 'logout') signOut('reload');
        },
      }}
    >
      <Button
        type="text"
        className="shui-header__button shui-user"
        aria-label={`${t('header.userMenu')}: ${name}`}
      >
        <span className="shui-header__content">
          <span id="shui-avatar" className="shui-user__avatar">
            <Avatar
              size={28}
              src={avatar || undefined}
              icon={<UserOutlined />}
              alt={t('layout:user.avatarAlt')}
            />
          </span>
          <span className="shui-user__name">{name}</span>
        </span>
      </Button>
    </Dropdown>
  );
}
