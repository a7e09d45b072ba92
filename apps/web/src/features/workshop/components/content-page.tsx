import { Result } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WorkshopProject } from '@shui/contract';
import { useLoggedIn } from '../../../components/layout/use-logged-in';
import { RichText } from '../../../components/rich-text';
import { paths } from '../../../config/paths';
import { useProject } from '../api/get-project';
import { EnvironmentPanel } from './environment-panel';
import { MyEnvironments } from './my-environments';
import { LoadFailed, PageSkeleton } from '../../../components/load-states';
import { isNotFound } from '../../../lib/api-error';
import { PageHeader } from './page-header';
import { dayOf, KindLabel } from './project-card';

/** No project to show (no id, a bad one, or one that does not exist): said, with the way back. */
function NoProject({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('workshop');
  return (
    <div className="shui-page shui-workshop">
      <Result
        status="info"
        title={<h1 className="shui-workshop__title">{title}</h1>}
        subTitle={text}
        extra={
          <Link to={paths.workShop} className="shui-workshop__link-button">
            {t('content.toCatalogue')}
          </Link>
        }
      />
    </div>
  );
}

/**
 * /workshop/content?id= and /shiXunDemo: a project's training page, split in two: its guide step by step
 * (sanitised rich text) on the left, the user's environment on the right (stacked on a phone, the guide
 * first, with a link down to the environment).
 */
export function ContentPage({ projectId }: { projectId: number | null }) {
  const { t } = useTranslation('workshop');
  if (projectId === null) return <NoProject title={t('content.missing')} text={t('content.missingText')} />;
  return <ProjectContent projectId={projectId} />;
}

function ProjectContent({ projectId }: { projectId: number }) {
  const { t } = useTranslation(['workshop', 'common']);
  const query = useProject(projectId);
  if (query.isPending)
    return (
      <div className="shui-page shui-workshop">
        <PageSkeleton />
      </div>
    );
  if (query.isError) {
    if (isNotFound(query.error))
      return <NoProject title={t('content.notFound')} text={t('content.notFoundText')} />;
    return (
      <div className="shui-page shui-workshop">
        <PageHeader
          trail={[
            { label: t('common:routes.workShop'), to: paths.workShop },
            { label: t('common:routes.workshopContent') },
          ]}
          title={t('common:routes.workshopContent')}
        />
        <LoadFailed
          compact
          title={t('content.failed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  return <ProjectView project={query.data} />;
}

function ProjectView({ project }: { project: WorkshopProject }) {
  const { t } = useTranslation(['workshop', 'common']);
  const guideId = useId();
  const loggedIn = useLoggedIn();
  const totalMinutes = project.guide.reduce((sum, step) => sum + step.minutes, 0);
  return (
    <div className="shui-page shui-workshop shui-workshop--content">
      <PageHeader
        trail={[{ label: t('common:routes.workShop'), to: paths.workShop }, { label: project.title }]}
        title={project.title}
      >
        <div className="shui-workshop__labels">
          <KindLabel kind={project.kind} />
          <span>{t(`difficulty.${project.difficulty}`)}</span>
          <span aria-hidden>·</span>
          <span>{t('card.hours', { count: project.hours })}</span>
          {project.deadline && (
            <>
              <span aria-hidden>·</span>
              <span>{t('card.deadline', { day: dayOf(project.deadline) })}</span>
            </>
          )}
        </div>
        <a href="#workshop-environment" className="shui-workshop__skip">
          {t('content.toEnvironment')}
        </a>
      </PageHeader>

      <div className="shui-workshop-split">
        <section className="shui-workshop__section shui-workshop-guide" aria-labelledby={guideId}>
          <h2 id={guideId} className="shui-workshop__heading">
            {t('content.guide')}
          </h2>
          <RichText
            prose
            html={project.introHtml}
            className="shui-workshop-text shui-workshop-guide__intro"
          />
          {project.guide.length === 0 ? (
            <p className="shui-page__muted">{t('content.noSteps')}</p>
          ) : (
            <>
              <p className="shui-page__muted">
                {t('content.steps', { count: project.guide.length, minutes: totalMinutes })}
              </p>
              <ol className="shui-workshop-guide__steps">
                {project.guide.map((step, index) => (
                  <li key={index} className="shui-workshop-guide__step">
                    <h3 className="shui-workshop-guide__step-title">
                      <span className="shui-workshop-guide__step-no">
                        {t('content.step', { n: index + 1 })}
                      </span>
                      {step.title}
                    </h3>
                    <p className="shui-workshop-guide__minutes">
                      {t('content.minutes', { count: step.minutes })}
                    </p>
                    <RichText prose html={step.contentHtml} className="shui-workshop-text" />
                  </li>
                ))}
              </ol>
            </>
          )}
        </section>
        <div className="shui-workshop-split__side">
          <EnvironmentPanel project={project} />
          {loggedIn && <MyEnvironments headingLevel={2} />}
        </div>
      </div>
    </div>
  );
}
