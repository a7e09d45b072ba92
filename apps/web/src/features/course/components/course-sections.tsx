import { CheckCircleFilled } from '@ant-design/icons';
import { Collapse, Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseDetail } from '@shui/contract';
import { COUNT_FIELDS, completionRows, lessonDone, resourcesByType } from '../course-facts';
import { EmptyState } from '../../../components/load-states';
import { lessonPath } from '../../../config/paths';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="shui-page__section" aria-labelledby={id}>
      <h2 id={id} className="shui-page__section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function DoneMark({ done }: { done: boolean }) {
  const { t } = useTranslation('course');
  return done ? (
    <Tag icon={<CheckCircleFilled aria-hidden />} className="shui-done-tag">
      {t('resource.done')}
    </Tag>
  ) : null;
}

/** Chapters and their lessons, each lesson a link to its page with how much of it is done. */
export function ChapterList({ course, loggedIn }: { course: CourseDetail; loggedIn: boolean }) {
  const { t } = useTranslation('course');
  return (
    <Section id="shui-course-chapters" title={t('detail.chapters')}>
      {!course.joined && !course.teaching && <p className="shui-page__muted">{t('detail.joinToLearn')}</p>}
      {course.chapters.length === 0 ? (
        <EmptyState framed text={t('detail.noChapters')} />
      ) : (
        <ol className="shui-chapters shui-stack shui-stack--loose">
          {course.chapters.map((chapter) => (
            <li key={chapter.chapterId} className="shui-chapter">
              <h3 className="shui-chapter__title">{chapter.title}</h3>
              {chapter.lessons.length === 0 ? (
                <p className="shui-page__muted">{t('detail.noLessons')}</p>
              ) : (
                <ul className="shui-lessons">
                  {chapter.lessons.map((lesson) => {
                    const { done, total } = lessonDone(lesson.resources);
                    return (
                      <li key={lesson.lessonId} className="shui-lesson-row">
                        <Link to={lessonPath(lesson.lessonId)} className="shui-lesson-row__link">
                          {lesson.title}
                        </Link>
                        <span className="shui-lesson-row__types">
                          {[...new Set(lesson.resources.map((r) => r.type))].map((type) => (
                            <Tag key={type} className="shui-type-tag">
                              {t(`resourceTypes.${type}`)}
                            </Tag>
                          ))}
                        </span>
                        {loggedIn && total > 0 && (
                          <span className="shui-lesson-row__done">
                            {t('detail.lessonDone', { done, total })}
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

/** The seven count fields, and the resources grouped by their type (1-11). */
export function ResourceList({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('course');
  const groups = resourcesByType(course.chapters);
  return (
    <Section id="shui-course-resources" title={t('detail.resources')}>
      <dl className="shui-counts">
        {COUNT_FIELDS.map((field) => (
          <div key={field} className="shui-counts__item">
            <dt>{t(`counts.${field}`)}</dt>
            <dd>{course[field]}</dd>
          </div>
        ))}
      </dl>
      {groups.length === 0 ? (
        <EmptyState framed text={t('detail.noResources')} />
      ) : (
        <Collapse
          className="shui-resource-groups"
          items={groups.map((group) => ({
            key: String(group.type),
            label: (
              <span>
                {t(`resourceTypes.${group.type}`)}
                <span className="shui-resource-groups__count">
                  {t('detail.groupCount', { count: group.resources.length })}
                </span>
              </span>
            ),
            children: (
              <ul className="shui-resource-list shui-stack shui-stack--tight">
                {group.resources.map((resource) => (
                  <li key={resource.resourceId}>
                    <Link to={lessonPath(resource.lessonId)}>{resource.title}</Link>
                    <span className="shui-page__muted">{resource.lessonTitle}</span>
                    <DoneMark done={resource.done} />
                  </li>
                ))}
              </ul>
            ),
          }))}
        />
      )}
    </Section>
  );
}

/** What completing the course requires, and (logged in) how far the learner is, as progress bars. */
export function CompletionPanel({ course, loggedIn }: { course: CourseDetail; loggedIn: boolean }) {
  const { t } = useTranslation('course');
  const rows = completionRows(course.completion, course.progress);
  return (
    <Section id="shui-course-completion" title={t('detail.completion')}>
      {!loggedIn && <p className="shui-page__muted">{t('detail.loginForProgress')}</p>}
      <ul className="shui-completion">
        {rows.map((row) => {
          const labelId = `shui-completion-${row.key}`;
          return (
            <li key={row.key} className="shui-completion__row">
              <div className="shui-completion__label">
                <span id={labelId}>{t(`completion.${row.key}`)}</span>
                <span className="shui-completion__figure">
                  {row.required === 0
                    ? t('completion.none')
                    : loggedIn
                      ? t('completion.figure', { done: row.done, required: row.required })
                      : t('completion.required', { count: row.required })}
                </span>
              </div>
              {loggedIn && row.required > 0 && (
                <Progress
                  percent={row.percent}
                  size="small"
                  aria-labelledby={labelId}
                  strokeColor="#1f7a3f"
                  status={row.percent >= 100 ? 'success' : 'normal'}
                />
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** maxScore, minScore, avgScore, totalScore over the course's test attempts. */
export function ScorePanel({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('course');
  const stats = course.scoreStats;
  return (
    <Section id="shui-course-scores" title={t('detail.scores')}>
      {stats === null ? (
        <p className="shui-page__muted">{t('detail.noScores')}</p>
      ) : (
        <dl className="shui-scores">
          {(['maxScore', 'minScore', 'avgScore', 'totalScore'] as const).map((key) => (
            <div key={key} className="shui-scores__item">
              <dt>{t(`scores.${key}`)}</dt>
              {/* At most one decimal: an average of 21.4666… reads 21.5. */}
              <dd>{String(Math.round(stats[key] * 10) / 10)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}

/** The course's teaching classes. */
export function TeachClassList({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('course');
  return (
    <Section id="shui-course-classes" title={t('detail.classes')}>
      {course.teachClasses.length === 0 ? (
        <p className="shui-page__muted">{t('detail.noClasses')}</p>
      ) : (
        <ul className="shui-classes">
          {course.teachClasses.map((c) => (
            <li key={c.teachclassId} className="shui-classes__item">
              <span className="shui-classes__name">{c.name}</span>
              <span className="shui-page__muted">
                {t('detail.classTeacher', { name: c.teacherName })} ·{' '}
                {t('card.students', { count: c.studentCount })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
