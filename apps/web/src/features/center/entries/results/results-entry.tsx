import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LearningResult } from '@shui/contract';
import { coursePath } from '../../../../config/paths';
import { useResults } from '../../api/get-results';
import { centerKeys } from '../../api/keys';
import { CourseProgress } from '../../components/course-progress';
import { EntryCard, EntryList, useEntryTexts, toMinute } from '../../components/entry-states';

/** A score as the page shows it: at most one decimal. */
const score = (value: number) => String(Math.round(value * 10) / 10);

function ResultItem({ result }: { result: LearningResult }) {
  const { t } = useTranslation('center');
  const stats = result.scoreStats;
  const id = useId();
  return (
    <li className="shui-center__item shui-center__result">
      <div className="shui-center__item-main">
        <p className="shui-center__item-title">
          <Link to={coursePath(result.courseId)}>{result.courseName}</Link>
        </p>
        <section className="shui-center__result-part" aria-labelledby={`${id}-mine`}>
          <h4 id={`${id}-mine`} className="shui-center__result-heading">
            {t('results.mine')}
          </h4>
          <p className="shui-center__score">
            {result.score === null
              ? t('results.noScore')
              : t('results.score', { score: score(result.score), full: score(result.fullScore) })}
          </p>
          {result.attempts.length > 0 && (
            <ul
              className="shui-center__attempts"
              aria-label={t('results.attemptsLabel', { name: result.courseName })}
            >
              {result.attempts.map((a) => (
                <li key={a.resourceId}>
                  <span>{a.title}</span>
                  <span>{t('results.attempt', { score: score(a.score), total: score(a.total) })}</span>
                  <span className="shui-center__meta">{toMinute(a.submitTime)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="shui-center__result-part" aria-labelledby={`${id}-course`}>
          <h4 id={`${id}-course`} className="shui-center__result-heading">
            {t('results.courseStats')}
          </h4>
          {stats ? (
            <dl
              className="shui-center__stats"
              aria-label={t('results.statsLabel', { name: result.courseName })}
            >
              {(['maxScore', 'minScore', 'avgScore', 'totalScore'] as const).map((key) => (
                <div key={key}>
                  <dt>{t(`results.stats.${key}`)}</dt>
                  <dd>{score(stats[key])}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="shui-center__meta">{t('results.noStats')}</p>
          )}
        </section>
      </div>
      <CourseProgress
        percent={result.progress}
        label={t('results.progressLabel', { name: result.courseName })}
      />
    </li>
  );
}

/**
 * Entry 'g': per course the user takes, the user's score and test attempts, then apart, under a heading
 * that says so, the course's score statistics (all its students), and the user's progress.
 */
export default function ResultsEntry() {
  const { t } = useTranslation('center');
  const texts = useEntryTexts('results');
  const query = useResults();
  return (
    <EntryCard id="shui-center-results" title={t('results.title')}>
      <EntryList query={query} queryKey={centerKeys.results} texts={texts}>
        {(result) => <ResultItem key={result.courseId} result={result} />}
      </EntryList>
    </EntryCard>
  );
}
