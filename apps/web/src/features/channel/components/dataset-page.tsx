import { Table, type TableColumnsType } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatasetItem } from '@shui/contract';
import { paths } from '../../../config/paths';
import { dayOf, formatCount, formatSize, isoOf } from '../channel-format';
import { useChannelDataset } from '../api/get-channel-dataset';
import { ChannelNotFound } from './channel-page';
import { EmptyState, LoadFailed, SectionSkeleton } from '../../../components/load-states';
import { isNotFound } from '../../../lib/api-error';
import { PageHeader } from './page-header';
import { RichText } from '../../../components/rich-text';

/** /channel/{product}-dataset: the product's data sets, with their introduction (sanitised). */
export function DatasetPage({ product }: { product: string }) {
  const { t, i18n } = useTranslation(['channel', 'common']);
  const tableId = useId();
  const query = useChannelDataset(product);
  const title = t('common:routes.channelDataset');
  const trail = [{ label: t('common:routes.channel'), to: paths.channel }, { label: title }];

  const columns: TableColumnsType<DatasetItem> = [
    {
      key: 'name',
      title: t('dataset.name'),
      dataIndex: 'name',
      render: (name: string, item) => (
        <>
          <strong className="shui-channel__dataset-name">{name}</strong>
          <span className="shui-channel__muted">{item.description}</span>
        </>
      ),
    },
    { key: 'format', title: t('dataset.format'), dataIndex: 'format', width: 110 },
    {
      key: 'records',
      title: t('dataset.records'),
      dataIndex: 'records',
      align: 'right',
      width: 130,
      render: (n: number) => formatCount(n, i18n.language),
    },
    {
      key: 'size',
      title: t('dataset.size'),
      dataIndex: 'size',
      align: 'right',
      width: 110,
      render: (n: number) => formatSize(n, i18n.language),
    },
    { key: 'license', title: t('dataset.license'), dataIndex: 'license', width: 150 },
    {
      key: 'updateTime',
      title: t('dataset.updateTime'),
      dataIndex: 'updateTime',
      width: 130,
      render: (time: string) => <time dateTime={isoOf(time)}>{dayOf(time)}</time>,
    },
  ];

  if (query.isError && isNotFound(query.error)) {
    return (
      <div className="shui-page shui-page--banner shui-channel">
        <PageHeader trail={trail} title={title} />
        <ChannelNotFound message={t('dataset.notFound', { product })} />
      </div>
    );
  }

  let body;
  if (query.isPending) body = <SectionSkeleton rows={6} />;
  else if (query.isError)
    body = (
      <LoadFailed
        compact
        title={t('dataset.failed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else
    body = (
      <>
        <RichText prose html={query.data.contentHtml} className="shui-channel__content" />
        {query.data.datasets.length === 0 ? (
          <EmptyState className="shui-channel__empty" text={t('dataset.empty')} />
        ) : (
          <Table<DatasetItem>
            aria-labelledby={tableId}
            rowKey="id"
            columns={columns}
            dataSource={query.data.datasets}
            pagination={false}
            scroll={{ x: 900 }}
            size="middle"
          />
        )}
      </>
    );

  return (
    <div className="shui-page shui-page--banner shui-channel">
      <PageHeader trail={trail} title={title}>
        {query.data && (
          <div className="shui-channel__banner">
            <p className="shui-channel__headline">{query.data.title}</p>
            <p className="shui-channel__subline">{query.data.summary}</p>
          </div>
        )}
      </PageHeader>
      <section className="shui-channel__card" aria-labelledby={tableId}>
        <h2 id={tableId} className="shui-bar-heading shui-channel__heading">
          {t('dataset.tableLabel')}
        </h2>
        {body}
      </section>
    </div>
  );
}
