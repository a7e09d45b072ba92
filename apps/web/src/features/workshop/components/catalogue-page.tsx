import { Button, Input, Pagination, Radio } from 'antd';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { WORKSHOP_KEYWORD_MAX, WORKSHOP_KINDS, type WorkshopKind } from '@shui/contract';
import { useLoggedIn } from '../../../components/layout/use-logged-in';
import {
  CATALOGUE_PAGE_SIZE,
  defaultCatalogueSearch,
  isFiltered,
  readCatalogueSearch,
  writeCatalogueSearch,
  type CatalogueSearch,
} from '../catalogue-search';
import { useProjects } from '../api/get-projects';
import { selectPages } from '../workshop-paths';
import { EmptyState } from '../../../components/load-states';
import { QueryStates } from '../../../components/query-states';
import { CardsSkeleton } from './cards-skeleton';
import { MyEnvironments } from './my-environments';
import { PageHeader } from './page-header';
import { ProjectGrid } from './project-card';

const ALL = 'all';

/**
 * /work/workShop: the catalogue of training projects, filtered by kind and searched, a page at a time
 * from the server (the filters live in the address, so reload, back and forward keep them); the select
 * pages of each kind; and, for a logged-in user, their environments.
 */
export function CataloguePage() {
  const { t } = useTranslation(['workshop', 'common']);
  const id = useId();
  const loggedIn = useLoggedIn();
  const [params, setParams] = useSearchParams();
  const search = readCatalogueSearch(params);
  const query = useProjects({
    kind: search.kind ?? undefined,
    keyword: search.keyword || undefined,
    pageNum: search.pageNum,
    pageSize: CATALOGUE_PAGE_SIZE,
  });
  const go = (next: CatalogueSearch, replace = false) => setParams(writeCatalogueSearch(next), { replace });

  const data = query.data;
  const pastTheEnd =
    data !== undefined && !query.isPlaceholderData && data.list.length === 0 && data.total > 0;
  useEffect(() => {
    // An address whose page is past the end (the catalogue shrank): its last page instead.
    if (pastTheEnd) go({ ...search, pageNum: Math.ceil(data.total / CATALOGUE_PAGE_SIZE) }, true);
  });

  return (
    <div className="shui-page shui-workshop">
      <PageHeader trail={[{ label: t('common:routes.workShop') }]} title={t('common:routes.workShop')}>
        <p className="shui-page__intro">{t('catalogue.intro')}</p>
      </PageHeader>

      <nav className="shui-workshop__entries" aria-label={t('catalogue.entries')}>
        {selectPages.map((page) => (
          <Link
            key={page.kind}
            to={page.path}
            className={`shui-workshop__entry shui-workshop__entry--${page.kind}`}
          >
            <strong>{t(`common:routes.${page.titleKey}`)}</strong>
            <span>{t(`entries.${page.kind}`)}</span>
          </Link>
        ))}
      </nav>

      {loggedIn && <MyEnvironments headingLevel={2} />}

      <section className="shui-workshop__section" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} className="shui-workshop__heading">
          {t('catalogue.listLabel')}
        </h2>
        <div className="shui-workshop__filters" role="search" aria-label={t('catalogue.filters')}>
          <div className="shui-workshop__kinds">
            <span id={`${id}-kind`} className="shui-workshop__filter-label">
              {t('catalogue.kindLabel')}
            </span>
            <Radio.Group
              aria-labelledby={`${id}-kind`}
              optionType="button"
              buttonStyle="solid"
              value={search.kind ?? ALL}
              onChange={(event) => {
                const value = String(event.target.value);
                go({ ...search, kind: value === ALL ? null : (value as WorkshopKind), pageNum: 1 });
              }}
              options={[
                { value: ALL, label: t('catalogue.allKinds') },
                ...WORKSHOP_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
              ]}
            />
          </div>
          <Input.Search
            // A new address (back, forward, clear filters) puts its keyword into the box.
            key={search.keyword}
            className="shui-workshop__search"
            aria-label={t('catalogue.searchLabel')}
            placeholder={t('catalogue.searchPlaceholder')}
            defaultValue={search.keyword}
            maxLength={WORKSHOP_KEYWORD_MAX}
            allowClear
            enterButton={t('catalogue.search')}
            onSearch={(value) => go({ ...search, keyword: value.trim(), pageNum: 1 })}
          />
        </div>
        {search.keyword && data && !query.isPending && (
          <p className="shui-page__muted" role="status">
            {t('catalogue.resultsFor', { keyword: search.keyword, count: data.total })}
          </p>
        )}
        <QueryStates
          query={query}
          skeleton={<CardsSkeleton />}
          loading={pastTheEnd}
          failedTitle={t('catalogue.failed')}
          compact
          isEmpty={(page) => page.list.length === 0}
          empty={
            <EmptyState
              className="shui-workshop__empty"
              text={isFiltered(search) ? t('catalogue.noMatch') : t('catalogue.empty')}
              action={
                isFiltered(search) && (
                  <Button type="primary" onClick={() => go(defaultCatalogueSearch)}>
                    {t('catalogue.clearFilters')}
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
                <ProjectGrid projects={page.list} label={t('catalogue.listLabel')} />
              </div>
              {page.total > CATALOGUE_PAGE_SIZE && (
                <nav aria-label={t('catalogue.pager')} className="shui-page__pager">
                  <Pagination
                    current={search.pageNum}
                    pageSize={CATALOGUE_PAGE_SIZE}
                    total={page.total}
                    showSizeChanger={false}
                    showTotal={(total) => t('catalogue.total', { count: total })}
                    onChange={(pageNum) => {
                      go({ ...search, pageNum });
                      window.scrollTo({ top: 0 });
                    }}
                  />
                </nav>
              )}
            </>
          )}
        </QueryStates>
      </section>
    </div>
  );
}
