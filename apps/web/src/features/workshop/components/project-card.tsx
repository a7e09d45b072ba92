import { CloudServerOutlined, CodeOutlined, ExperimentOutlined, TrophyOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WorkshopKind, WorkshopProjectSummary } from '@shui/contract';
import { contentPath } from '../workshop-paths';

const kindIcons: Record<WorkshopKind, ReactNode> = {
  training: <ExperimentOutlined aria-hidden />,
  competition: <TrophyOutlined aria-hidden />,
  jupyter: <CodeOutlined aria-hidden />,
  cloudstudio: <CloudServerOutlined aria-hidden />,
};

/** A project's kind as a coloured label with its icon. */
export function KindLabel({ kind }: { kind: WorkshopKind }) {
  const { t } = useTranslation('workshop');
  return (
    <Tag className={`shui-workshop-kind shui-workshop-kind--${kind}`} icon={kindIcons[kind]}>
      {t(`kinds.${kind}`)}
    </Tag>
  );
}

/** A day of a backend time ("2026-12-25 23:59:59" -> "2026-12-25"). */
export const dayOf = (time: string): string => time.slice(0, 10);

/**
 * One project as a card: kind, difficulty, title (the link to its training page, stretched over the
 * card), summary, hours, the environment it runs on, its tags and, for a competition, the deadline.
 */
export function ProjectCard({
  project,
  headingLevel = 3,
}: {
  project: WorkshopProjectSummary;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('workshop');
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`shui-workshop-card shui-workshop-card--${project.kind}`}>
      <div className="shui-workshop-card__labels">
        <KindLabel kind={project.kind} />
        <Tag className="shui-workshop-card__difficulty">{t(`difficulty.${project.difficulty}`)}</Tag>
      </div>
      <Heading className="shui-workshop-card__title">
        <Link to={contentPath(project.projectId)} className="shui-workshop-card__link">
          {project.title}
        </Link>
      </Heading>
      <p className="shui-workshop-card__summary">{project.summary}</p>
      <p className="shui-workshop-card__meta">
        <span>{t('card.hours', { count: project.hours })}</span>
        <span aria-hidden>·</span>
        <span>{t('card.image', { name: project.imageName })}</span>
      </p>
      {project.deadline && (
        <p className="shui-workshop-card__deadline">{t('card.deadline', { day: dayOf(project.deadline) })}</p>
      )}
      {project.tags.length > 0 && (
        <ul className="shui-workshop-card__tags shui-tag-row" aria-label={t('card.tags')}>
          {project.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** Projects as a responsive grid of cards (a list, for screen readers). */
export function ProjectGrid({
  projects,
  label,
}: {
  projects: readonly WorkshopProjectSummary[];
  label: string;
}) {
  return (
    <ul className="shui-workshop__grid" aria-label={label}>
      {projects.map((project) => (
        <li key={project.projectId}>
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
}
