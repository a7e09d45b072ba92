import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { paths, questionPath } from '../../../config/paths';
import { useQuestion } from '../hooks/use-practice-queries';
import { positiveInteger } from '../question-search';
import { LoadFailed, NotFoundState, PageSkeleton } from '../../../components/load-states';
import { isNotFound } from '../../../lib/api-error';
import { PracticeBreadcrumb } from './practice-breadcrumb';
import { PracticeWorkspace } from './practice-workspace';

/**
 * /pythonPractice/:questionId (requires login): the practice page of a Python or SQL question. A choice
 * or fill question is answered on its detail page, where this address leads.
 */
export function PracticePage() {
  const { t } = useTranslation(['practice', 'common']);
  const questionId = positiveInteger(useParams().questionId);
  const query = useQuestion(questionId);
  const trail = [{ label: t('common:routes.questionSelect'), to: paths.questionSelect }];

  if (questionId === null || (query.isError && isNotFound(query.error))) {
    return (
      <div className="shui-page shui-practice">
        <PracticeBreadcrumb items={[...trail, { label: t('common:routes.pythonPractice') }]} />
        <NotFoundState
          title={t('detail.notFound')}
          text={t('detail.notFoundText')}
          back={{ to: paths.questionSelect, label: t('detail.backToList') }}
        />
      </div>
    );
  }
  if (query.isPending) return <PageSkeleton rows={10} />;
  if (query.isError) {
    return (
      <div className="shui-page shui-practice">
        <PracticeBreadcrumb items={[...trail, { label: t('common:routes.pythonPractice') }]} />
        <h1 className="shui-page__title">{t('common:routes.pythonPractice')}</h1>
        <LoadFailed
          title={t('detail.failed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  const question = query.data;
  if (question.type !== 'python' && question.type !== 'sql')
    return <Navigate replace to={questionPath(question.questionId)} />;
  return <PracticeWorkspace key={question.questionId} question={question} />;
}
