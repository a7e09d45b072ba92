import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Select, Switch, Table } from 'antd';
import { adminAssignInputSchema, adminOrganisationInputSchema } from '@shui/contract';
import { admin } from '../lib/admin';
import { useT } from '../lib/i18n';
import { useAdminData } from '../lib/use-admin-data';
import { Loaded } from '../lib/ui';
import { firstIssue } from '../lib/validation';
import { FormProblem, useSend } from './form-parts';
import { requiredText } from './data-forms';

/** The organisations tab: the forms to add one and to add a user to one, and the list with member counts. */
export function OrganisationsTab() {
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
