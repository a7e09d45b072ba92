import { PaperClipOutlined } from '@ant-design/icons';
import { Card, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TeacherCourse } from '@shui/contract';
import { resolveAvatar } from '../../../lib/auth/current-user';
import type { TeacherHomework } from '../api/get-teacher-homework';
import { useTeacherHomework } from '../api/get-teacher-homework';
import { CardError, CardLoading } from './card-states';

export const HOMEWORK_HEADING_ID = 'shui-teacher-homework';

type Homework = TeacherHomework[number];

/** One homework: its deadline, how many handed it in (how many late), and the submissions in a table. */
function HomeworkItem({ homework }: { homework: Homework }) {
  const { t } = useTranslation('teacher');
  const late = homework.submissions.filter((s) => s.late).length;
  return (
    <li className="shui-teacher__homework">
      <p className="shui-teacher__question-text">{homework.title}</p>
      <p className="shui-teacher__question-meta">
        <span>{homework.lessonTitle}</span>
        {homework.deadline && (
          <>
            <span aria-hidden="true">·</span>
            <span>{t('homework.deadline', { time: homework.deadline })}</span>
          </>
        )}
        <span aria-hidden="true">·</span>
        <span>
          {t('homework.handedIn', { count: homework.submissions.length, total: homework.studentCount })}
        </span>
        {late > 0 && (
          <span className="shui-teacher__status shui-teacher__status--open">
            {t('homework.lateCount', { count: late })}
          </span>
        )}
      </p>
      {homework.submissions.length > 0 && (
        <details className="shui-teacher__details">
          <summary>{t('homework.show', { count: homework.submissions.length })}</summary>
          <div className="shui-teacher__table-wrap">
            <table className="shui-teacher__table">
              <caption className="shui-visually-hidden">
                {t('homework.tableCaption', { title: homework.title })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('homework.student')}</th>
                  <th scope="col">{t('homework.file')}</th>
                  <th scope="col">{t('homework.submitTime')}</th>
                  <th scope="col">{t('homework.status')}</th>
                </tr>
              </thead>
              <tbody>
                {homework.submissions.map((s) => (
                  <tr key={s.userId}>
                    <td>
                      {s.studentName}
                      {s.userNumber && <span className="shui-teacher__muted"> {s.userNumber}</span>}
                    </td>
                    <td>
                      <a href={resolveAvatar(s.fileUrl)} target="_blank" rel="noopener noreferrer">
                        <PaperClipOutlined aria-hidden /> {s.fileName}
                      </a>
                    </td>
                    <td>{s.submitTime}</td>
                    <td>
                      {s.late ? (
                        <Tag color="warning">{t('homework.late')}</Tag>
                      ) : (
                        <Tag color="success">{t('homework.onTime')}</Tag>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </li>
  );
}

/** "Homework handed in": each homework of the course with its submissions, late ones marked. */
export function HomeworkCard({ course }: { course: TeacherCourse }) {
  const { t } = useTranslation('teacher');
  const homework = useTeacherHomework(course.courseId);

  let body;
  if (homework.isError && !homework.isFetching) body = <CardError onRetry={() => void homework.refetch()} />;
  else if (!homework.data) body = <CardLoading rows={4} />;
  else if (homework.data.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('homework.empty')} />;
  else
    body = (
      <ul className="shui-teacher__questions">
        {homework.data.map((h) => (
          <HomeworkItem key={h.resourceId} homework={h} />
        ))}
      </ul>
    );

  return (
    <Card
      className="shui-teacher__card shui-teacher__card--spaced"
      title={<h2 id={HOMEWORK_HEADING_ID}>{t('homework.title')}</h2>}
    >
      <section aria-labelledby={HOMEWORK_HEADING_ID} aria-busy={homework.isFetching}>
        {body}
      </section>
    </Card>
  );
}
