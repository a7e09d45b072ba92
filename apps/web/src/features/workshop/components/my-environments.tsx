import { Button, Popconfirm } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WorkshopEnvironment } from '@shui/contract';
import { busy } from '../../../components/busy';
import { useEnvironmentActions } from '../api/environment-actions';
import { useEnvironments } from '../api/get-environments';
import { contentPath } from '../workshop-paths';
import { EnvironmentStateTag } from './environment-state';
import { EmptyState, SectionSkeleton } from '../../../components/load-states';
import { QueryStates } from '../../../components/query-states';

/**
 * 我的环境: the logged-in user's environments, newest first, with the quota in use, a stop for those
 * starting or running and a delete (asked to confirm) for each. Their states follow the server while one
 * starts or stops.
 */
export function MyEnvironments({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('workshop');
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const query = useEnvironments(true);
  const data = query.data;

  return (
    <section className="shui-workshop__section shui-workshop-mine" aria-labelledby={id}>
      <div className="shui-workshop-mine__head">
        <Heading id={id} className="shui-workshop__heading">
          {t('mine.title')}
        </Heading>
        {data && (
          <span className="shui-workshop-mine__usage">
            {t('env.usage', { active: data.active, quota: data.quota })}
          </span>
        )}
      </div>
      {/* A refresh that failed is said over the last list, an empty one too. */}
      <QueryStates
        query={query}
        skeleton={<SectionSkeleton rows={2} />}
        compact
        failedTitle={t('env.listFailed')}
      >
        {(environments) =>
          environments.list.length === 0 ? (
            <EmptyState className="shui-workshop__empty" text={t('mine.empty')} />
          ) : (
            <ul className="shui-workshop-mine__list" aria-labelledby={id}>
              {environments.list.map((env) => (
                <EnvironmentRow key={env.envId} env={env} />
              ))}
            </ul>
          )
        }
      </QueryStates>
    </section>
  );
}

function EnvironmentRow({ env }: { env: WorkshopEnvironment }) {
  const { t } = useTranslation('workshop');
  const { stop, remove } = useEnvironmentActions();
  const stoppable = env.state === 'starting' || env.state === 'running';
  return (
    <li className="shui-workshop-mine__item">
      <div className="shui-workshop-mine__what">
        <Link to={contentPath(env.projectId)} className="shui-workshop-mine__title">
          {env.projectTitle || t('mine.untitled', { id: env.projectId })}
        </Link>
        <span className="shui-workshop-mine__facts">
          <EnvironmentStateTag state={env.state} />
          <span>{env.imageName}</span>
          <span aria-hidden>·</span>
          <span>{t('mine.created', { time: env.createTime.slice(0, 16) })}</span>
        </span>
      </div>
      <div className="shui-workshop-mine__actions">
        {stoppable && (
          <Button
            size="small"
            onClick={() => stop.mutate(env.envId)}
            loading={busy(stop.isPending)}
            aria-label={t('mine.stopNamed', { name: env.projectTitle })}
          >
            {t('env.stop')}
          </Button>
        )}
        <Popconfirm
          title={t('env.deleteConfirm')}
          okText={t('env.deleteOk')}
          cancelText={t('env.cancel')}
          okButtonProps={{ danger: true }}
          // A failure was shown by the api client (a toast); the row stays.
          onConfirm={() => remove.mutate(env.envId)}
        >
          <Button
            size="small"
            danger
            loading={busy(remove.isPending)}
            aria-label={t('mine.deleteNamed', { name: env.projectTitle })}
          >
            {t('env.delete')}
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}
