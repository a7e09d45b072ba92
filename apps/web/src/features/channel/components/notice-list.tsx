import { Pagination, Tag } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ui } from '../../../config/ui';
import { dayOf, isoOf } from '../channel-format';
import { useChannelNotices } from '../api/get-channel-notices';
import { EmptyState, SectionSkeleton } from '../../../components/load-states';
import { QueryStates } from '../../../components/query-states';

const PAGE_SIZES = ui.pagerSizes.map(String);

/**
 * A channel's notices (spec section 3: status and time), a page at a time from the server, paged
 * 10/20/30/50. While the next page loads the last one stays, dimmed.
 */
export function NoticeList({ channel }: { channel: string }) {
  const { t } = useTranslation('channel');
  const headingId = useId();
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState<number>(ui.pagerSizes[0]);
  const query = useChannelNotices(channel, pageNum, pageSize);

  return (
    <section className="shui-channel__card" aria-labelledby={headingId}>
      <h2 id={headingId} className="shui-bar-heading shui-channel__heading">
        {t('notices.title')}
      </h2>
      <QueryStates
        query={query}
        skeleton={<SectionSkeleton rows={5} title={false} />}
        compact
        failedTitle={t('notices.failed')}
        isEmpty={(page) => page.total === 0}
        empty={<EmptyState className="shui-channel__empty" text={t('notices.empty')} />}
      >
        {(page) => (
          <>
            <ul
              className={query.isPlaceholderData ? 'shui-channel__notices is-stale' : 'shui-channel__notices'}
              aria-labelledby={headingId}
              aria-busy={query.isPlaceholderData || undefined}
            >
              {page.list.map((notice) => {
                const open = notice.status === 1;
                return (
                  <li key={notice.id} className="shui-channel__notice">
                    <Tag className={open ? 'shui-channel__status is-open' : 'shui-channel__status'}>
                      {t(open ? 'notices.status.open' : 'notices.status.ended')}
                    </Tag>
                    <span className="shui-channel__notice-title">{notice.title}</span>
                    <time className="shui-channel__time" dateTime={isoOf(notice.time)}>
                      {dayOf(notice.time)}
                    </time>
                  </li>
                );
              })}
            </ul>
            {page.total > ui.pagerSizes[0] && (
              <nav aria-label={t('notices.pager')} className="shui-channel__pager">
                <Pagination
                  size="small"
                  current={page.pageNum}
                  pageSize={pageSize}
                  total={page.total}
                  showSizeChanger
                  pageSizeOptions={PAGE_SIZES}
                  showTotal={(total) => t('notices.total', { count: total })}
                  onChange={(nextPage, nextSize) => {
                    // A new page size starts again at its first page.
                    setPageNum(nextSize === pageSize ? nextPage : 1);
                    setPageSize(nextSize);
                  }}
                />
              </nav>
            )}
          </>
        )}
      </QueryStates>
    </section>
  );
}
