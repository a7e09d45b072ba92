import { Button, Pagination } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  defaultCourseListSearch,
  isFiltered,
  lastPage,
  PAGER_SIZES,
  readCourseListSearch,
  writeCourseListSearch,
  type CourseListSearch,
} from '../course-list-search';
import { useCourseList } from '../api/get-course-list';
import { CourseFilters } from './course-filters';
import { CourseGrid } from './course-card';
import { EmptyState } from '../../../components/load-states';
import { QueryStates } from '../../../components/query-states';
import { CardsSkeleton } from './cards-skeleton';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { paths } from '../../../config/paths';

const SIZE_OPTIONS = PAGER_SIZES.map(String);

/**
 * /mooc/course/list: the catalogue, a page at a time from the server, filtered by tag and searched by
 * name. Filters, search and page live in the address, so reload, back and forward keep them.
 */
export function CourseListPage() {
  const { t } = useTranslation(['course', 'common']);
  const [params, setParams] = useSearchParams();
  const search = readCourseListSearch(params);
  const query = useCourseList(search);
  const go = (next: CourseListSearch, replace = false) => {
    setParams(writeCourseListSearch(next), { replace });
    // A new page starts at its top (the pager sits below the cards).
    if (!replace) window.scrollTo({ top: 0 });
  };

  const data = query.data;
  const pastTheEnd =
    data !== undefined && !query.isPlaceholderData && data.list.length === 0 && data.total > 0;
  useEffect(() => {
    // An address whose page is past the end (the list shrank): its last page instead.
    if (pastTheEnd) go({ ...search, pageNum: lastPage(data.total, search.pageSize) }, true);
  });

  return (
    <section className="shui-page shui-mooc" aria-labelledby="shui-mooc-title">
      <PageBreadcrumb
        items={[{ label: t('common:routes.mooc') }, { label: t('common:routes.moocCourseList') }]}
      />
      <header className="shui-page__header">
        <h1 id="shui-mooc-title" className="shui-page__title">
          {t('list.title')}
        </h1>
        <p className="shui-page__intro">{t('list.intro')}</p>
      </header>
      <CourseFilters
        tag={search.tag}
        keyword={search.keyword}
        onTag={(tag) => go({ ...search, tag, pageNum: 1 })}
        onSearch={(keyword) => go({ ...search, keyword, pageNum: 1 })}
      />
      {search.keyword && data && !query.isPending && (
        <p className="shui-mooc__result-note" role="status">
          {t('list.resultsFor', { keyword: search.keyword, count: data.total })}
        </p>
      )}
      <QueryStates
        query={query}
        skeleton={<CardsSkeleton />}
        loading={pastTheEnd}
        failedTitle={t('list.failed')}
        isEmpty={(page) => page.list.length === 0}
        empty={
          <EmptyState
            framed
            text={isFiltered(search) ? t('list.noMatch') : t('list.empty')}
            action={
              isFiltered(search) && (
                <Button type="primary" onClick={() => go(defaultCourseListSearch)}>
                  {t('list.clearFilters')}
                </Button>
              )
            }
          />
        }
      >
        {(page) => (
          <>
            <div
              aria-busy={query.isPlaceholderData}
              className={query.isPlaceholderData ? 'shui-page__stale' : undefined}
            >
              <CourseGrid courses={page.list} label={t('list.listLabel')} />
            </div>
            <nav aria-label={t('list.pager')} className="shui-page__pager">
              <Pagination
                current={search.pageNum}
                pageSize={search.pageSize}
                total={page.total}
                showSizeChanger
                pageSizeOptions={SIZE_OPTIONS}
                showTotal={(total) => t('list.total', { count: total })}
                onChange={(pageNum, pageSize) =>
                  // A new page size starts again at its first page.
                  go({
                    ...search,
                    pageSize: pageSize as CourseListSearch['pageSize'],
                    pageNum: pageSize === search.pageSize ? pageNum : 1,
                  })
                }
              />
            </nav>
          </>
        )}
      </QueryStates>
      <p className="shui-mooc__more">
        {t('list.schoolHint')} <Link to={paths.moocSchool}>{t('list.schoolLink')}</Link>
      </p>
    </section>
  );
}
