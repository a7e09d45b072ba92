import { RightOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHANNEL_KEYS, type ChannelKey } from '@shui/contract';
import { channelPath, channelTitleKeys } from '../channel-paths';
import { dayOf, isoOf } from '../channel-format';
import { useChannels } from '../api/get-channels';
import { EmptyState, LoadFailed, SectionSkeleton } from '../../../components/load-states';
import { PageHeader } from './page-header';

const isKnown = (key: string): key is ChannelKey => (CHANNEL_KEYS as readonly string[]).includes(key);

/** /channel: every channel the portal has a page for, with its summary and last update. */
export function ChannelIndex() {
  const { t } = useTranslation(['channel', 'common']);
  const listId = useId();
  const query = useChannels();
  const title = t('common:routes.channel');

  let body;
  if (query.isPending)
    body = (
      <div className="shui-channel__grid">
        {[0, 1, 2].map((n) => (
          <div key={n} className="shui-channel__tile shui-hover-card">
            <SectionSkeleton rows={2} />
          </div>
        ))}
      </div>
    );
  else if (query.isError)
    body = (
      <LoadFailed
        compact
        title={t('index.failed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else {
    // Only channels the portal has a route for: an imported state may name others.
    const channels = query.data.filter((c) => isKnown(c.key));
    body =
      channels.length === 0 ? (
        <EmptyState className="shui-channel__empty" text={t('index.empty')} />
      ) : (
        <ul className="shui-channel__grid" aria-labelledby={listId}>
          {channels.map((channel) => {
            const key = channel.key as ChannelKey;
            const name = t(`common:routes.${channelTitleKeys[key]}`);
            return (
              <li key={key} className="shui-channel__tile shui-hover-card">
                <h3 className="shui-channel__tile-title">
                  <Link to={channelPath(key)} className="shui-channel__tile-link">
                    {name}
                    <RightOutlined aria-hidden />
                  </Link>
                </h3>
                <p className="shui-channel__tile-summary">{channel.summary}</p>
                <time className="shui-channel__time" dateTime={isoOf(channel.updateTime)}>
                  {t('updated', { time: dayOf(channel.updateTime) })}
                </time>
              </li>
            );
          })}
        </ul>
      );
  }

  return (
    <div className="shui-page shui-page--banner shui-channel">
      <PageHeader trail={[{ label: title }]} title={title}>
        <p className="shui-channel__subline">{t('index.intro')}</p>
      </PageHeader>
      <section className="shui-channel__index" aria-labelledby={listId}>
        <h2 id={listId} className="shui-bar-heading shui-channel__heading">
          {t('index.listLabel')}
        </h2>
        {body}
      </section>
    </div>
  );
}
