import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Programme } from '@shui/contract';
import { useSchool } from '../api/get-school';
import { CourseGroupBlock } from './course-group';
import { EmptyState, LoadFailed } from '../../../components/load-states';
import { CardsSkeleton } from './cards-skeleton';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { collegePath, paths, programPath } from '../../../config/paths';

function ProgrammeSection({ programme }: { programme: Programme }) {
  const { t } = useTranslation('course');
  const headingId = `shui-programme-${programme.programId}`;
  return (
    <section className="shui-page__section shui-programme" aria-labelledby={headingId}>
      <header className="shui-programme__header">
        <div>
          <h2 id={headingId} className="shui-page__section-title">
            <Link to={programPath(programme.programId)}>{programme.name}</Link>
          </h2>
          <p className="shui-programme__college">
            {t('school.college')} <Link to={collegePath(programme.collegeId)}>{programme.collegeName}</Link>
          </p>
        </div>
        <Link className="shui-link-button shui-link-button--ghost" to={programPath(programme.programId)}>
          {t('school.viewProgramme')}
        </Link>
      </header>
      {programme.intro && <p className="shui-programme__intro">{programme.intro}</p>}
      {programme.groups.length === 0 ? (
        <EmptyState framed text={t('school.noGroups')} />
      ) : (
        programme.groups.map((group) => <CourseGroupBlock key={group.groupId} group={group} />)
      )}
    </section>
  );
}

/** /mooc/school: the school's programmes, each with its course groups and their courses. */
export function SchoolPage() {
  const { t } = useTranslation(['course', 'common']);
  const query = useSchool();
  let body;
  if (query.isPending) body = <CardsSkeleton count={4} />;
  else if (query.isError)
    body = (
      <LoadFailed
        title={t('school.failed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (query.data.programmes.length === 0)
    body = (
      <EmptyState
        framed
        text={t('school.empty')}
        action={<Link to={paths.moocCourseList}>{t('school.allCourses')}</Link>}
      />
    );
  else
    body = query.data.programmes.map((programme) => (
      <ProgrammeSection key={programme.programId} programme={programme} />
    ));

  return (
    <div className="shui-page shui-mooc">
      <PageBreadcrumb
        items={[
          { label: t('common:routes.mooc'), to: paths.moocCourseList },
          { label: t('common:routes.moocSchool') },
        ]}
      />
      <header className="shui-page__header">
        <h1 className="shui-page__title">{t('school.title')}</h1>
        <p className="shui-page__intro">
          {t('school.intro')} <Link to={paths.moocCourseList}>{t('school.allCourses')}</Link>
        </p>
      </header>
      {body}
    </div>
  );
}
