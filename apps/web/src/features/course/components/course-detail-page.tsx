import { DashboardOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { CourseDetail } from '@shui/contract';
import { useLoggedIn } from '../../../components/layout/use-logged-in';
import { resolveAvatar } from '../../../lib/auth/current-user';
import { idFromAddress } from '../course-list-search';
import { useCourse } from '../api/get-course';
import { CourseCover, CourseTagLabel } from './course-card';
import { ChapterList, CompletionPanel, ResourceList, ScorePanel, TeachClassList } from './course-sections';
import { FavoriteToggle } from './favorite-toggle';
import { MembershipButton } from './membership-button';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { IntroSection } from './intro-section';
import { MyQuestions } from './my-questions';
import { ByIdPage } from '../../../components/by-id-page';
import { usePageTitle } from '../../../lib/document-title';
import { paths } from '../../../config/paths';

/** The teacher view of one course (its dashboard, the course chosen). */
export const teacherCoursePath = (courseId: number) => `${paths.teacher}?courseId=${courseId}`;

/** What the course's own teacher finds where a student finds "join": the way to his dashboard. */
function TeachingActions({ courseId }: { courseId: number }) {
  const { t } = useTranslation('course');
  return (
    <Link to={teacherCoursePath(courseId)} className="shui-link-button">
      <DashboardOutlined aria-hidden />
      <span>{t('detail.teacherDashboard')}</span>
    </Link>
  );
}

function CourseOverview({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('course');
  const teacherName = course.teacher?.truename ?? course.teacherName;
  return (
    <header className="shui-course-hero">
      <CourseCover src={course.cover} name={course.courseName} className="shui-course-hero__cover" />
      <div className="shui-course-hero__body">
        <div className="shui-course-card__labels">
          <CourseTagLabel tag={course.tag} />
        </div>
        <h1 className="shui-page__title">{course.courseName}</h1>
        {course.intro && <p className="shui-course-hero__intro">{course.intro}</p>}
        <p className="shui-course-hero__teacher">
          <Avatar
            size={32}
            src={course.teacher?.headImgUrl ? resolveAvatar(course.teacher.headImgUrl) : undefined}
            alt=""
          >
            {Array.from(teacherName)[0]}
          </Avatar>
          <span>{teacherName ? t('card.teacher', { name: teacherName }) : t('card.noTeacher')}</span>
        </p>
        <p className="shui-course-card__meta">
          <span>{t('card.students', { count: course.studentCount })}</span>
          <span aria-hidden>·</span>
          <span>{t('card.lessons', { count: course.lessonCount })}</span>
          {(course.joined || course.teaching) && (
            <>
              <span aria-hidden>·</span>
              <span className="shui-course-hero__joined">
                {t(course.teaching ? 'detail.youTeachIt' : 'detail.youTakeIt')}
              </span>
            </>
          )}
        </p>
        <div className="shui-course-hero__actions">
          {course.teaching ? (
            <TeachingActions courseId={course.courseId} />
          ) : (
            <MembershipButton
              courseId={course.courseId}
              courseName={course.courseName}
              joined={course.joined}
            />
          )}
          <FavoriteToggle
            targetType="course"
            targetId={course.courseId}
            favorite={course.favorite}
            size="large"
          />
        </div>
      </div>
    </header>
  );
}

/**
 * /mooc/course/:courseId and /Course/CourseDetail?courseId= (a notification's 'view details'): the
 * course's overview, chapters and lessons, resources by type, completion and the learner's progress,
 * score stats, teaching classes; join / leave and the favourite.
 */
export function CourseDetailPage() {
  const { t } = useTranslation(['course', 'common']);
  const params = useParams();
  const [search] = useSearchParams();
  const courseId = idFromAddress(params.courseId ?? search.get('courseId'));
  const query = useCourse(courseId);
  // The tab says which course: its name, once loaded (the route's 课程 until then).
  usePageTitle(query.data?.courseName);
  const loggedIn = useLoggedIn();
  const trail = [{ label: t('common:routes.mooc'), to: paths.moocCourseList }];

  return (
    <ByIdPage
      id={courseId}
      query={query}
      className="shui-page shui-mooc"
      breadcrumb={<PageBreadcrumb items={[...trail, { label: t('common:routes.courseDetail') }]} />}
      title={t('common:routes.courseDetail')}
      notFound={{ title: t('detail.notFound'), text: t('detail.notFoundText') }}
      back={{ to: paths.moocCourseList, label: t('detail.backToList') }}
      failedTitle={t('detail.failed')}
    >
      {(course) => (
        <article className="shui-page shui-mooc shui-course">
          <PageBreadcrumb items={[...trail, { label: course.courseName }]} />
          <CourseOverview course={course} />
          <div className="shui-course__body">
            <div className="shui-course__main">
              <IntroSection id="shui-course-intro" title={t('detail.introTitle')} html={course.introHtml} />
              <ChapterList course={course} loggedIn={loggedIn} />
              <ResourceList course={course} />
              {course.joined && <MyQuestions courseId={course.courseId} />}
            </div>
            <aside className="shui-course__side" aria-label={t('detail.sideLabel')}>
              <CompletionPanel course={course} loggedIn={loggedIn} />
              <ScorePanel course={course} />
              <TeachClassList course={course} />
            </aside>
          </div>
        </article>
      )}
    </ByIdPage>
  );
}
