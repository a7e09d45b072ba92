import { Card, Empty } from 'antd';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherCourse } from '@shui/contract';
import { topBand } from '../dashboard-data';
import { useScoreDistribution } from '../api/get-score-distribution';
import { CardError, CardLoading } from './card-states';
import { ChartFigure } from './chart-figure';

const ScorePlot = lazy(() => import('./charts/score-plot'));

export const SCORES_HEADING_ID = 'shui-teacher-scores';

/** "Score distribution": how many of the course's students fall in each score band. */
export function ScoresCard({ course }: { course: TeacherCourse }) {
  const { t } = useTranslation('teacher');
  const distribution = useScoreDistribution(course.courseId);
  const data = distribution.data?.courseId === course.courseId ? distribution.data : undefined;
  const band = (b: { min: number; max: number }) => t('scores.bandRange', { min: b.min, max: b.max });

  let body;
  if (distribution.isError && !distribution.isFetching) {
    body = <CardError onRetry={() => void distribution.refetch()} />;
  } else if (!data) body = <CardLoading rows={6} />;
  else if (data.scoredCount === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('scores.empty')} />;
  } else {
    const top = topBand(data.bands);
    body = (
      <ChartFigure
        plot={
          <ScorePlot
            data={data.bands.map((b) => ({ band: band(b), value: b.count }))}
            seriesName={t('scores.seriesName')}
          />
        }
        caption={t('scores.caption', {
          course: course.courseName,
          scored: data.scoredCount,
          avg: data.avgScore,
          max: data.maxScore,
          min: data.minScore,
          topBand: top ? band(top) : '',
          topCount: top?.count ?? 0,
        })}
        table={{
          label: t('scores.table'),
          columns: [t('scores.band'), t('scores.count')],
          rows: data.bands.map((b) => [band(b), b.count] as const),
        }}
      />
    );
  }

  return (
    <Card className="shui-teacher__card" title={<h2 id={SCORES_HEADING_ID}>{t('scores.title')}</h2>}>
      <section aria-labelledby={SCORES_HEADING_ID} aria-busy={distribution.isFetching}>
        {body}
      </section>
    </Card>
  );
}
