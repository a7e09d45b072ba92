import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TeacherCourse } from '@shui/contract';
import { formatBackendMinute, parseBackendTime, relativeTime } from '../../../lib/relative-time';
import { pendingCount, questionsOf } from '../dashboard-data';
import { useStudentQuestions } from '../hooks/use-teacher-data';
import { CardError, CardLoading } from './card-states';

export const QUESTIONS_HEADING_ID = 'shui-teacher-questions';

/** The students' questions of the course, newest first: question, student, time, answered or not. */
export function QuestionsCard({ course }: { course: TeacherCourse }) {
  const { t } = useTranslation('teacher');
  const questions = useStudentQuestions(true);

  let body;
  if (questions.isError && !questions.isFetching)
    body = <CardError onRetry={() => void questions.refetch()} />;
  else if (!questions.data) body = <CardLoading rows={5} />;
  else {
    const list = questionsOf(questions.data, course.courseId);
    const now = Date.now();
    body =
      list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('questions.empty')} />
      ) : (
        <>
          <p className="shui-teacher__muted">
            {t('questions.count', { count: list.length, pending: pendingCount(list) })}
          </p>
          <ul className="shui-teacher__questions">
            {list.map((q) => {
              const answered = q.answer !== null && q.answer.trim() !== '';
              const at = parseBackendTime(q.createTime);
              return (
                <li key={q.id} className="shui-teacher__question">
                  <p className="shui-teacher__question-text">{q.question}</p>
                  <p className="shui-teacher__question-meta">
                    <span>
                      <span className="shui-visually-hidden">{t('questions.student')}: </span>
                      {q.studentName}
                    </span>
                    <span aria-hidden="true">·</span>
                    <span>
                      <span className="shui-visually-hidden">{t('questions.time')}: </span>
                      <time
                        dateTime={Number.isNaN(at) ? undefined : new Date(at).toISOString()}
                        title={Number.isNaN(at) ? undefined : formatBackendMinute(at)}
                      >
                        {relativeTime(q.createTime, now)}
                      </time>
                    </span>
                    <span
                      className={`shui-teacher__status ${answered ? 'shui-teacher__status--answered' : 'shui-teacher__status--open'}`}
                    >
                      {answered ? t('questions.answered') : t('questions.unanswered')}
                    </span>
                  </p>
                  {answered && (
                    <p className="shui-teacher__answer">{t('questions.answer', { answer: q.answer })}</p>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      );
  }

  return (
    <Card className="shui-teacher__card" title={<h2 id={QUESTIONS_HEADING_ID}>{t('questions.title')}</h2>}>
      <section aria-labelledby={QUESTIONS_HEADING_ID} aria-busy={questions.isFetching}>
        {body}
      </section>
    </Card>
  );
}
