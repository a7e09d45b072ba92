import { CodeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { QuestionDetail } from '@shui/contract';
import { RichText } from '../../../components/rich-text';
import { useLoggedIn } from '../../../components/layout/use-logged-in';
import { paths, practicePath, questionListPath, questionPath } from '../../../config/paths';
import { positiveInteger } from '../question-search';
import { AnswerForm } from './answer-form';
import { Explanation } from './explanation';
import { PracticeBreadcrumb } from './practice-breadcrumb';
import { QuestionByIdPage } from './question-by-id-page';
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

function QuestionDetailView({ question, loggedIn }: { question: QuestionDetail; loggedIn: boolean }) {
  const { t } = useTranslation(['practice', 'common']);
  const code = question.type === 'python' || question.type === 'sql';
  return (
    <article className="shui-page shui-practice shui-practice-detail" aria-labelledby="shui-practice-title">
      <PracticeBreadcrumb
        items={[
          { label: t('common:routes.questionSelect'), to: paths.questionSelect },
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

/**
 * /question/questionDetail?questionId=: the statement (sanitised rich text) and, for a choice or fill
 * question, the answer with its verdict; for Python and SQL the way to the practice page. Previous and
 * next in the set; the explanation once solved.
 */
export function QuestionDetailPage() {
  const loggedIn = useLoggedIn();
  const [params] = useSearchParams();
  const questionId = positiveInteger(params.get('questionId'));
  return (
    <QuestionByIdPage questionId={questionId} route="questionDetail">
      {(question) => <QuestionDetailView question={question} loggedIn={loggedIn} />}
    </QuestionByIdPage>
  );
}
