import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { Fault } from '@shui/contract';
import { admin, failureText } from '../lib/admin';
import { useT, type Translate } from '../lib/i18n';
import { useAdminData } from '../lib/use-admin-data';
import { Loaded, SectionHeader } from '../lib/ui';
import { FaultForm } from './fault-form';

/** What a rule answers, in words: its delay, then a dropped connection or what it sends. */
export function answerOf(fault: Fault, t: Translate): string {
  const parts: string[] = [];
  if (fault.delayMs) parts.push(t('faults.answer.delay', { ms: fault.delayMs }));
  if (fault.drop) return [...parts, t('faults.answer.drop')].join(' · ');
  const answers: string[] = [];
  if (fault.status !== undefined) answers.push(t('faults.answer.status', { status: fault.status }));
  if (fault.malformed) answers.push(t('faults.answer.malformed'));
  else if (fault.respCode !== undefined || fault.respMsg !== undefined)
    answers.push([fault.respCode, fault.respMsg].filter((p) => p !== undefined).join(' '));
  return [...parts, ...(answers.length > 0 ? answers : [t('faults.answer.passThrough')])].join(' · ');
}

/** The fault rules in force, live (hits and remaining counts too); add, remove one, remove all. */
export function FaultsSection() {
  const t = useT();
  const { message } = App.useApp();
  const faults = useAdminData('faults', ['faults']);
  const [adding, setAdding] = useState(false);
  const rules = faults.data ?? [];

  const remove = async (id: string) => {
    try {
      await admin('removeFault', { params: { id } });
      void message.success(t('faults.removed'));
    } catch (error) {
      void message.error(failureText(error, t));
    }
    faults.reload();
  };
  const clear = async () => {
    try {
      const { removed } = await admin('clearFaults');
      void message.success(t('faults.cleared', { count: removed }));
    } catch (error) {
      void message.error(failureText(error, t));
    }
    faults.reload();
  };

  return (
    <>
      <SectionHeader
        title={t('faults.title')}
        intro={t('faults.intro')}
        extra={
          <Space wrap>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('faults.add')}
            </Button>
            {rules.length > 0 && (
              <Popconfirm
                title={t('faults.clearConfirm', { count: rules.length })}
                okText={t('common.confirm')}
                cancelText={t('common.cancel')}
                onConfirm={() => void clear()}
              >
                <Button danger>{t('faults.clearAll')}</Button>
              </Popconfirm>
            )}
          </Space>
        }
      />
      <FaultForm
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(id) => {
          setAdding(false);
          void message.success(t('faults.added', { id }));
          faults.reload();
        }}
      />
      <Loaded
        loading={faults.loading}
        error={faults.error}
        retry={faults.reload}
        isEmpty={rules.length === 0}
        empty={t('faults.empty')}
      >
        <Table<Fault>
          rowKey="id"
          dataSource={rules}
          pagination={false}
          size="small"
          scroll={{ x: 900 }}
          columns={[
            {
              title: t('faults.col.call'),
              key: 'call',
              render: (_, fault) => (
                <Space orientation="vertical" size={0}>
                  <span>
                    <Tag>{fault.method ?? t('faults.anyMethod')}</Tag>
                    <code>{fault.path}</code>
                  </span>
                  {fault.query && (
                    <Typography.Text type="secondary">
                      <code>?{new URLSearchParams(fault.query).toString()}</code>
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            { title: t('faults.col.answer'), key: 'answer', render: (_, fault) => answerOf(fault, t) },
            {
              title: t('faults.col.remaining'),
              dataIndex: 'remaining',
              render: (remaining: number | null) => remaining ?? t('faults.untilRemoved'),
            },
            { title: t('faults.col.hits'), dataIndex: 'hits' },
            {
              title: t('faults.col.label'),
              dataIndex: 'label',
              render: (label?: string) =>
                label ? (
                  <Tag color={label.startsWith('scenario:') ? 'volcano' : undefined}>{label}</Tag>
                ) : null,
            },
            {
              title: 'ID',
              dataIndex: 'id',
              render: (id: string) => <code>{id}</code>,
            },
            {
              title: <span className="panel-visually-hidden">{t('common.remove')}</span>,
              key: 'remove',
              fixed: 'right',
              width: 64,
              render: (_, fault) => (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('faults.removeRule', { id: fault.id })}
                  onClick={() => void remove(fault.id)}
                />
              ),
            },
          ]}
        />
      </Loaded>
    </>
  );
}
