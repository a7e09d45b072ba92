import { Card, Empty, Radio } from 'antd';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherCourse } from '@shui/contract';
import { busiestDay, PERIODS, shortDate, type Period } from '../dashboard-data';
import { useDailyLiveness } from '../api/get-daily-liveness';
import { CardError, CardLoading } from './card-states';
import { ChartFigure } from './chart-figure';

const ActivityPlot = lazy(() => import('./charts/activity-plot'));

export const ACTIVITY_HEADING_ID = 'shui-teacher-activity';

/** "Activity over time": the course's active students on each day of the chosen period. */
export function ActivityCard({
  course,
  days,
  onDaysChange,
}: {
  course: TeacherCourse;
  days: Period;
  onDaysChange: (days: Period) => void;
}) {
  const { t } = useTranslation('teacher');
  const daily = useDailyLiveness(course.courseId, days);
  const data = daily.data?.courseId === course.courseId ? daily.data : undefined;

  let body;
  if (daily.isError && !daily.isFetching) body = <CardError onRetry={() => void daily.refetch()} />;
  else if (!data) body = <CardLoading rows={6} />;
  else if (data.activeStudents === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('activity.empty')} />;
  } else {
    const busiest = busiestDay(data.days);
    body = (
      <ChartFigure
        plot={
          <ActivityPlot
            data={data.days.map((d) => ({ date: shortDate(d.date), value: d.activeStudents }))}
            seriesName={t('activity.seriesName')}
          />
        }
        caption={t('activity.caption', {
          course: course.courseName,
          days: data.days.length,
          active: data.activeStudents,
          busiestDate: busiest?.date ?? '',
          busiestCount: busiest?.activeStudents ?? 0,
        })}
        table={{
          label: t('activity.table'),
          columns: [t('activity.date'), t('activity.activeStudents'), t('activity.actions')],
          rows: [...data.days].reverse().map((d) => [d.date, d.activeStudents, d.actions] as const),
        }}
      />
    );
  }

  return (
    <Card className="shui-teacher__card" title={<h2 id={ACTIVITY_HEADING_ID}>{t('activity.title')}</h2>}>
      <section aria-labelledby={ACTIVITY_HEADING_ID} aria-busy={daily.isFetching}>
        <div className="shui-teacher__period">
          <Radio.Group
            aria-label={t('period.label')}
            optionType="button"
            size="small"
            value={days}
            onChange={(event) => onDaysChange(event.target.value as Period)}
            options={[...PERIODS]
              .sort((a, b) => a - b)
              .map((count) => ({ value: count, label: t('period.days', { count }) }))}
          />
        </div>
        {body}
      </section>
    </Card>
  );
}
