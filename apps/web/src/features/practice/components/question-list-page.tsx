import { Button, Table, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { questionPageSizes, type QuestionRow } from '@shui/contract';
import { useLoggedIn } from '../../../components/layout/use-logged-in';
import { usePageTitle } from '../../../lib/document-title';
import { paths, questionPath } from '../../../config/paths';
import { useQuestionList } from '../api/get-question-list';
import { useQuestionSets } from '../api/get-question-sets';
import { percent } from '../question-format';
import {
  defaultQuestionSearch,
  isFiltered,
  lastPage,
  listQuery,
  readQuestionSearch,
  writeQuestionSearch,
  type QuestionPageSize,
  type QuestionSearch,
} from '../question-search';
import { EmptyState, PageSkeleton } from '../../../components/load-states';
import { QueryStates } from '../../../components/query-states';
import { PracticeBreadcrumb } from './practice-breadcrumb';
import { QuestionFilters } from './question-filters';
import { DifficultyTag, StatusIcon, TypeTag } from './question-labels';

const SIZE_OPTIONS = questionPageSizes.map(String);

/**
 * /question/questionSelect: the questions, a page at a time from the server, filtered by set, type,
 * difficulty, the caller's standing and tag, and searched by title or tag. All of it lives in the
 * address, so reload, back and forward keep it.
 */
export function QuestionListPage() {
  const { t } = useTranslation(['practice', 'common']);
  const loggedIn = useLoggedIn();
  const [params, setParams] = useSearchParams();
  const search = readQuestionSearch(params);
  const query = useQuestionList(listQuery(search, loggedIn));
  const sets = useQuestionSets();
  const go = (next: QuestionSearch, replace = false) => setParams(writeQuestionSearch(next), { replace });
  const change = (patch: Partial<QuestionSearch>) => go({ ...search, ...patch, pageNum: 1 });

  const data = query.data;
  const pastTheEnd =
    data !== undefined && !query.isPlaceholderData && data.list.length === 0 && data.total > 0;
  useEffect(() => {
    // An address whose page is past the end (the list shrank): its last page instead.
    if (pastTheEnd) go({ ...search, pageNum: lastPage(data.total, search.pageSize) }, true);
  });

  const columns: TableColumnsType<QuestionRow> = [
    ...(loggedIn
      ? [
          {
            key: 'status',
            title: t('list.columns.status'),
            width: 64,
            align: 'center' as const,
            render: (_: unknown, row: QuestionRow) => <StatusIcon status={row.status} />,
          },
        ]
      : []),
    { key: 'id', title: t('list.columns.id'), dataIndex: 'questionId', width: 72, responsive: ['md'] },
    {
      key: 'title',
      title: t('list.columns.title'),
      render: (_, row) => (
        <>
          <Link className="shui-practice-list__title" to={questionPath(row.questionId)}>
            {row.title}
          </Link>
          {/* On a phone, where the type and difficulty columns are left out. */}
          <span className="shui-practice-list__narrow-meta">
            <TypeTag type={row.type} />
            <DifficultyTag difficulty={row.difficulty} />
          </span>
        </>
      ),
    },
    {
      key: 'type',
      title: t('list.columns.type'),
      width: 110,
      responsive: ['sm'],
      render: (_, row) => <TypeTag type={row.type} />,
    },
    {
      key: 'difficulty',
      title: t('list.columns.difficulty'),
      width: 96,
      responsive: ['sm'],
      render: (_, row) => <DifficultyTag difficulty={row.difficulty} />,
    },
    {
      key: 'tags',
      title: t('list.columns.tags'),
      responsive: ['lg'],
      render: (_, row) => <span className="shui-practice-list__tags">{row.tags.join(' · ')}</span>,
    },
    {
      key: 'passRate',
      title: t('list.columns.passRate'),
      width: 120,
      align: 'right',
      responsive: ['sm'],
      render: (_, row) => {
        const rate = percent(row.passRate);
        return rate === null ? (
          <span className="shui-page__muted">{t('list.noSubmissions')}</span>
        ) : (
          <span title={t('list.passRateDetail', { accepted: row.accepted, submitted: row.submitted })}>
            {t('list.passRateValue', { rate })}
          </span>
        );
      },
    },
  ];

  const filtered = isFiltered(search, loggedIn);
  const set = sets.data?.find((s) => s.setId === search.setId);
  // 全部题目, or the set shown (the tab says it too), under the way back to all questions.
  usePageTitle(set?.title);
  return (
    <section className="shui-page shui-practice" aria-labelledby="shui-practice-title">
      <PracticeBreadcrumb
        items={
          set
            ? [{ label: t('common:routes.questionSelect'), to: paths.questionSelect }, { label: set.title }]
            : [{ label: t('common:routes.questionSelect') }]
        }
      />
      <header className="shui-page__header">
        <h1 id="shui-practice-title" className="shui-page__title">
          {set ? set.title : t('list.title')}
        </h1>
        <p className="shui-page__intro">{set ? set.summary : t('list.intro')}</p>
      </header>
      <QuestionFilters
        search={search}
        sets={sets.data ?? []}
        tags={data?.tags ?? []}
        loggedIn={loggedIn}
        onChange={change}
      />
      {search.keyword && data && !query.isPending && (
        <p className="shui-page__muted" role="status">
          {t('list.resultsFor', { keyword: search.keyword, count: data.total })}
        </p>
      )}
      <QueryStates
        query={query}
        skeleton={<PageSkeleton rows={8} />}
        loading={pastTheEnd}
        failedTitle={t('list.failed')}
        isEmpty={(page) => page.list.length === 0}
        empty={
          <EmptyState
            framed
            text={filtered ? t('list.noMatch') : t('list.empty')}
            action={
              filtered && (
                <Button type="primary" onClick={() => go(defaultQuestionSearch)}>
                  {t('list.clearFilters')}
                </Button>
              )
            }
          />
        }
      >
        {(page) => (
          <Table<QuestionRow>
            className="shui-practice-list"
            rowKey="questionId"
            columns={columns}
            dataSource={page.list}
            loading={query.isPlaceholderData}
            aria-label={t('list.tableLabel')}
            pagination={{
              current: search.pageNum,
              pageSize: search.pageSize,
              total: page.total,
              showSizeChanger: true,
              pageSizeOptions: SIZE_OPTIONS,
              showTotal: (total) => t('list.total', { count: total }),
              align: 'center',
              onChange: (pageNum, pageSize) => {
                // A new page size starts again at its first page.
                go({
                  ...search,
                  pageSize: pageSize as QuestionPageSize,
                  pageNum: pageSize === search.pageSize ? pageNum : 1,
                });
                window.scrollTo({ top: 0 });
              },
            }}
          />
        )}
      </QueryStates>
    </section>
  );
}
