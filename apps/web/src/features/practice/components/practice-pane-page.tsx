import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { QuestionDetail } from '@shui/contract';
import { useLoggedIn } from '../../../components/layout/use-logged-in';
import { paths, practicePath, questionPath, type RouteTitleKey } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session';
import { draftKey, writeDraft } from '../code-draft';
import { useCodeDraft } from '../hooks/use-code-draft';
import { useQuestion } from '../api/get-question';
import { usePracticeTitle } from '../practice-titles';
import { positiveInteger } from '../question-search';
import { askToLogIn } from './ask-login';
import { EditorPane } from './editor-pane';
import { JudgePane } from './judge-pane';
import { LoadFailed, NotFoundState, PageSkeleton } from '../../../components/load-states';
import { isNotFound } from '../../../lib/api-error';
import { PracticeBreadcrumb } from './practice-breadcrumb';
import { ProblemPane } from './problem-pane';
import { QuestionNavigator } from './question-navigator';

/**
 * The four practice sub-pages (docs/decisions.md 42), each one pane of the practice page for
 * `?questionId=`, with the same components: the set's navigator, the editor with Run, the statement,
 * the submissions and verdicts.
 */
export type PracticePane = 'topSidebar' | 'editor' | 'problem' | 'judge';

const titles: Record<PracticePane, RouteTitleKey> = {
  topSidebar: 'pythonPracticeTopSidebar',
  editor: 'pythonPracticeEditor',
  problem: 'pythonPracticeProblem',
  judge: 'pythonPracticeJudge',
};

const isCode = (question: QuestionDetail) => question.type === 'python' || question.type === 'sql';

function EditorOnly({ question }: { question: QuestionDetail }) {
  const [code, setCode] = useCodeDraft(question.questionId, question.starterCode ?? '');
  return <EditorPane question={question} code={code} onCode={setCode} height="clamp(240px, 42vh, 440px)" />;
}

function JudgeOnly({ question }: { question: QuestionDetail }) {
  const { t } = useTranslation('practice');
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const userId = useSession((s) => s.userId);
  const [shownId, setShownId] = useState<number | null>(null);
  if (!loggedIn) {
    return (
      <p className="shui-page__muted">
        {t('panes.judgeLogin')}{' '}
        <button type="button" className="shui-practice__text-button" onClick={() => askToLogIn(navigate)}>
          {t('field.login')}
        </button>
      </p>
    );
  }
  return (
    <JudgePane
      questionId={question.questionId}
      shownId={shownId}
      onShow={setShownId}
      onLoadCode={
        isCode(question)
          ? (code) => {
              // Into the practice page's editor: its stored draft is what it opens with.
              writeDraft(draftKey(userId, question.questionId), code, question.starterCode ?? '');
              void navigate(practicePath(question.questionId));
            }
          : undefined
      }
    />
  );
}

function PaneBody({ pane, question }: { pane: PracticePane; question: QuestionDetail }) {
  const { t } = useTranslation('practice');
  const loggedIn = useLoggedIn();
  switch (pane) {
    case 'topSidebar':
      return <QuestionNavigator setId={question.setId} currentId={question.questionId} loggedIn={loggedIn} />;
    case 'problem':
      return <ProblemPane question={question} loggedIn={loggedIn} />;
    case 'judge':
      return <JudgeOnly question={question} />;
    case 'editor':
      return isCode(question) ? (
        <EditorOnly key={question.questionId} question={question} />
      ) : (
        <p className="shui-page__muted">
          {t('panes.noEditor')} <Link to={questionPath(question.questionId)}>{t('panes.toDetail')}</Link>
        </p>
      );
  }
}

/** One pane of the practice page for ?questionId=, with a heading and the way to the whole page. */
export function PracticePanePage({ pane }: { pane: PracticePane }) {
  const { t } = useTranslation(['practice', 'common']);
  const [params] = useSearchParams();
  const questionId = positiveInteger(params.get('questionId'));
  const query = useQuestion(questionId);
  // Named for the question's language once it has loaded (SQL 练习编辑器), the route's name until then.
  const title = usePracticeTitle(pane, query.data) ?? t(`common:routes.${titles[pane]}`);
  const trail = [{ label: t('common:routes.questionSelect'), to: paths.questionSelect }, { label: title }];

  if (questionId === null || (query.isError && isNotFound(query.error))) {
    return (
      <div className="shui-page shui-practice shui-pane-page">
        <PracticeBreadcrumb items={trail} />
        <NotFoundState
          title={questionId === null ? t('panes.noQuestion') : t('detail.notFound')}
          text={questionId === null ? t('panes.noQuestionText') : t('detail.notFoundText')}
          back={{ to: paths.questionSelect, label: t('detail.backToList') }}
        />
      </div>
    );
  }
  let body;
  if (query.isPending) {
    body = <PageSkeleton />;
  } else if (query.isError) {
    body = (
      <LoadFailed
        title={t('detail.failed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    const question = query.data;
    const whole = isCode(question) ? practicePath(question.questionId) : questionPath(question.questionId);
    body = (
      <>
        <header className="shui-page__header">
          <p className="shui-page__intro">
            <span className="shui-practice__number">#{question.questionId}</span> {question.title} ·{' '}
            {question.setTitle}
          </p>
          <p className="shui-page__muted">
            {t(`panes.intro.${pane}`)} <Link to={whole}>{t('panes.openWhole')}</Link>
          </p>
        </header>
        <div className="shui-page__section">
          <PaneBody pane={pane} question={question} />
        </div>
      </>
    );
  }

  return (
    <section className="shui-page shui-practice shui-pane-page" aria-labelledby="shui-practice-title">
      <PracticeBreadcrumb items={trail} />
      <h1 id="shui-practice-title" className="shui-page__title">
        {title}
      </h1>
      {body}
    </section>
  );
}
