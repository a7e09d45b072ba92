import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WorkshopImage, WorkshopProjectSummary } from '@shui/contract';
import { paths } from '../../../config/paths';
import { useImages } from '../api/get-images';
import { useProjects } from '../api/get-projects';
import { contentPath, type SelectPage as SelectPageDef } from '../workshop-paths';
import { EmptyState, LoadFailed } from '../../../components/load-states';
import { CardsSkeleton } from './cards-skeleton';
import { PageHeader } from './page-header';
import { ProjectGrid } from './project-card';

/** Every project of a kind fits one page of the catalogue's largest size. */
const ALL_OF_A_KIND = 50;

/**
 * /work/workShopSelect, /work/competitionSelect, /work/cloudstudio-competition and /work/jupyterhubSelect:
 * the projects (or, for JupyterHub, the images) of one kind, to pick one and start it on its page.
 */
export function SelectPage({ page }: { page: SelectPageDef }) {
  const { t } = useTranslation(['workshop', 'common']);
  const title = t(`common:routes.${page.titleKey}`);
  return (
    <div className="shui-page shui-workshop">
      <PageHeader
        trail={[{ label: t('common:routes.workShop'), to: paths.workShop }, { label: title }]}
        title={title}
      >
        <p className="shui-page__intro">{t(`select.${page.kind}.intro`)}</p>
      </PageHeader>
      <section className="shui-workshop__section" aria-label={t(`select.${page.kind}.listLabel`)}>
        {page.kind === 'jupyter' ? <JupyterImages /> : <ProjectsOfKind page={page} />}
      </section>
      <p className="shui-page__muted">
        <Link to={paths.workShop}>{t('select.back')}</Link>
      </p>
    </div>
  );
}

function ProjectsOfKind({ page }: { page: SelectPageDef }) {
  const { t } = useTranslation('workshop');
  const query = useProjects({ kind: page.kind, pageNum: 1, pageSize: ALL_OF_A_KIND });
  if (query.isPending) return <CardsSkeleton count={3} />;
  if (query.isError)
    return (
      <LoadFailed
        compact
        title={t('select.failed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (query.data.list.length === 0)
    return <EmptyState className="shui-workshop__empty" text={t(`select.${page.kind}.empty`)} />;
  return <ProjectGrid projects={query.data.list} label={t(`select.${page.kind}.listLabel`)} />;
}

/** The Jupyter images, each with the JupyterHub workspace that runs on it (a project of kind jupyter). */
function JupyterImages() {
  const { t } = useTranslation('workshop');
  const images = useImages('jupyter');
  const projects = useProjects({ kind: 'jupyter', pageNum: 1, pageSize: ALL_OF_A_KIND });
  if (images.isPending || projects.isPending) return <CardsSkeleton count={3} />;
  if (images.isError || projects.isError)
    return (
      <LoadFailed
        compact
        title={t('select.failed')}
        onRetry={() => {
          if (images.isError) void images.refetch();
          if (projects.isError) void projects.refetch();
        }}
        retrying={images.isFetching || projects.isFetching}
      />
    );
  if (images.data.length === 0)
    return <EmptyState className="shui-workshop__empty" text={t('select.jupyter.empty')} />;
  return (
    <ul className="shui-workshop__grid" aria-label={t('select.jupyter.listLabel')}>
      {images.data.map((image) => (
        <li key={image.imageId}>
          <ImageCard image={image} project={projects.data.list.find((p) => p.imageId === image.imageId)} />
        </li>
      ))}
    </ul>
  );
}

function ImageCard({
  image,
  project,
}: {
  image: WorkshopImage;
  project: WorkshopProjectSummary | undefined;
}) {
  const { t } = useTranslation('workshop');
  return (
    <article className="shui-workshop-card shui-workshop-card--jupyter">
      <h3 className="shui-workshop-card__title">{image.name}</h3>
      <p className="shui-workshop-card__summary">{image.description}</p>
      <p className="shui-workshop-card__meta">
        {t('image.spec', { cpu: image.cpu, memory: image.memoryGb })}
      </p>
      <ul className="shui-workshop-card__tags shui-tag-row" aria-label={t('image.software')}>
        {image.software.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {project ? (
        <Link
          to={contentPath(project.projectId)}
          className="shui-workshop__link-button"
          aria-label={t('image.chooseNamed', { name: image.name })}
        >
          {t('image.choose')}
        </Link>
      ) : (
        <p className="shui-page__muted">{t('image.noProject')}</p>
      )}
    </article>
  );
}
