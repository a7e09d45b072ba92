import { Button, Result, Skeleton } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ChannelKey } from '@shui/contract';
import { paths } from '../../../config/paths';
import { channelTitleKeys } from '../channel-paths';
import { dayOf, isoOf } from '../channel-format';
import { useChannelDetail } from '../api/get-channel-detail';
import { EmptyState, LoadFailed, SectionSkeleton } from '../../../components/load-states';
import { isNotFound } from '../../../lib/api-error';
import { NoticeList } from './notice-list';
import { PageHeader } from './page-header';
import { RankingsPanel } from './rankings-panel';
import { RichText } from '../../../components/rich-text';
import { VideoList } from './video-list';

/**
 * What the page names does not exist (any more): said once, with the way back (the channel index, or
 * the home page for an institution page).
 */
export function ChannelNotFound({ message, back = 'index' }: { message: string; back?: 'index' | 'home' }) {
  const { t } = useTranslation(['channel', 'common']);
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={message}
      extra={
        <Button type="primary" onClick={() => void navigate(back === 'home' ? paths.home : paths.channel)}>
          {back === 'home' ? t('common:notFound.backHome') : t('page.backToIndex')}
        </Button>
      }
    />
  );
}

/**
 * A channel's page (/channel/<key>): its banner and rich text, its videos when it has some, its notices
 * with status and time, its ranking and hot list. The three parts load side by side; each shows its own
 * skeleton, failure (with retry) and emptiness.
 */
export function ChannelPage({ channel }: { channel: ChannelKey }) {
  const { t } = useTranslation(['channel', 'common']);
  const contentId = useId();
  const detail = useChannelDetail(channel);
  const title = t(`common:routes.${channelTitleKeys[channel]}`);
  const trail = [{ label: t('common:routes.channel'), to: paths.channel }, { label: title }];

  if (detail.isError && isNotFound(detail.error)) {
    return (
      <div className="shui-page shui-page--banner shui-channel">
        <PageHeader trail={trail} title={title} />
        <ChannelNotFound message={t('page.notFound')} />
      </div>
    );
  }

  let content;
  if (detail.isPending) content = <SectionSkeleton rows={6} title={false} />;
  else if (detail.isError)
    content = (
      <LoadFailed
        compact
        title={t('page.contentFailed')}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  else if (detail.data.contentHtml.trim() === '')
    content = <EmptyState className="shui-channel__empty" text={t('page.empty')} />;
  else content = <RichText prose html={detail.data.contentHtml} className="shui-channel__content" />;

  return (
    <div className="shui-page shui-page--banner shui-channel">
      <PageHeader trail={trail} title={title}>
        {detail.isPending ? (
          <Skeleton active title={false} paragraph={{ rows: 2, width: ['60%', '40%'] }} />
        ) : detail.data ? (
          <div className="shui-channel__banner">
            <p className="shui-channel__headline">{detail.data.banner.headline}</p>
            <p className="shui-channel__subline">{detail.data.banner.subline}</p>
            <p className="shui-channel__updated">
              <time dateTime={isoOf(detail.data.updateTime)}>
                {t('updated', { time: dayOf(detail.data.updateTime) })}
              </time>
            </p>
          </div>
        ) : null}
      </PageHeader>
      <div className="shui-channel__body">
        <div className="shui-channel__main">
          <section className="shui-channel__card" aria-labelledby={contentId}>
            <h2 id={contentId} className="shui-bar-heading shui-channel__heading">
              {t('page.content')}
            </h2>
            {content}
          </section>
          {detail.data && detail.data.videos.length > 0 && <VideoList videos={detail.data.videos} />}
          <NoticeList channel={channel} />
        </div>
        <aside className="shui-channel__aside" aria-label={t('rankings.title')}>
          <RankingsPanel channel={channel} />
        </aside>
      </div>
    </div>
  );
}
