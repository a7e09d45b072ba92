import { Button, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SkeletonLines } from '../../../components/skeleton-lines';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useTeacherCourses } from '../api/get-teacher-courses';
import { CourseDashboard } from './course-dashboard';
import '../teacher.css';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';

/** A student (or anyone not a teacher) opened the page: said plainly, with the way home. */
function TeachersOnly() {
  const { t } = useTranslation('teacher');
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={<h2 className="shui-teacher__state-title">{t('teachersOnly.title')}</h2>}
      subTitle={t('teachersOnly.text')}
      extra={
        <Button type="primary" onClick={() => void navigate(paths.home)}>
          {t('teachersOnly.home')}
        </Button>
      }
    />
  );
}

function PageLoading() {
  const { t } = useTranslation('teacher');
  return (
    <div role="status" aria-label={t('loading')} className="shui-teacher__loading">
      <SkeletonLines titleWidth="38%" rows={2} />
      <div className="shui-teacher__charts">
        <Skeleton.Node active style={{ width: '100%', height: 280 }} />
        <Skeleton.Node active style={{ width: '100%', height: 280 }} />
      </div>
      <SkeletonLines titleWidth="38%" rows={4} />
    </div>
  );
}

/**
 * The teacher view (/teacher, an addition to spec section 2): the teacher's courses from
 * GET /teacher/course/list decide what it shows: the dashboard, a teachers-only notice (403), no courses,
 * or a failure with a retry.
 */
export function TeacherPage() {
  const { t } = useTranslation(['teacher', 'common']);
  const courses = useTeacherCourses();
  const forbidden = courses.isError && isApiError(courses.error) && courses.error.status === 403;

  let body;
  if (courses.isPending || (courses.isError && courses.isFetching)) body = <PageLoading />;
  else if (forbidden) body = <TeachersOnly />;
  else if (courses.isError) {
    body = (
      <Result
        status="error"
        title={<h2 className="shui-teacher__state-title">{t('loadFailed')}</h2>}
        extra={
          <Button type="primary" onClick={() => void courses.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else if (courses.data.length === 0) {
    body = <Empty description={t('noCourses')} />;
  } else body = <CourseDashboard courses={courses.data} />;

  return (
    <div className="shui-teacher">
      <PageBreadcrumb items={[{ label: t('title') }]} />
      <div className="shui-teacher__head">
        <div>
          <h1 className="shui-teacher__title">{t('title')}</h1>
          <p className="shui-teacher__muted">{t('subtitle')}</p>
        </div>
        {courses.isSuccess && (
          <a
            href={env.teacherAdmin}
            target="_blank"
            rel="noopener noreferrer"
            className="shui-teacher__external"
          >
            {t('fullBackOffice')}
            <span className="shui-visually-hidden">{t('newTab')}</span>
          </a>
        )}
      </div>
      {body}
    </div>
  );
}
