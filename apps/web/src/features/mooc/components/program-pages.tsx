import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CollegeDetail, ProgramDetail } from '@shui/contract';
import { idFromAddress } from '../course-list-search';
import { useCollege, useProgram } from '../hooks/use-mooc-queries';
import { CourseGrid } from './course-card';
import { EmptyState, LoadFailed, NotFoundState, PageSkeleton } from '../../../components/load-states';
import { isNotFound } from '../../../lib/api-error';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { RichText } from '../../../components/rich-text';
import { collegePath, paths, programPath } from '../../../config/paths';

function ProgramView({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation(['mooc', 'common']);
  return (
    <article className="shui-page shui-mooc">
      <PageBreadcrumb
        items={[
          { label: t('common:routes.mooc'), to: paths.moocSchool },
          { label: program.collegeName, to: collegePath(program.collegeId) },
          { label: program.name },
        ]}
      />
      <header className="shui-page__header">
        <p className="shui-lesson__chapter">
          <Link to={collegePath(program.collegeId)}>{program.collegeName}</Link>
        </p>
        <h1 className="shui-page__title">{program.name}</h1>
        {program.intro && <p className="shui-page__intro">{program.intro}</p>}
      </header>
      <section className="shui-page__section" aria-labelledby="shui-program-intro">
        <h2 id="shui-program-intro" className="shui-page__section-title">
          {t('program.introTitle')}
        </h2>
        {program.introHtml.trim() ? (
          <RichText html={program.introHtml} />
        ) : (
          <p className="shui-page__muted">{t('detail.noIntro')}</p>
        )}
      </section>
      <section className="shui-page__section" aria-labelledby="shui-program-goals">
        <h2 id="shui-program-goals" className="shui-page__section-title">
          {t('program.goals')}
        </h2>
        {program.goals.length === 0 ? (
          <p className="shui-page__muted">{t('program.noGoals')}</p>
        ) : (
          <ol className="shui-goals">
            {program.goals.map((goal) => (
              <li key={goal}>{goal}</li>
            ))}
          </ol>
        )}
      </section>
      <section className="shui-page__section" aria-labelledby="shui-program-courses">
        <h2 id="shui-program-courses" className="shui-page__section-title">
          {t('program.courses')}
        </h2>
        {program.groups.every((g) => g.courses.length === 0) ? (
          <EmptyState framed text={t('school.noCourses')} />
        ) : (
          program.groups.map((group) => (
            <div key={group.groupId} className="shui-course-group">
              <h3 className="shui-course-group__title">
                {group.name}
                <span className="shui-course-group__count">
                  {t('school.groupCount', { count: group.courses.length })}
                </span>
              </h3>
              {group.courses.length === 0 ? (
                <p className="shui-page__muted">{t('school.noCourses')}</p>
              ) : (
                <CourseGrid courses={group.courses} label={group.name} headingLevel={4} />
              )}
            </div>
          ))
        )}
      </section>
    </article>
  );
}

/**
 * A page of one thing named by an id in the address (a programme, a college): no id or an unknown one
 * is the not-found state, then the skeleton, a failure with a retry, or the thing itself.
 */
function ByIdPage<T>({
  id,
  query,
  kind,
  render,
}: {
  id: number | null;
  query: UseQueryResult<T>;
  kind: 'program' | 'college';
  render: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(['mooc', 'common']);
  const route = kind === 'program' ? 'programDetail' : 'collegeDetail';
  const trail = [
    { label: t('common:routes.mooc'), to: paths.moocSchool },
    { label: t(`common:routes.${route}`) },
  ];
  if (id === null || (query.isError && isNotFound(query.error))) {
    return (
      <div className="shui-page shui-mooc">
        <PageBreadcrumb items={trail} />
        <NotFoundState
          title={t(`${kind}.notFound`)}
          text={t(`${kind}.notFoundText`)}
          back={{ to: paths.moocSchool, label: t('program.backToSchool') }}
        />
      </div>
    );
  }
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) {
    return (
      <div className="shui-page shui-mooc">
        <PageBreadcrumb items={trail} />
        <h1 className="shui-page__title">{t(`common:routes.${route}`)}</h1>
        <LoadFailed
          title={t(`${kind}.failed`)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  return <>{render(query.data)}</>;
}

/** /program/programDetail?programId=: a programme, its college, intro, goals and course groups. */
export function ProgramPage() {
  const [search] = useSearchParams();
  const programId = idFromAddress(search.get('programId'));
  const query = useProgram(programId);
  return (
    <ByIdPage
      id={programId}
      query={query}
      kind="program"
      render={(program) => <ProgramView program={program} />}
    />
  );
}

function CollegeView({ college }: { college: CollegeDetail }) {
  const { t } = useTranslation(['mooc', 'common']);
  return (
    <article className="shui-page shui-mooc">
      <PageBreadcrumb
        items={[{ label: t('common:routes.mooc'), to: paths.moocSchool }, { label: college.name }]}
      />
      <header className="shui-page__header">
        <h1 className="shui-page__title">{college.name}</h1>
        {college.intro && <p className="shui-page__intro">{college.intro}</p>}
      </header>
      <section className="shui-page__section" aria-labelledby="shui-college-intro">
        <h2 id="shui-college-intro" className="shui-page__section-title">
          {t('college.introTitle')}
        </h2>
        {college.introHtml.trim() ? (
          <RichText html={college.introHtml} />
        ) : (
          <p className="shui-page__muted">{t('detail.noIntro')}</p>
        )}
      </section>
      <section className="shui-page__section" aria-labelledby="shui-college-programmes">
        <h2 id="shui-college-programmes" className="shui-page__section-title">
          {t('college.programmes')}
        </h2>
        {college.programmes.length === 0 ? (
          <EmptyState framed text={t('college.noProgrammes')} />
        ) : (
          <ul className="shui-programme-cards">
            {college.programmes.map((programme) => (
              <li key={programme.programId} className="shui-programme-card">
                <h3 className="shui-programme-card__title">
                  <Link to={programPath(programme.programId)} className="shui-course-card__link">
                    {programme.name}
                  </Link>
                </h3>
                {programme.intro && <p className="shui-course-card__intro">{programme.intro}</p>}
                <p className="shui-course-card__meta">
                  {t('college.courseCount', { count: programme.courseCount })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

/** /program/collegeDetail?collegeId=: a college, its intro and its programmes. */
export function CollegePage() {
  const [search] = useSearchParams();
  const collegeId = idFromAddress(search.get('collegeId'));
  const query = useCollege(collegeId);
  return (
    <ByIdPage
      id={collegeId}
      query={query}
      kind="college"
      render={(college) => <CollegeView college={college} />}
    />
  );
}
