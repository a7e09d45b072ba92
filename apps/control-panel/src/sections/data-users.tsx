import { NotificationOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Space, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { type AdminUser } from '@shui/contract';
import { useT } from '../lib/i18n';
import { useAdminData } from '../lib/use-admin-data';
import { Loaded } from '../lib/ui';
import { AddUser, Notify } from './data-forms';
import { SearchBox } from './search-box';

const PAGE_SIZE = 20;

/** The users tab: a page of the users (searched on the fake API), with the forms to add one and to notify one. */
export function UsersTab() {
  const t = useT();
  const { message } = App.useApp();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const users = useAdminData('users', ['state'], {
    query: { search: search || undefined, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
  });
  const organisations = useAdminData('organisations', ['state']);
  const names = useMemo(
    () => new Map(organisations.data?.map((o) => [o.id, o.companyName])),
    [organisations.data],
  );
  const [adding, setAdding] = useState(false);
  const [notifying, setNotifying] = useState<string>();

  return (
    <>
      <Space wrap className="panel-toolbar">
        <SearchBox
          className="panel-filter-wide"
          label={t('data.searchUsers')}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t('data.addUser')}
        </Button>
      </Space>
      <Loaded
        loading={users.loading}
        error={users.error}
        retry={users.reload}
        isEmpty={users.data?.total === 0}
        empty={search ? t('data.usersNoMatch') : t('data.usersEmpty')}
      >
        <Table<AdminUser>
          rowKey="id"
          size="small"
          dataSource={users.data?.users ?? []}
          scroll={{ x: 1000 }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: users.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('common.total', { count: total }),
            onChange: setPage,
          }}
          columns={[
            { title: t('data.col.id'), dataIndex: 'id', width: 64 },
            { title: t('data.col.username'), dataIndex: 'username', render: (u: string) => <code>{u}</code> },
            { title: t('data.col.truename'), dataIndex: 'truename' },
            {
              title: t('data.col.role'),
              dataIndex: 'role',
              render: (role: AdminUser['role']) => (
                <Tag color={role === 'teacher' ? 'gold' : undefined}>{t(`data.role.${role}`)}</Tag>
              ),
            },
            { title: t('data.col.phone'), dataIndex: 'phone', render: (v: string | null) => v ?? '—' },
            { title: t('data.col.mail'), dataIndex: 'mail', render: (v: string | null) => v ?? '—' },
            {
              title: t('data.col.userNumber'),
              dataIndex: 'userNumber',
              render: (v: string | null) => v ?? '—',
            },
            {
              title: t('data.col.organisations'),
              key: 'organisations',
              render: (_, user) =>
                user.companyIds.map((id) => (
                  <Tag key={id} color={id === user.currentCompanyId ? 'blue' : undefined}>
                    {names.get(id) ?? id}
                    {id === user.currentCompanyId && ` (${t('data.current')})`}
                  </Tag>
                )),
            },
            {
              title: <span className="panel-visually-hidden">{t('data.notify')}</span>,
              key: 'notify',
              fixed: 'right',
              width: 110,
              render: (_, user) => (
                <Button
                  size="small"
                  icon={<NotificationOutlined />}
                  aria-label={t('data.notifyUser', { username: user.username })}
                  onClick={() => setNotifying(user.username)}
                >
                  {t('data.notify')}
                </Button>
              ),
            },
          ]}
        />
      </Loaded>
      <AddUser
        open={adding}
        organisations={organisations.data ?? []}
        onClose={() => setAdding(false)}
        onAdded={(username) => {
          setAdding(false);
          void message.success(t('data.userAdded', { username }));
          users.reload();
        }}
      />
      <Notify
        username={notifying}
        onClose={() => setNotifying(undefined)}
        onSent={(username) => {
          setNotifying(undefined);
          void message.success(t('data.notification.sent', { username }));
        }}
      />
    </>
  );
}
