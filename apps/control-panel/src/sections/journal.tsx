import { ClearOutlined } from '@ant-design/icons';
import { Alert, App, Button, Descriptions, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { type JournalDetail, type JournalEntry } from '@shui/contract';
import { AdminCallError } from '@shui/contract/admin-client';
import { admin, failureText } from '../lib/admin';
import { useT } from '../lib/i18n';
import { filterJournal, prettyBody, type StatusFilter } from '../lib/journal-filter';
import { useLiveList } from '../lib/live-list';
import { CopyButton, LoadError, Loaded, SectionHeader, StatusTag, useTimeFormat } from '../lib/ui';
import { SearchBox } from './search-box';

const keyOf = (e: JournalEntry) => String(e.id);
const newer = (a: JournalEntry, b: JournalEntry) => b.id - a.id;
const loadJournal = () => admin('journal');

/** The portal's last requests, newest first, live; filter by path and status; a row opens its bodies. */
export function JournalSection() {
  const t = useT();
  const time = useTimeFormat();
  const { message } = App.useApp();
  const journal = useLiveList({
    event: 'journal',
    load: loadJournal,
    keyOf,
    newer,
    parts: ['journal'],
    limit: 1000,
  });
  const [path, setPath] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const shown = useMemo(() => filterJournal(journal.items, path, status), [journal.items, path, status]);

  const clear = async () => {
    try {
      await admin('clearJournal');
      void message.success(t('journal.cleared'));
    } catch (error) {
      void message.error(failureText(error, t));
    }
    journal.reload();
  };

  return (
    <>
      <SectionHeader
        title={t('journal.title')}
        intro={t('journal.intro')}
        extra={
          journal.items.length > 0 && (
            <Button icon={<ClearOutlined />} onClick={() => void clear()}>
              {t('journal.clear')}
            </Button>
          )
        }
      />
      <Space wrap className="panel-toolbar">
        <SearchBox
          className="panel-filter"
          label={t('journal.filterPath')}
          value={path}
          onChange={(event) => setPath(event.target.value)}
        />
        <Select<StatusFilter>
          aria-label={t('journal.filterStatus')}
          value={status}
          onChange={setStatus}
          className="panel-status-filter"
          options={[
            { value: 'all', label: t('journal.status.all') },
            { value: '2', label: t('journal.status.ok') },
            { value: '3', label: t('journal.status.redirect') },
            { value: '4', label: t('journal.status.client') },
            { value: '5', label: t('journal.status.server') },
          ]}
        />
        {journal.items.length > 0 && (
          <Typography.Text type="secondary" role="status">
            {t('journal.shown', { shown: shown.length, total: journal.items.length })}
          </Typography.Text>
        )}
      </Space>
      <Loaded
        loading={journal.loading}
        error={journal.error}
        retry={journal.reload}
        isEmpty={shown.length === 0}
        empty={journal.items.length === 0 ? t('journal.empty') : t('journal.noMatch')}
      >
        <Table<JournalEntry>
          rowKey="id"
          dataSource={shown}
          size="small"
          scroll={{ x: 820 }}
          pagination={{ defaultPageSize: 50, showSizeChanger: true, pageSizeOptions: [20, 50, 100, 200] }}
          expandable={{
            columnTitle: <span className="panel-visually-hidden">{t('journal.bodies')}</span>,
            expandedRowRender: (entry) => <JournalDetails id={entry.id} />,
          }}
          rowClassName={(entry) => (entry.status >= 400 ? 'panel-row-failed' : '')}
          columns={[
            {
              title: t('journal.col.time'),
              dataIndex: 'time',
              width: 100,
              render: (value: string) => <time dateTime={value}>{time(value)}</time>,
            },
            {
              title: t('journal.col.method'),
              dataIndex: 'method',
              width: 80,
              render: (m: string) => <Tag>{m}</Tag>,
            },
            {
              title: t('journal.col.path'),
              key: 'path',
              render: (_, entry) => (
                <code className="panel-path">
                  {entry.path}
                  {Object.keys(entry.query).length > 0 &&
                    `?${new URLSearchParams(entry.query as Record<string, string>).toString()}`}
                </code>
              ),
            },
            {
              title: t('journal.col.status'),
              dataIndex: 'status',
              width: 80,
              render: (value: number) => <StatusTag status={value} />,
            },
            {
              title: t('journal.col.respCode'),
              dataIndex: 'respCode',
              width: 100,
              render: (c: JournalEntry['respCode']) => c ?? '—',
            },
            { title: t('journal.col.ms'), dataIndex: 'ms', width: 90, render: (ms: number) => `${ms} ms` },
            {
              title: t('journal.col.fault'),
              dataIndex: 'fault',
              width: 160,
              render: (fault: string | null) => (fault ? <Tag color="volcano">{fault}</Tag> : null),
            },
          ]}
        />
      </Loaded>
    </>
  );
}

/** A body laid out for reading, with a copy button; "(none)" for no body. */
function Body({ title, body }: { title: string; body: string | null }) {
  const t = useT();
  if (body === null) return <Typography.Text type="secondary">{t('journal.noBody')}</Typography.Text>;
  const pretty = prettyBody(body);
  return (
    <div className="panel-body">
      <CopyButton text={pretty} label={t('common.copyWhat', { what: title })} />
      <pre tabIndex={0} role="region" aria-label={title}>
        {pretty}
      </pre>
    </div>
  );
}

/** One entry's query and bodies, read when its row is opened. */
function JournalDetails({ id }: { id: number }) {
  const t = useT();
  const [detail, setDetail] = useState<JournalDetail>();
  const [error, setError] = useState<unknown>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setError(undefined);
    admin('journalEntry', { params: { id: String(id) } }).then(
      (answer) => current && setDetail(answer),
      (failure: unknown) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);
  if (error !== undefined) {
    const gone = error instanceof AdminCallError && error.status === 404;
    return gone ? (
      <Alert type="info" showIcon title={t('journal.gone')} />
    ) : (
      <LoadError error={error} retry={() => setAttempt((n) => n + 1)} />
    );
  }
  if (!detail) return <Spin size="small" />;
  return (
    <section aria-label={t('journal.details', { id })}>
      {detail.truncated && <Alert type="warning" showIcon title={t('journal.truncated')} />}
      <Descriptions
        column={1}
        size="small"
        bordered
        className="panel-detail"
        styles={{ label: { width: 140 } }}
        items={[
          {
            key: 'query',
            label: t('journal.query'),
            children:
              Object.keys(detail.query).length === 0 ? (
                <Typography.Text type="secondary">{t('journal.noBody')}</Typography.Text>
              ) : (
                <code>{JSON.stringify(detail.query)}</code>
              ),
          },
          {
            key: 'request',
            label: t('journal.requestBody'),
            children: <Body title={t('journal.requestBody')} body={detail.requestBody} />,
          },
          {
            key: 'response',
            label: t('journal.responseBody'),
            children: <Body title={t('journal.responseBody')} body={detail.responseBody} />,
          },
        ]}
      />
    </section>
  );
}
