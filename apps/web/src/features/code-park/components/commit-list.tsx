import { ui } from '../../../config/ui';
import { Pagination } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isoTime, timeAgo } from '../code-park-format';
import { placeHref } from '../code-park-search';
import { useCommits } from '../api/get-commits';
import { EmptyState, SectionSkeleton } from '../../../components/load-states';
import { QueryStates } from '../../../components/query-states';

const PAGE_SIZE = ui.pagerSizes[0];

interface CommitListProps {
  courseId: number;
  repoId: number;
  /** The full hash of the commit open above, if any (marked in the list). */
  current: string | null;
  now: number;
}

/**
 * The repository's commits, newest first, a page at a time from the server: short hash, message (a
 * link that opens the commit and its diff), author, how long ago and how many files changed. While the
 * next page loads the last one stays, dimmed.
 */
export function CommitList({ courseId, repoId, current, now }: CommitListProps) {
  const { t, i18n } = useTranslation('code-park');
  const headingId = useId();
  const [pageNum, setPageNum] = useState(1);
  const query = useCommits(repoId, pageNum, PAGE_SIZE);

  return (
    <section className="shui-code-park__card" aria-labelledby={headingId}>
      <h3 id={headingId} className="shui-bar-heading shui-code-park__heading">
        {t('commits.heading')}
      </h3>
      <QueryStates
        query={query}
        skeleton={<SectionSkeleton title={false} rows={6} />}
        compact
        failedTitle={t('commits.failed')}
        isEmpty={(page) => page.total === 0}
        empty={<EmptyState className="shui-code-park__empty" text={t('commits.empty')} />}
      >
        {(page) => (
          <>
            <ol
              className={
                query.isPlaceholderData ? 'shui-code-park__commits is-stale' : 'shui-code-park__commits'
              }
              aria-labelledby={headingId}
              aria-busy={query.isPlaceholderData || undefined}
            >
              {page.list.map((commit) => (
                <li
                  key={commit.hash}
                  className={
                    commit.hash === current ? 'shui-code-park__commit is-open' : 'shui-code-park__commit'
                  }
                >
                  <Link
                    to={placeHref({ courseId, repoId, path: null, commit: commit.hash })}
                    className="shui-code-park__commit-message"
                    aria-current={commit.hash === current ? 'true' : undefined}
                  >
                    {commit.message}
                  </Link>
                  <span className="shui-code-park__commit-meta">
                    <code className="shui-code-park__hash" title={commit.hash}>
                      {commit.shortHash}
                    </code>
                    <span>{commit.author}</span>
                    <time dateTime={isoTime(commit.time)} title={commit.time}>
                      {timeAgo(commit.time, now, i18n.language)}
                    </time>
                    <span>{t('commits.files', { count: commit.files.length })}</span>
                  </span>
                </li>
              ))}
            </ol>
            {page.total > PAGE_SIZE && (
              <nav aria-label={t('commits.pager')} className="shui-code-park__pager">
                <Pagination
                  size="small"
                  current={page.pageNum}
                  pageSize={PAGE_SIZE}
                  total={page.total}
                  showSizeChanger={false}
                  showTotal={(total) => t('commits.total', { count: total })}
                  onChange={setPageNum}
                />
              </nav>
            )}
          </>
        )}
      </QueryStates>
    </section>
  );
}
