import { CodeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { QuestionDetail } from '@shui/contract';
import { RichText } from '../../../components/rich-text';
import { useLoggedIn } from '../../../components/layout/use-logged-in';
import { paths, practicePath, questionListPath, questionPath } from '../../../config/paths';
import { useQuestion } from '../hooks/use-practice-queries';
import { positiveInteger } from '../question-search';
import { AnswerForm } from './answer-form';
import { Explanation } from './explanation';
import { LoadFailed, NotFoundState, PageSkeleton } from '../../../components/load-states';
import { isNotFound } from '../../../lib/api-error';
import { PracticeBreadcrumb } from './practice-breadcrumb';
import { QuestionMeta } from './question-meta';
import { QuestionNav } from './question-nav';

/** A Python or SQL question is written and run on its practice page. */
function CodeQuestionCard({ question }: { question: QuestionDetail }) {
  const { t } = useTranslation('practice');
  return (
    <section className="shui-page__section shui-practice-code-card" aria-labelledby="shui-practice-code">
      <h2 id="shui-practice-code" className="shui-page__section-title">
        {t('detail.codeTitle')}
      </h2>
      <p className="shui-page__muted">{t(`detail.codeText.${question.type === 'sql' ? 'sql' : 'python'}`)}</p>
      <Link className="shui-link-button" to={practicePath(question.questionId)}>
        <CodeOutlined aria-hidden /> {t('detail.practice')}
      </Link>
    </section>
  );
}

/**
 * /question/questionDetail?questionId=: the statement (sanitised rich text) and, for a choice or fill
 * question, the answer with its verdict; for Python and SQL the way to the practice page. Previous and
 * next in the set; the explanation once solved.
 */
export function QuestionDetailPage() {
  const { t } = useTranslation(['practice', 'common']);
  const loggedIn = useLoggedIn();
  const [params] = useSearchParams();
  const questionId = positiveInteger(params.get('questionId'));
  const query = useQuestion(questionId);
  const trail = [{ label: t('common:routes.questionSelect'), to: paths.questionSelect }];

  if (questionId === null || (query.isError && isNotFound(query.error))) {
    return (
      <div className="shui-page shui-practice">
        <PracticeBreadcrumb items={[...trail, { label: t('common:routes.questionDetail') }]} />
        <NotFoundState
          title={t('detail.notFound')}
          text={t('detail.notFoundText')}
          back={{ to: paths.questionSelect, label: t('detail.backToList') }}
        />
      </div>
    );
  }
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) {
    return (
      <div className="shui-page shui-practice">
        <PracticeBreadcrumb items={[...trail, { label: t('common:routes.questionDetail') }]} />
        <h1 className="shui-page__title">{t('common:routes.questionDetail')}</h1>
        <LoadFailed
          title={t('detail.failed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }

  const question = query.data;
  const code = question.type === 'python' || question.type === 'sql';
  return (
    <article className="shui-page shui-practice shui-practice-detail" aria-labelledby="shui-practice-title">
      <PracticeBreadcrumb
        items={[
          ...trail,
          { label: question.setTitle, to: questionListPath(`setId=${question.setId}`) },
          { label: question.title },
        ]}
      />
      <header className="shui-page__header">
        <h1 id="shui-practice-title" className="shui-page__title">
          <span className="shui-practice__number">#{question.questionId}</span> {question.title}
        </h1>
        <QuestionMeta question={question} loggedIn={loggedIn} />
      </header>
      <section className="shui-page__section" aria-labelledby="shui-practice-statement">
        <h2 id="shui-practice-statement" className="shui-page__section-title">
          {t('detail.statement')}
        </h2>
        <RichText html={question.statementHtml} className="shui-practice-statement" />
      </section>
      {code ? (
        <CodeQuestionCard question={question} />
      ) : (
        // A new question starts with an empty answer.
        <AnswerForm key={question.questionId} question={question} loggedIn={loggedIn} />
      )}
      <Explanation question={question} loggedIn={loggedIn} />
      <QuestionNav question={question} to={questionPath} />
    </article>
  );
}
