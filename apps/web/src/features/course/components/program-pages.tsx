import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CollegeDetail, ProgramDetail } from '@shui/contract';
import { idFromAddress } from '../course-list-search';
import { useCollege, useProgram } from '../api/get-program';
import { CourseGroupBlock } from './course-group';
import { IntroSection } from './intro-section';
import { ByIdPage } from '../../../components/by-id-page';
import { EmptyState } from '../../../components/load-states';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { collegePath, paths, programPath } from '../../../config/paths';

function ProgramView({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation(['course', 'common']);
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
      <IntroSection id="shui-program-intro" title={t('program.introTitle')} html={program.introHtml} />
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
          program.groups.map((group) => <CourseGroupBlock key={group.groupId} group={group} />)
        )}
      </section>
    </article>
  );
}

/**
 * A programme's or a college's page by the id in its address (`programId=` or `collegeId=`): its states
 * under the school's trail, then the page.
 */
function SchoolByIdPage<T>({
  kind,
  useThing,
  children,
}: {
  kind: 'program' | 'college';
  /** The query of the thing by its id. */
  useThing: (id: number | null) => UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(['course', 'common']);
  const [search] = useSearchParams();
  const id = idFromAddress(search.get(`${kind}Id`));
  const query = useThing(id);
  const route = kind === 'program' ? 'programDetail' : 'collegeDetail';
  return (
    <ByIdPage
      id={id}
      query={query}
      className="shui-page shui-mooc"
      breadcrumb={
        <PageBreadcrumb
          items={[
            { label: t('common:routes.mooc'), to: paths.moocSchool },
            { label: t(`common:routes.${route}`) },
          ]}
        />
      }
      title={t(`common:routes.${route}`)}
      notFound={{ title: t(`${kind}.notFound`), text: t(`${kind}.notFoundText`) }}
      back={{ to: paths.moocSchool, label: t('program.backToSchool') }}
      failedTitle={t(`${kind}.failed`)}
    >
      {children}
    </ByIdPage>
  );
}

/** /program/programDetail?programId=: a programme, its college, intro, goals and course groups. */
export function ProgramPage() {
  return (
    <SchoolByIdPage kind="program" useThing={useProgram}>
      {(program) => <ProgramView program={program} />}
    </SchoolByIdPage>
  );
}

function CollegeView({ college }: { college: CollegeDetail }) {
  const { t } = useTranslation(['course', 'common']);
  return (
    <article className="shui-page shui-mooc">
      <PageBreadcrumb
        items={[{ label: t('common:routes.mooc'), to: paths.moocSchool }, { label: college.name }]}
      />
      <header className="shui-page__header">
        <h1 className="shui-page__title">{college.name}</h1>
        {college.intro && <p className="shui-page__intro">{college.intro}</p>}
      </header>
      <IntroSection id="shui-college-intro" title={t('college.introTitle')} html={college.introHtml} />
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
  return (
    <SchoolByIdPage kind="college" useThing={useCollege}>
      {(college) => <CollegeView college={college} />}
    </SchoolByIdPage>
  );
}
