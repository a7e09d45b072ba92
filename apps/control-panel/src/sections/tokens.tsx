import { KeyOutlined } from '@ant-design/icons';
import { App, AutoComplete, Button, Card, Form, InputNumber, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { tokenInputSchema } from '@shui/contract';
import { admin } from '../lib/admin';
import { useT } from '../lib/i18n';
import { useAdminData } from '../lib/use-admin-data';
import { CopyButton, SectionHeader, useTimeFormat } from '../lib/ui';
import { firstIssue } from '../lib/validation';
import { FormProblem, useSend } from './form-parts';

interface Minted {
  username: string;
  userId: number;
  token: string;
  expiresAt: string;
}

/** Mints a token for a user (no password), shown with copy buttons; the tokens of this page stay listed. */
export function TokensSection() {
  const t = useT();
  const time = useTimeFormat();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ username: string; ttlSeconds?: number | null }>();
  const [search, setSearch] = useState('');
  const users = useAdminData('users', ['state'], { query: { search: search || undefined, limit: 20 } });
  const [minted, setMinted] = useState<Minted[]>([]);
  const { problem, setProblem, sending, send } = useSend();

  const mint = async (values: { username: string; ttlSeconds?: number | null }) => {
    setProblem(undefined);
    const parsed = tokenInputSchema.safeParse({
      username: values.username.trim(),
      ...(values.ttlSeconds ? { ttlSeconds: values.ttlSeconds } : {}),
    });
    if (!parsed.success) return setProblem(firstIssue(parsed.error, t));
    await send(async () => {
      const result = await admin('mintToken', { body: parsed.data });
      setMinted((previous) => [
        {
          username: parsed.data.username,
          userId: result.userId,
          token: result.access_token,
          expiresAt: result.expiresAt,
        },
        ...previous,
      ]);
      void message.success(t('tokens.minted', { username: parsed.data.username }));
    });
  };

  return (
    <>
      <SectionHeader title={t('tokens.title')} intro={t('tokens.intro')} />
      <Card size="small">
        <Form form={form} layout="vertical" onFinish={(values) => void mint(values)} requiredMark="optional">
          <FormProblem problem={problem} />
          <div className="panel-form-grid">
            <Form.Item
              name="username"
              label={t('tokens.username')}
              rules={[{ required: true, whitespace: true, message: t('tokens.usernameRequired') }]}
            >
              <AutoComplete
                options={
                  users.data?.users.map((u) => ({
                    value: u.username,
                    label: `${u.username} · ${u.truename}`,
                  })) ?? []
                }
                onSearch={(value) => setSearch(value.trim())}
              />
            </Form.Item>
            <Form.Item name="ttlSeconds" label={t('tokens.ttl')} extra={t('tokens.ttlHint')}>
              <InputNumber<number> min={1} precision={0} className="panel-full" />
            </Form.Item>
          </div>
          <Button type="primary" htmlType="submit" icon={<KeyOutlined />} loading={sending}>
            {t('tokens.mint')}
          </Button>
        </Form>
      </Card>
      <Typography.Title level={2} className="panel-subtitle">
        {t('tokens.issued')}
      </Typography.Title>
      <List
        dataSource={minted}
        locale={{ emptyText: <Typography.Text type="secondary">{t('tokens.empty')}</Typography.Text> }}
        rowKey="token"
        renderItem={(entry) => (
          <List.Item>
            <Space orientation="vertical" className="panel-full">
              <Typography.Text strong>
                {entry.username} (ID {entry.userId}) · {t('tokens.expires')}{' '}
                <time dateTime={entry.expiresAt}>{time(entry.expiresAt, true)}</time>
              </Typography.Text>
              <Space wrap>
                <Typography.Text code className="panel-token">
                  {entry.token}
                </Typography.Text>
                <CopyButton text={entry.token} label={t('tokens.copyToken', { username: entry.username })}>
                  {t('common.copy')}
                </CopyButton>
                <CopyButton
                  text={`Authorization: Bearer ${entry.token}`}
                  label={t('tokens.copyHeader', { username: entry.username })}
                >
                  {t('tokens.header')}
                </CopyButton>
              </Space>
            </Space>
          </List.Item>
        )}
      />
    </>
  );
}
