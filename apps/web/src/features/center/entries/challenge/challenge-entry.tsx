import { Radio, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChallengeQuestion, QuestionStatus } from '@shui/contract';
import { paths, questionPath } from '../../../../config/paths';
import { EntryCard, EntryPager, EntryStates, useEntryTexts, usePaging } from '../../components/entry-states';
import { useChallengeQuestions } from '../../api/get-challenge-questions';

const statusColor: Record<QuestionStatus, string> = { new: 'default', tried: 'warning', solved: 'success' };
const FILTERS = ['all', 'new', 'tried', 'solved'] as const;

/** A question: the user's standing, its set, type and difficulty (the calibration field's words), the way to it. */
function QuestionItem({ item }: { item: ChallengeQuestion }) {
  const { t } = useTranslation(['center', 'practice']);
  return (
    <li className="shui-center__item">
      <div className="shui-center__item-main">
        <div className="shui-center__tags">
          <Tag color={statusColor[item.status]}>{t(`practice:status.${item.status}`)}</Tag>
          <span className="shui-center__meta">
            {t('challenge.where', {
              set: item.setTitle,
              type: t(`practice:type.${item.type}`),
              difficulty: t(`practice:difficulty.${item.difficulty}`),
            })}
          </span>
        </div>
        <p className="shui-center__item-title">{item.title}</p>
      </div>
      <div className="shui-center__item-side">
        <Link to={questionPath(item.questionId)} aria-label={t('challenge.goLabel', { title: item.title })}>
          {t(item.status === 'solved' ? 'challenge.review' : 'challenge.go')}
        </Link>
      </div>
    </li>
  );
}

/**
 * Entry 'j': the challenge question bank, which is the calibration field's: its questions with where
 * the user stands on each (the same counts as /question/calibrationField), filtered by that standing
 * and paged on the server; each leads to its question.
 */
export default function ChallengeEntry() {
  const { t } = useTranslation(['center', 'practice']);
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const paging = usePaging();
  const { pageNum, pageSize } = paging;
  const { query, queryKey: key } = useChallengeQuestions(pageNum, pageSize, filter);
  const texts = useEntryTexts('challenge', t(filter === 'all' ? 'challenge.empty' : 'challenge.emptyFilter'));
  const counts = query.data?.counts;
  const total = counts ? counts.new + counts.tried + counts.solved : undefined;

  return (
    <EntryCard
      id="shui-center-challenge"
      title={t('challenge.title')}
      extra={<Link to={paths.calibrationField}>{t('challenge.link')}</Link>}
    >
      <div className="shui-center__stack">
        {counts && total !== undefined && total > 0 && (
          <p className="shui-center__meta">{t('challenge.solved', { solved: counts.solved, total })}</p>
        )}
        <Radio.Group
          aria-label={t('challenge.filterLabel')}
          optionType="button"
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value as (typeof FILTERS)[number]);
            paging.onChange(1, pageSize);
          }}
          options={FILTERS.map((f) => {
            const name = f === 'all' ? t('challenge.all') : t(`practice:status.${f}`);
            return {
              value: f,
              label: f === 'all' || !counts ? name : t('challenge.filterCount', { name, n: counts[f] }),
            };
          })}
        />
        <EntryStates
          query={query}
          queryKey={key}
          texts={texts}
          isEmpty={(page) => page.total === 0}
          emptyAction={filter === 'all' && <Link to={paths.calibrationField}>{t('challenge.link')}</Link>}
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
