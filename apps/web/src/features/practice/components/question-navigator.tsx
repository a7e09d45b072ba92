import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuestionRow } from '@shui/contract';
import { practicePath, questionPath } from '../../../config/paths';
import { useQuestionList } from '../api/get-question-list';
import { LoadFailed, PageSkeleton } from '../../../components/load-states';
import { StatusIcon, TypeTag } from './question-labels';

/** Where a question is answered: code on its practice page, the others on their detail page. */
export const answerPath = (row: Pick<QuestionRow, 'questionId' | 'type'>) =>
  row.type === 'python' || row.type === 'sql' ? practicePath(row.questionId) : questionPath(row.questionId);

/**
 * The questions of a set (at most 50, more than any set has), each with the caller's standing and
 * where it is answered; the current one marked.
 */
export function QuestionNavigator({
  setId,
  currentId,
  loggedIn,
  onPick,
}: {
  setId: number;
  currentId: number;
  loggedIn: boolean;
  /** Called when a question is picked (a drawer closes itself). */
  onPick?: () => void;
}) {
  const { t } = useTranslation('practice');
  const list = useQuestionList({ setId, pageNum: 1, pageSize: 50 });
  if (list.isPending) return <PageSkeleton rows={5} />;
  if (list.isError && !list.data)
    return (
      <LoadFailed
        title={t('navigator.failed')}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  return (
    <ol className="shui-navigator shui-stack shui-stack--dense" aria-label={t('navigator.label')}>
      {list.data.list.map((row) => {
        const current = row.questionId === currentId;
        return (
          <li key={row.questionId}>
            <Link
              className={current ? 'shui-navigator__item is-current' : 'shui-navigator__item'}
              to={answerPath(row)}
              aria-current={current ? 'page' : undefined}
              onClick={onPick}
            >
              {loggedIn && <StatusIcon status={row.status} />}
              <span className="shui-navigator__number">{row.questionId}</span>
              <span className="shui-navigator__title">{row.title}</span>
              <TypeTag type={row.type} />
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
