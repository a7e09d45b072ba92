import { NotificationOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, InputNumber, Select, Space, Switch, Table, Tabs, Tag } from 'antd';
import { useMemo, useState } from 'react';
import {
  adminAssignInputSchema,
  adminNotificationInputSchema,
  adminOrganisationInputSchema,
  adminUserInputSchema,
  type AdminUser,
} from '@shui/contract';
import { admin } from '../lib/admin';
import { useT, type Translate } from '../lib/i18n';
import { useAdminData } from '../lib/use-admin-data';
import { Loaded, SectionHeader } from '../lib/ui';
import { firstIssue } from '../lib/validation';
import { FormModal, FormProblem, useSend } from './form-parts';
import { SearchBox } from './search-box';

const PAGE_SIZE = 20;

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

function UsersTab() {
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

interface UserValues {
  username: string;
  truename?: string;
  password?: string;
  phone?: string;
  mail?: string;
  userNumber?: string;
  role: 'student' | 'teacher';
  organisations?: number[];
}

const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The rule of a text field that must not be empty or blank, named `field` in its message. */
const requiredText = (t: Translate, field: string) => ({
  required: true,
  whitespace: true,
  message: t('data.userForm.required', { field }),
});

function AddUser({
  open,
  organisations,
  onClose,
  onAdded,
}: {
  open: boolean;
  organisations: Array<{ id: number; companyName: string }>;
  onClose: () => void;
  onAdded: (username: string) => void;
}) {
  const t = useT();
  const [form] = Form.useForm<UserValues>();
  const { problem, setProblem, sending, send } = useSend();
  const submit = async (values: UserValues) => {
    setProblem(undefined);
    const parsed = adminUserInputSchema.safeParse({
      username: values.username,
      truename: optional(values.truename),
      password: values.password || undefined,
      phone: optional(values.phone),
      mail: optional(values.mail),
      userNumber: optional(values.userNumber),
      role: values.role,
      organisations: values.organisations?.length ? values.organisations : undefined,
    });
    if (!parsed.success) return setProblem(firstIssue(parsed.error, t));
    await send(async () => {
      const user = await admin('addUser', { body: parsed.data });
      form.resetFields();
      onAdded(user.username);
    });
  };
  return (
    <FormModal<UserValues>
      id="panel-user-form"
      open={open}
      title={t('data.addUser')}
      okText={t('common.add')}
      onClose={onClose}
      sending={sending}
      problem={problem}
      form={form}
      requiredMark="optional"
      initialValues={{ role: 'student' }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="username"
        label={t('data.col.username')}
        rules={[
          requiredText(t, t('data.col.username')),
          { pattern: /^\s*[\w.@-]+\s*$/, message: t('data.userForm.usernameRule') },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="truename" label={t('data.col.truename')}>
        <Input />
      </Form.Item>
      <Form.Item name="password" label={t('data.userForm.password')} extra={t('data.userForm.passwordHint')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('data.col.phone')}
        rules={[{ pattern: /^1\d{10}$/, message: t('data.userForm.phoneRule') }]}
      >
        <Input inputMode="tel" />
      </Form.Item>
      <Form.Item
        name="mail"
        label={t('data.col.mail')}
        rules={[{ type: 'email', message: t('data.userForm.mailRule') }]}
      >
        <Input inputMode="email" />
      </Form.Item>
      <Form.Item
        name="userNumber"
        label={t('data.col.userNumber')}
        rules={[{ pattern: /^\d{8,12}$/, message: t('data.userForm.userNumberRule') }]}
      >
        <Input inputMode="numeric" />
      </Form.Item>
      <Form.Item name="role" label={t('data.col.role')}>
        <Select
          options={[
            { value: 'student', label: t('data.role.student') },
            { value: 'teacher', label: t('data.role.teacher') },
          ]}
        />
      </Form.Item>
      <Form.Item name="organisations" label={t('data.col.organisations')}>
        <Select mode="multiple" options={organisations.map((o) => ({ value: o.id, label: o.companyName }))} />
      </Form.Item>
    </FormModal>
  );
}

interface NotifyValues {
  message: string;
  courseId?: number | null;
  read: boolean;
}

function Notify({
  username,
  onClose,
  onSent,
}: {
  username: string | undefined;
  onClose: () => void;
  onSent: (username: string) => void;
}) {
  const t = useT();
  const [form] = Form.useForm<NotifyValues>();
  const { problem, setProblem, sending, send } = useSend();
  const submit = async (values: NotifyValues) => {
    if (!username) return;
    setProblem(undefined);
    const parsed = adminNotificationInputSchema.safeParse({
      username,
      message: values.message,
      courseId: values.courseId ?? undefined,
      status: values.read ? 1 : 0,
    });
    if (!parsed.success) return setProblem(firstIssue(parsed.error, t));
    await send(async () => {
      await admin('addNotification', { body: parsed.data });
      form.resetFields();
      onSent(username);
    });
  };
  return (
    <FormModal<NotifyValues>
      id="panel-notify-form"
      open={username !== undefined}
      title={username ? t('data.notifyUser', { username }) : ''}
      okText={t('data.notification.send')}
      onClose={onClose}
      sending={sending}
      problem={problem}
      form={form}
      initialValues={{ read: false }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="message"
        label={t('data.notification.message')}
        rules={[requiredText(t, t('data.notification.message')), { max: 2000 }]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="courseId" label={t('data.notification.courseId')}>
        <InputNumber<number> precision={0} className="panel-full" />
      </Form.Item>
      <Form.Item name="read" label={t('data.notification.read')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}

function OrganisationsTab() {
  const t = useT();
  const { message } = App.useApp();
  const organisations = useAdminData('organisations', ['state']);
  const [nameForm] = Form.useForm<{ companyName: string }>();
  const [assignForm] = Form.useForm<{ username: string; organisation: number; current: boolean }>();
  const { problem, setProblem, send } = useSend();

  const addOrganisation = async ({ companyName }: { companyName: string }) => {
    setProblem(undefined);
    const parsed = adminOrganisationInputSchema.safeParse({ companyName });
    if (!parsed.success) return setProblem(firstIssue(parsed.error, t));
    await send(async () => {
      const added = await admin('addOrganisation', { body: parsed.data });
      nameForm.resetFields();
      void message.success(t('data.organisationAdded', { name: added.companyName }));
      organisations.reload();
    });
  };
  const assign = async (values: { username: string; organisation: number; current: boolean }) => {
    setProblem(undefined);
    const parsed = adminAssignInputSchema.safeParse(values);
    if (!parsed.success) return setProblem(firstIssue(parsed.error, t));
    await send(async () => {
      await admin('assignOrganisation', { body: parsed.data });
      const name =
        organisations.data?.find((o) => o.id === values.organisation)?.companyName ?? values.organisation;
      void message.success(t('data.assigned', { username: values.username, organisation: name }));
      assignForm.resetFields();
      organisations.reload();
    });
  };

  return (
    <>
      <FormProblem problem={problem} />
      <div className="panel-two-columns">
        <Card size="small" title={<h2 className="panel-card-title">{t('data.addOrganisation')}</h2>}>
          <Form form={nameForm} layout="inline" onFinish={(values) => void addOrganisation(values)}>
            <Form.Item
              name="companyName"
              label={t('data.organisationName')}
              rules={[requiredText(t, t('data.organisationName')), { max: 100 }]}
            >
              <Input />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit" icon={<PlusOutlined />}>
                {t('common.add')}
              </Button>
            </Form.Item>
          </Form>
        </Card>
        <Card size="small" title={<h2 className="panel-card-title">{t('data.assign')}</h2>}>
          <Form
            form={assignForm}
            layout="vertical"
            initialValues={{ current: false }}
            onFinish={(values) => void assign(values)}
          >
            <Form.Item
              name="username"
              label={t('data.assign.user')}
              rules={[requiredText(t, t('data.assign.user'))]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="organisation"
              label={t('data.assign.organisation')}
              rules={[
                {
                  required: true,
                  message: t('data.userForm.required', { field: t('data.assign.organisation') }),
                },
              ]}
            >
              <Select
                options={organisations.data?.map((o) => ({ value: o.id, label: o.companyName })) ?? []}
              />
            </Form.Item>
            <Form.Item name="current" label={t('data.assign.current')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              {t('data.assign.submit')}
            </Button>
          </Form>
        </Card>
      </div>
      <Loaded
        loading={organisations.loading}
        error={organisations.error}
        retry={organisations.reload}
        isEmpty={organisations.data?.length === 0}
        empty={t('data.organisationsEmpty')}
      >
        <Table
          rowKey="id"
          size="small"
          className="panel-block"
          dataSource={organisations.data ?? []}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          columns={[
            { title: t('data.col.id'), dataIndex: 'id', width: 64 },
            { title: t('data.col.name'), dataIndex: 'companyName' },
            { title: t('data.col.members'), dataIndex: 'memberCount', width: 100 },
          ]}
        />
      </Loaded>
    </>
  );
}
