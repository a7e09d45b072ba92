import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TeacherCourse } from '@shui/contract';
import { pendingCount, percent, PERIODS, questionsOf, type Period } from '../dashboard-data';
import { useDailyLiveness } from '../api/get-daily-liveness';
import { useOverview } from '../api/get-overview';
import { useScoreDistribution } from '../api/get-score-distribution';
import { useStudentQuestions } from '../api/get-student-questions';
import { ActivityCard } from './activity-card';
import { HomeworkCard } from './homework-card';
import { QUESTIONS_HEADING_ID, QuestionsCard } from './questions-card';
import { ScoresCard } from './scores-card';
import { StatTiles } from './stat-tiles';

const COURSE_PICKER_ID = 'shui-teacher-course';

/** The course the address names (`?courseId=`), else the first of the teacher's courses. */
function chosenCourse(courses: readonly TeacherCourse[], search: URLSearchParams): TeacherCourse {
  const id = Number(search.get('courseId'));
  return courses.find((c) => c.courseId === id) ?? courses[0]!;
}

/** The figures over all the teacher's courses: the spec's sum_liveness and averageScore. */
function Overview() {
  const { t } = useTranslation('teacher');
  const { liveness, averageScore } = useOverview(true);
  const l = liveness.data;
  return (
    <StatTiles
      label={t('overview.label')}
      tiles={[
        { key: 'courses', label: t('overview.courses'), value: l?.courseCount },
        { key: 'students', label: t('overview.students'), value: l?.studentCount },
        { key: 'active', label: t('overview.active'), value: l?.activeStudents },
        { key: 'liveness', label: t('overview.liveness'), value: l && `${percent(l.liveness)}%` },
        { key: 'average', label: t('overview.averageScore'), value: averageScore.data?.avgScore },
      ]}
    />
  );
}

/** The chosen course's figures: activity over the period, average score, questions awaiting an answer. */
function CourseFigures({ course, days }: { course: TeacherCourse; days: Period }) {
  const { t } = useTranslation('teacher');
  const daily = useDailyLiveness(course.courseId, days).data;
  const scores = useScoreDistribution(course.courseId).data;
  const questions = useStudentQuestions(true).data;
  const ofCourse = <T extends { courseId: number }>(data: T | undefined) =>
    data?.courseId === course.courseId ? data : undefined;
  const d = ofCourse(daily);
  const s = ofCourse(scores);
  return (
    <StatTiles
      label={t('courseStats.label', { course: course.courseName })}
      tiles={[
        {
          key: 'active',
          label: t('courseStats.active'),
          value: d && t('courseStats.activeOf', { active: d.activeStudents, total: d.studentCount }),
          hint: t('period.days', { count: days }),
        },
        { key: 'liveness', label: t('courseStats.liveness'), value: d && `${percent(d.liveness)}%` },
        {
          key: 'average',
          label: t('courseStats.averageScore'),
          value: s && (s.scoredCount ? s.avgScore : '—'),
        },
        {
          key: 'pending',
          label: t('courseStats.pending'),
          // The count leads to the questions, each with its answer button.
          value: questions && (
            <a href={`#${QUESTIONS_HEADING_ID}`} className="shui-teacher__tile-link">
              {pendingCount(questionsOf(questions, course.courseId))}
            </a>
          ),
        },
      ]}
    />
  );
}

/** The dashboard of one of the teacher's courses, the course chosen with the picker (kept in the address). */
export function CourseDashboard({ courses }: { courses: readonly TeacherCourse[] }) {
  const { t } = useTranslation('teacher');
  const [search, setSearch] = useSearchParams();
  const [days, setDays] = useState<Period>(PERIODS[0]);
  const course = chosenCourse(courses, search);

  return (
    <>
      <Overview />
      <div className="shui-teacher__toolbar">
        <label htmlFor={COURSE_PICKER_ID} className="shui-teacher__picker-label">
          {t('course.label')}
        </label>
        <Select
          id={COURSE_PICKER_ID}
          className="shui-teacher__picker"
          value={course.courseId}
          onChange={(courseId: number) => setSearch({ courseId: String(courseId) }, { replace: true })}
          options={courses.map((c) => ({
            value: c.courseId,
            label: `${c.courseName} · ${t('course.students', { count: c.studentCount })}`,
          }))}
          popupMatchSelectWidth={false}
        />
      </div>
      <CourseFigures course={course} days={days} />
      <div className="shui-teacher__charts">
        <ActivityCard course={course} days={days} onDaysChange={setDays} />
        <ScoresCard course={course} />
      </div>
      <QuestionsCard course={course} />
      <HomeworkCard course={course} />
    </>
  );
}
