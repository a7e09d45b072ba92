import { Tabs } from 'antd';
import { useT } from '../lib/i18n';
import { SectionHeader } from '../lib/ui';
import { OrganisationsTab } from './data-organisations';
import { UsersTab } from './data-users';

/** Users, organisations and notifications: lists that follow the live stream, and forms to add to them. */
export function DataSection() {
  const t = useT();
  return (
    <>
      <SectionHeader title={t('data.title')} />
      <Tabs
        items={[
          { key: 'users', label: t('data.users'), children: <UsersTab /> },
          { key: 'organisations', label: t('data.organisations'), children: <OrganisationsTab /> },
        ]}
      />
    </>
  );
}
