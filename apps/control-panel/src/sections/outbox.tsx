import { Card, List, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { OutboxEntry } from '@shui/contract';
import { admin } from '../lib/admin';
import { useT } from '../lib/i18n';
import { useLiveList } from '../lib/live-list';
import { CopyButton, Loaded, SectionHeader, useTimeFormat } from '../lib/ui';
import { SearchBox } from './search-box';

const keyOf = (e: OutboxEntry) => `${e.sentAt}|${e.channel}|${e.to}|${e.code}`;
const newer = (a: OutboxEntry, b: OutboxEntry) => b.sentAt.localeCompare(a.sentAt);
const loadOutbox = () => admin('outbox');

/** The verification codes sent, newest first, live; each with a copy button. */
export function OutboxSection() {
  const t = useT();
  const time = useTimeFormat();
  const [filter, setFilter] = useState('');
  const outbox = useLiveList({
    event: 'outbox',
    load: loadOutbox,
    keyOf,
    newer,
    parts: ['state'],
    limit: 500,
  });
  const shown = useMemo(() => {
    const needle = filter.trim();
    return needle ? outbox.items.filter((e) => e.to.includes(needle)) : outbox.items;
  }, [outbox.items, filter]);

  return (
    <>
      <SectionHeader title={t('outbox.title')} intro={t('outbox.intro')} />
      <SearchBox
        className="panel-filter panel-toolbar"
        label={t('outbox.filter')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <Loaded
        loading={outbox.loading}
        error={outbox.error}
        retry={outbox.reload}
        isEmpty={shown.length === 0}
        empty={outbox.items.length === 0 ? t('outbox.empty') : t('outbox.noMatch')}
      >
        <List
          grid={{ gutter: 12, xs: 1, md: 2, xl: 3 }}
          dataSource={shown}
          rowKey={keyOf}
          renderItem={(entry) => (
            <List.Item>
              <article aria-label={t('outbox.to', { to: entry.to })}>
                <Card size="small" className="panel-code-card">
                  <Space className="panel-code-row" wrap>
                    <Typography.Text className="panel-code">
                      <span className="panel-visually-hidden">{t('outbox.code')} </span>
                      {entry.code}
                    </Typography.Text>
                    <CopyButton text={entry.code} label={t('outbox.copyCode', { code: entry.code })}>
                      {t('common.copy')}
                    </CopyButton>
                  </Space>
                  <div>
                    <Tag color={entry.channel === 'phone' ? 'blue' : 'purple'}>
                      {t(`outbox.${entry.channel}`)}
                    </Tag>
                    <Tag>{t(`outbox.${entry.purpose}`)}</Tag>
                    <Typography.Text>{t('outbox.to', { to: entry.to })}</Typography.Text>
                  </div>
                  <Typography.Text type="secondary">
                    <time dateTime={entry.sentAt}>{time(entry.sentAt, true)}</time>
                  </Typography.Text>
                </Card>
              </article>
            </List.Item>
          )}
        />
      </Loaded>
    </>
  );
}
