import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpoints, type LearningResult } from '@shui/contract';
import { coursePath } from '../../../../config/paths';
import { call } from '../../../../lib/api-client';
import { CourseProgress } from '../../components/course-progress';
import { EntryCard, EntryList, useEntryTexts, toMinute } from '../../components/entry-states';

export const resultKeys = { all: ['center', 'results'] as const };

/** GET /portal/course/results: per course, the user's score, the exam stats and the attempts. */
const getResults = (signal?: AbortSignal): Promise<LearningResult[]> =>
  call(endpoints.learningResults, { signal });

/** A score as the page shows it: at most one decimal. */
const score = (value: number) => String(Math.round(value * 10) / 10);

function ResultItem({ result }: { result: LearningResult }) {
  const { t } = useTranslation('center');
  const stats = result.scoreStats;
  return (
    <li className="shui-center__item shui-center__result">
      <div className="shui-center__item-main">
        <p className="shui-center__item-title">
          <Link to={coursePath(result.courseId)}>{result.courseName}</Link>
        </p>
        <p className="shui-center__score">
          {result.score === null
            ? t('results.noScore')
            : t('results.score', { score: score(result.score), full: score(result.fullScore) })}
        </p>
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
      </div>
      <CourseProgress
        percent={result.progress}
        label={t('results.progressLabel', { name: result.courseName })}
      />
    </li>
  );
}

/** Entry 'g': per course the user takes, the score, the course's exam stats and the test attempts. */
export default function ResultsEntry() {
  const { t } = useTranslation('center');
  const texts = useEntryTexts('results');
  const query = useQuery({ queryKey: resultKeys.all, queryFn: ({ signal }) => getResults(signal) });
  return (
    <EntryCard id="shui-center-results" title={t('results.title')}>
      <EntryList query={query} queryKey={resultKeys.all} texts={texts}>
        {(result) => <ResultItem key={result.courseId} result={result} />}
      </EntryList>
    </EntryCard>
  );
}
