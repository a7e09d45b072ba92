import { ArrowRightOutlined, TrophyOutlined } from '@ant-design/icons';
import { Button, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { questionTypeSchema, type QuestionSetSummary } from '@shui/contract';
import { useLoggedIn } from '../../../components/layout/use-logged-in';
import { paths, questionListPath, questionPath } from '../../../config/paths';
import { useFirstUnsolved } from '../api/get-question-list';
import { useRecentSubmissions } from '../api/get-recent-submissions';
import { useQuestionSets } from '../api/get-question-sets';
import { askToLogIn } from './ask-login';
import { EmptyState, LoadFailed, PageSkeleton } from '../../../components/load-states';
import { PracticeBreadcrumb } from './practice-breadcrumb';
import { VerdictSummary } from './verdict-view';

/** A question set: its summary, how many questions of each type, the caller's progress, the way in. */
function SetCard({ set, loggedIn }: { set: QuestionSetSummary; loggedIn: boolean }) {
  const { t } = useTranslation('practice');
  const titleId = `shui-practice-set-${set.setId}`;
  const types = questionTypeSchema.options.filter((type) => (set.types[type] ?? 0) > 0);
  return (
    <li className="shui-practice-set shui-hover-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="shui-practice-set__title">
        <Link className="shui-practice-set__link" to={questionListPath(`setId=${set.setId}`)}>
          {set.title}
        </Link>
      </h2>
      <p className="shui-practice-set__summary">{set.summary}</p>
      <ul className="shui-practice-set__types shui-tag-row" aria-label={t('field.typesLabel')}>
        {types.map((type) => (
          <li key={type} className={`shui-practice-type shui-practice-type--${type}`}>
            {t(`field.typeCount.${type}`, { count: set.types[type] ?? 0 })}
          </li>
        ))}
      </ul>
      {loggedIn ? (
        <div className="shui-practice-set__progress">
          <span>{t('field.solved', { solved: set.solved, total: set.total })}</span>
          <Progress
            percent={set.total === 0 ? 0 : Math.round((set.solved / set.total) * 100)}
            showInfo={false}
            size="small"
            strokeColor="#1f7a3f"
            aria-label={t('field.progressOf', { title: set.title })}
          />
        </div>
      ) : (
        <p className="shui-practice-set__count">{t('field.count', { count: set.total })}</p>
      )}
    </li>
  );
}

/** The caller's way on: the first question not solved yet, or a word that everything is. */
function ContinueLink({ total, solved }: { total: number; solved: number }) {
  const { t } = useTranslation('practice');
  const next = useFirstUnsolved(true);
  if (next.isPending) return null;
  if (next.questionId === null) {
    return (
      <p className="shui-practice-field__done">
        <TrophyOutlined aria-hidden /> {t('field.allSolved')}
      </p>
    );
  }
  return (
    <Link className="shui-link-button" to={questionPath(next.questionId)}>
      {solved === 0 && total > 0 ? t('field.start') : t('field.continue')} <ArrowRightOutlined aria-hidden />
    </Link>
  );
}

/** The caller's latest submissions of any question, newest first, each leading to its question. */
function RecentSubmissions() {
  const { t } = useTranslation('practice');
  const recent = useRecentSubmissions(true);
  let body;
  if (recent.isPending) body = <PageSkeleton rows={2} />;
  else if (recent.isError)
    body = (
      <LoadFailed
        compact
        title={t('field.recentFailed')}
        onRetry={() => void recent.refetch()}
        retrying={recent.isFetching}
      />
    );
  else if (recent.data.total === 0) body = <EmptyState text={t('field.recentEmpty')} />;
  else
    body = (
      <ol className="shui-judge__history" aria-labelledby="shui-practice-recent">
        {recent.data.list.map((item) => (
          <li key={item.submissionId} className="shui-judge__row">
            <Link to={questionPath(item.questionId)}>{item.title}</Link>
            <span className="shui-page__muted">{item.createTime}</span>
            <VerdictSummary submission={item} />
          </li>
        ))}
      </ol>
    );
  return (
    <section className="shui-page__section" aria-labelledby="shui-practice-recent">
      <h2 id="shui-practice-recent" className="shui-page__section-title">
        {t('field.recent')}
      </h2>
      {body}
    </section>
  );
}

/**
 * /question/calibrationField: the question sets as cards (counts by type; the caller's progress when
 * logged in), the way to all questions and, for a logged-in caller, to the first one not solved yet
 * and their latest submissions.
 */
export function CalibrationFieldPage() {
  const { t } = useTranslation(['practice', 'common']);
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const sets = useQuestionSets();
  const total = sets.data?.reduce((n, set) => n + set.total, 0) ?? 0;
  const solved = sets.data?.reduce((n, set) => n + set.solved, 0) ?? 0;

  let body;
  if (sets.isPending) body = <PageSkeleton />;
  else if (sets.isError)
    body = (
      <LoadFailed title={t('field.failed')} onRetry={() => void sets.refetch()} retrying={sets.isFetching} />
    );
  else if (sets.data.length === 0) body = <EmptyState framed text={t('field.empty')} />;
  else
    body = (
      <ul className="shui-practice-sets" aria-label={t('field.setsLabel')}>
        {sets.data.map((set) => (
          <SetCard key={set.setId} set={set} loggedIn={loggedIn} />
        ))}
      </ul>
    );

  return (
    <section className="shui-page shui-practice" aria-labelledby="shui-practice-title">
      <PracticeBreadcrumb items={[]} />
      <header className="shui-practice-field__hero">
        <div className="shui-practice-field__text">
          <h1 id="shui-practice-title" className="shui-page__title">
            {t('common:routes.calibrationField')}
          </h1>
          <p className="shui-page__intro">{t('field.intro')}</p>
          {loggedIn && sets.data && (
            <p className="shui-practice-field__overall">{t('field.overall', { solved, total })}</p>
          )}
        </div>
        <div className="shui-practice-field__actions">
          {loggedIn && sets.data && <ContinueLink total={total} solved={solved} />}
          <Link className="shui-link-button shui-link-button--ghost" to={paths.questionSelect}>
            {t('field.allQuestions')}
          </Link>
        </div>
        {!loggedIn && (
          <p className="shui-practice-field__login">
            {t('field.loginHint')}{' '}
            <Button type="link" className="shui-practice__inline-button" onClick={() => askToLogIn(navigate)}>
              {t('field.login')}
            </Button>
          </p>
        )}
      </header>
      {loggedIn && <RecentSubmissions />}
      {body}
    </section>
  );
}
