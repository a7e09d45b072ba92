import { useQuery } from '@tanstack/react-query';
import { Radio, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChallengeQuestion, ChallengeStatus } from '@shui/contract';
import { lessonPath, paths } from '../../../../config/paths';
import { EntryCard, EntryPager, EntryStates, useEntryTexts, usePaging } from '../../components/entry-states';
import { getChallengeQuestions } from './challenge-api';

export const challengeKeys = {
  all: ['center', 'challenge'] as const,
  page: (pageNum: number, pageSize: number, status: ChallengeStatus | 'all') =>
    [...challengeKeys.all, status, pageNum, pageSize] as const,
};

const statusColor: Record<ChallengeStatus, string> = { new: 'default', right: 'success', wrong: 'error' };
const FILTERS = ['all', 'new', 'right', 'wrong'] as const;

function QuestionItem({ item }: { item: ChallengeQuestion }) {
  const { t } = useTranslation('center');
  return (
    <li className="shui-center__item">
      <div className="shui-center__item-main">
        <div className="shui-center__tags">
          <Tag color={statusColor[item.status]}>{t(`challenge.status.${item.status}`)}</Tag>
          <span className="shui-center__meta">
            {t('challenge.where', { course: item.courseName, test: item.testTitle })}
          </span>
        </div>
        <p className="shui-center__item-title">{item.stem}</p>
      </div>
      <div className="shui-center__item-side">
        <Link
          to={lessonPath(item.lessonId)}
          aria-label={t('challenge.goLabel', { lesson: item.lessonTitle, stem: item.stem })}
        >
          {t(item.status === 'right' ? 'challenge.review' : 'challenge.go')}
        </Link>
      </div>
    </li>
  );
}

/**
 * Entry 'j': the challenge question bank. Until the calibration field has a bank of its own, it is
 * the choice questions of the tests in the user's courses, with where the user stands on each (from
 * their kept attempt), filtered by that standing and paged on the server; each leads to its lesson.
 */
export default function ChallengeEntry() {
  const { t } = useTranslation('center');
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const paging = usePaging();
  const { pageNum, pageSize } = paging;
  const status = filter === 'all' ? undefined : filter;
  const key = challengeKeys.page(pageNum, pageSize, filter);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getChallengeQuestions(pageNum, pageSize, status, signal),
  });
  const texts = useEntryTexts('challenge', t(filter === 'all' ? 'challenge.empty' : 'challenge.emptyFilter'));
  const counts = query.data?.counts;

  return (
    <EntryCard
      id="shui-center-challenge"
      title={t('challenge.title')}
      extra={<Link to={paths.calibrationField}>{t('challenge.link')}</Link>}
    >
      <div className="shui-center__stack">
        <Radio.Group
          aria-label={t('challenge.filterLabel')}
          optionType="button"
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value as (typeof FILTERS)[number]);
            paging.onChange(1, pageSize);
          }}
          options={FILTERS.map((f) => ({
            value: f,
            label:
              f === 'all' || !counts
                ? t(`challenge.filter.${f}`)
                : t('challenge.filterCount', { name: t(`challenge.filter.${f}`), n: counts[f] }),
          }))}
        />
        <EntryStates
          query={query}
          queryKey={key}
          texts={texts}
          isEmpty={(page) => page.total === 0}
          emptyAction={filter === 'all' && <Link to={paths.moocCourseList}>{t('challenge.browse')}</Link>}
        >
          {(page) => (
            <>
              <ul className="shui-center__list" aria-label={t('challenge.listLabel')}>
                {page.list.map((item) => (
                  <QuestionItem key={item.questionId} item={item} />
                ))}
              </ul>
              <EntryPager {...paging} total={page.total} />
            </>
          )}
        </EntryStates>
      </div>
    </EntryCard>
  );
}
