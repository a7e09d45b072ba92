import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dayOf, formatCount, isoOf } from '../channel-format';
import { useChannelRankings } from '../api/get-channel-rankings';
import { EmptyState, LoadFailed, SectionSkeleton } from '../../../components/load-states';

/** A channel's ranking (title and number, highest first) and its hot list (spec section 3). */
export function RankingsPanel({ channel }: { channel: string }) {
  const { t, i18n } = useTranslation('channel');
  const rankingId = useId();
  const hotId = useId();
  const query = useChannelRankings(channel);

  if (query.isPending)
    return (
      <section className="shui-channel__card" aria-labelledby={rankingId}>
        <h2 id={rankingId} className="shui-bar-heading shui-channel__heading">
          {t('rankings.title')}
        </h2>
        <SectionSkeleton rows={5} title={false} />
      </section>
    );
  if (query.isError)
    return (
      <section className="shui-channel__card" aria-labelledby={rankingId}>
        <h2 id={rankingId} className="shui-bar-heading shui-channel__heading">
          {t('rankings.title')}
        </h2>
        <LoadFailed
          compact
          title={t('rankings.failed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </section>
    );

  const { rankingName, rankings, hot } = query.data;
  return (
    <>
      <section className="shui-channel__card" aria-labelledby={rankingId}>
        <h2 id={rankingId} className="shui-bar-heading shui-channel__heading">
          {t('rankings.title')}
          <span className="shui-channel__heading-note">{rankingName}</span>
        </h2>
        {rankings.length === 0 ? (
          <EmptyState className="shui-channel__empty" text={t('rankings.empty')} />
        ) : (
          <ol className="shui-channel__ranking">
            {rankings.map((row, index) => (
              <li key={`${index}-${row.title}`} className="shui-channel__rank">
                <span className="shui-channel__place" aria-hidden>
                  {index + 1}
                </span>
                <span className="shui-channel__rank-title">{row.title}</span>
                <span className="shui-channel__num">{formatCount(row.num, i18n.language)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="shui-channel__card" aria-labelledby={hotId}>
        <h2 id={hotId} className="shui-bar-heading shui-channel__heading">
          {t('rankings.hot')}
        </h2>
        {hot.length === 0 ? (
          <EmptyState className="shui-channel__empty" text={t('rankings.hotEmpty')} />
        ) : (
          <ul className="shui-channel__hot">
            {hot.map((item) => (
              <li key={item.id}>
                <span className="shui-channel__hot-title">{item.title}</span>
                <time className="shui-channel__time" dateTime={isoOf(item.time)}>
                  {dayOf(item.time)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
