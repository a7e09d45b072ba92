import { BookOutlined, CheckCircleFilled } from '@ant-design/icons';
import { Button, Result, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Lesson, LessonBrief, LessonResource } from '@shui/contract';
import { busy } from '../../../components/busy';
import { PageSkeleton } from '../../../components/load-states';
import { isForbidden } from '../../../lib/api-error';
import { idFromAddress } from '../course-list-search';
import { useMembership } from '../api/membership';
import { useLesson, useLessonBrief } from '../api/get-lesson';
import { CoursewareResource, LinkResourceView } from './courseware-resource';
import { FavoriteToggle } from './favorite-toggle';
import { HomeworkResource } from './homework-resource';
import { ByIdPage } from '../../../components/by-id-page';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { TestResource } from './test-resource';
import { VideoResource } from './video-resource';
import { coursePath, paths } from '../../../config/paths';

const anchor = (resource: LessonResource) => `shui-resource-${resource.resourceId}`;

function ResourceBody({ lesson, resource }: { lesson: Lesson; resource: LessonResource }) {
  switch (resource.type) {
    case 1:
      return <HomeworkResource lesson={lesson} homework={resource} />;
    case 2:
      return <VideoResource lesson={lesson} video={resource} />;
    case 3:
      return <CoursewareResource lesson={lesson} courseware={resource} />;
    case 4:
      return <TestResource lesson={lesson} test={resource} />;
    default:
      return <LinkResourceView lesson={lesson} resource={resource} />;
  }
}

function ResourceSection({ lesson, resource }: { lesson: Lesson; resource: LessonResource }) {
  const { t } = useTranslation('course');
  const id = anchor(resource);
  return (
    <section id={id} className="shui-page__section shui-resource" aria-labelledby={`${id}-title`}>
      <header className="shui-resource__header">
        <Tag className="shui-type-tag">{t(`resourceTypes.${resource.type}`)}</Tag>
        <h2 id={`${id}-title`} className="shui-page__section-title">
          {resource.title}
        </h2>
        {resource.done && (
          <Tag icon={<CheckCircleFilled aria-hidden />} className="shui-done-tag">
            {t('resource.done')}
          </Tag>
        )}
      </header>
      <ResourceBody lesson={lesson} resource={resource} />
    </section>
  );
}

function LessonView({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation(['course', 'common']);
  const done = lesson.resources.filter((r) => r.done).length;
  return (
    <article className="shui-page shui-mooc shui-lesson">
      <PageBreadcrumb
        items={[
          { label: t('common:routes.mooc'), to: paths.moocCourseList },
          { label: lesson.courseName, to: coursePath(lesson.courseId) },
          { label: lesson.title },
        ]}
      />
      <header className="shui-page__header shui-lesson__header">
        <div>
          <p className="shui-lesson__chapter">{lesson.chapterTitle}</p>
          <h1 className="shui-page__title">{lesson.title}</h1>
          <p className="shui-page__muted">
            <Link to={coursePath(lesson.courseId)}>{lesson.courseName}</Link> ·{' '}
            {t('lesson.progress', { done, total: lesson.resources.length })}
          </p>
        </div>
        <FavoriteToggle targetType="lesson" targetId={lesson.lessonId} favorite={lesson.favorite} />
      </header>
      {lesson.resources.length === 0 ? (
        <p className="shui-page__muted">{t('lesson.noResources')}</p>
      ) : (
        <div className="shui-lesson__body">
          <nav className="shui-side-nav shui-lesson__nav" aria-label={t('lesson.contents')}>
            <ol className="shui-stack shui-stack--dense">
              {lesson.resources.map((resource) => (
                <li key={resource.resourceId}>
                  <a href={`#${anchor(resource)}`}>
                    <span className="shui-lesson__nav-type">{t(`resourceTypes.${resource.type}`)}</span>
                    {resource.title}
                    {resource.done && (
                      <CheckCircleFilled className="shui-lesson__nav-done" aria-label={t('resource.done')} />
                    )}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="shui-lesson__resources">
            {lesson.resources.map((resource) => (
              <ResourceSection key={resource.resourceId} lesson={lesson} resource={resource} />
            ))}
          </div>
        </div>
      )}
    </article>
  );
}

/**
 * A lesson of a course the learner does not take: which course it belongs to (a link to it), and the
 * way to join it right here; once joined, the lesson opens.
 */
function LessonLocked({ brief }: { brief: LessonBrief }) {
  const { t } = useTranslation(['course', 'common']);
  const { join } = useMembership(brief.courseId, { lessonId: brief.lessonId });
  return (
    <div className="shui-page shui-mooc">
      <PageBreadcrumb
        items={[
          { label: t('common:routes.mooc'), to: paths.moocCourseList },
          { label: brief.courseName, to: coursePath(brief.courseId) },
          { label: brief.title },
        ]}
      />
      <Result
        status="403"
        className="shui-lesson-locked"
        title={<h1 className="shui-state-not-found__title">{t('lesson.notJoined')}</h1>}
        subTitle={
          <>
            <span className="shui-lesson-locked__text">
              {t('lesson.lockedText', { lesson: brief.title })}
            </span>
            <Link className="shui-lesson-locked__course" to={coursePath(brief.courseId)}>
              <BookOutlined aria-hidden /> {brief.courseName}
            </Link>
          </>
        }
        extra={
          <div className="shui-lesson-locked__actions">
            <Button type="primary" size="large" loading={busy(join.isPending)} onClick={() => join.mutate()}>
              {t('detail.join')}
            </Button>
            <Link className="shui-link-button shui-link-button--ghost" to={paths.moocCourseList}>
              {t('detail.backToList')}
            </Link>
          </div>
        }
      />
    </div>
  );
}

/**
 * /mooc/lessonDetails?lessonId= (requires login): a lesson's video, courseware, homework, test and other
 * resources, its favourite; progress is recorded as the learner goes.
 */
export function LessonPage() {
  const { t } = useTranslation(['course', 'common']);
  const [search] = useSearchParams();
  const lessonId = idFromAddress(search.get('lessonId'));
  const query = useLesson(lessonId);
  // A 403: the lesson's course, to offer joining it here.
  const locked = query.isError && isForbidden(query.error);
  const brief = useLessonBrief(lessonId, locked);
  if (locked && brief.isPending) return <PageSkeleton />;
  if (locked && brief.data && !brief.data.member) return <LessonLocked brief={brief.data} />;
  return (
    <ByIdPage
      id={lessonId}
      query={query}
      className="shui-page shui-mooc"
      breadcrumb={
        <PageBreadcrumb
          items={[
            { label: t('common:routes.mooc'), to: paths.moocCourseList },
            { label: t('common:routes.moocLessonDetails') },
          ]}
        />
      }
      title={t('common:routes.moocLessonDetails')}
      notFound={{ title: t('lesson.notFound'), text: t('lesson.notFoundText') }}
      forbidden={{ title: t('lesson.notJoined'), text: t('lesson.notJoinedText') }}
      back={{ to: paths.moocCourseList, label: t('detail.backToList') }}
      failedTitle={t('lesson.failed')}
    >
      {(lesson) => <LessonView lesson={lesson} />}
    </ByIdPage>
  );
}
