import { ExportOutlined, LoginOutlined, PlayCircleOutlined, PoweroffOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm, Progress } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { WorkshopEnvironment, WorkshopImage, WorkshopProject } from '@shui/contract';
import { busy } from '../../../components/busy';
import { accountPagePath, requestAccountDialog } from '../../../components/layout/account-entry';
import { useLoggedIn } from '../../../components/layout/use-logged-in';
import { resolveAvatar } from '../../../lib/auth/current-user';
import { pageLocation } from '../../../lib/safe-redirect';
import { environmentOf, isQuotaExceeded } from '../environment-logic';
import { useEnvironmentActions } from '../api/environment-actions';
import { useEnvironments } from '../api/get-environments';
import { EnvironmentStateTag } from './environment-state';
import { LoadFailed, SectionSkeleton } from '../../../components/load-states';

/** What the image gives: its kind, size and software, before the environment exists. */
function ImageFacts({ image }: { image: WorkshopImage }) {
  const { t } = useTranslation('workshop');
  return (
    <dl className="shui-workshop-env__facts">
      <dt>{t('image.name')}</dt>
      <dd>
        {image.name}（{t(`imageKinds.${image.kind}`)}）
      </dd>
      <dt>{t('image.size')}</dt>
      <dd>{t('image.spec', { cpu: image.cpu, memory: image.memoryGb })}</dd>
      <dt>{t('image.software')}</dt>
      <dd>{image.software.join('、')}</dd>
    </dl>
  );
}

/** Starts the environment (a new one, or this one again); busy while it starts. */
function StartButton({
  label,
  onStart,
  starting,
}: {
  label: string;
  onStart: () => void;
  starting: boolean;
}) {
  return (
    <Button
      type="primary"
      icon={<PlayCircleOutlined aria-hidden />}
      onClick={onStart}
      loading={busy(starting)}
    >
      {label}
    </Button>
  );
}

/**
 * The right half of a training page: the user's environment of this project and what can be done with
 * it. Not logged in, it asks to log in; without an environment, it offers to start one; while it starts
 * or stops, a progress bar (the environments are asked again meanwhile); running, the environment
 * itself in a frame; stopped, start again or delete; failed, the reason and a retry. Past the quota, it
 * says how to free a place (the api client has toasted the server's message).
 */
export function EnvironmentPanel({ project }: { project: WorkshopProject }) {
  const { t } = useTranslation('workshop');
  const id = useId();
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const query = useEnvironments(loggedIn);
  const { create, start, stop, remove } = useEnvironmentActions();
  const list = query.data;
  const env = environmentOf(list, project.projectId);

  const quotaHit =
    list !== undefined &&
    list.active >= list.quota &&
    (isQuotaExceeded(create.error) || isQuotaExceeded(start.error));
  const starting = create.isPending || start.isPending;
  const launch = () => {
    create.reset();
    start.reset();
    if (env) start.mutate(env.envId);
    else create.mutate(project.projectId);
  };

  const listFailed = (
    <LoadFailed
      compact
      title={t('env.listFailed')}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
  let body;
  if (!loggedIn) {
    body = (
      <div className="shui-workshop-env__idle">
        <ImageFacts image={project.image} />
        <p className="shui-workshop-env__note">{t('env.loginNeeded')}</p>
        <Button
          type="primary"
          icon={<LoginOutlined aria-hidden />}
          onClick={() => {
            if (!requestAccountDialog('login'))
              void navigate(accountPagePath('login', pageLocation.current()));
          }}
        >
          {t('env.login')}
        </Button>
      </div>
    );
  } else if (query.isPending) {
    body = <SectionSkeleton rows={3} />;
  } else if (list === undefined) {
    body = listFailed;
  } else if (!env) {
    body = (
      <div className="shui-workshop-env__idle">
        <ImageFacts image={project.image} />
        <p className="shui-workshop-env__note">
          {t('env.none', { kind: t(`imageKinds.${project.image.kind}`) })}
        </p>
        <StartButton label={t('env.start')} onStart={launch} starting={starting} />
      </div>
    );
  } else {
    body = (
      <EnvironmentView
        env={env}
        onStart={launch}
        starting={starting}
        onStop={() => stop.mutate(env.envId)}
        stopping={stop.isPending}
        onDelete={() => remove.mutate(env.envId)}
        deleting={remove.isPending}
      />
    );
  }

  return (
    <section
      className="shui-workshop__section shui-workshop-env"
      aria-labelledby={id}
      id="workshop-environment"
    >
      <div className="shui-workshop-env__head">
        <h2 id={id} className="shui-workshop__heading">
          {t('env.title')}
        </h2>
        {env && <EnvironmentStateTag state={env.state} />}
        {list && (
          <span className="shui-workshop-env__usage">
            {t('env.usage', { active: list.active, quota: list.quota })}
          </span>
        )}
      </div>
      {quotaHit && list && (
        <Alert type="warning" showIcon role="alert" title={t('env.quotaHint', { quota: list.quota })} />
      )}
      {query.isError && list !== undefined && listFailed}
      {body}
    </section>
  );
}

interface EnvironmentViewProps {
  env: WorkshopEnvironment;
  onStart: () => void;
  starting: boolean;
  onStop: () => void;
  stopping: boolean;
  onDelete: () => void;
  deleting: boolean;
}

/** An existing environment, by its state. */
function EnvironmentView({
  env,
  onStart,
  starting,
  onStop,
  stopping,
  onDelete,
  deleting,
}: EnvironmentViewProps) {
  const { t } = useTranslation('workshop');
  const stopButton = (
    <Button icon={<PoweroffOutlined aria-hidden />} onClick={onStop} loading={busy(stopping)}>
      {t('env.stop')}
    </Button>
  );
  const deleteButton = (
    <Popconfirm
      title={t('env.deleteConfirm')}
      okText={t('env.deleteOk')}
      cancelText={t('env.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onDelete}
    >
      <Button danger loading={busy(deleting)}>
        {t('env.delete')}
      </Button>
    </Popconfirm>
  );
  const restartButton = <StartButton label={t('env.restart')} onStart={onStart} starting={starting} />;

  switch (env.state) {
    case 'starting':
    case 'stopping': {
      const text = env.state === 'starting' ? t('env.starting') : t('env.stopping');
      return (
        <div className="shui-workshop-env__progress">
          <div role="status" className="shui-workshop-env__status">
            <span>{text}</span>{' '}
            <span className="shui-workshop-env__left">
              {t('env.secondsLeft', { count: env.secondsLeft })}
            </span>
          </div>
          <Progress
            percent={env.progress}
            status="active"
            aria-label={env.state === 'starting' ? t('env.startProgress') : t('env.stopProgress')}
          />
          {env.state === 'starting' && <div className="shui-workshop-env__actions">{stopButton}</div>}
        </div>
      );
    }
    case 'running': {
      const url = env.url ? resolveAvatar(env.url) : '';
      return (
        <div className="shui-workshop-env__running">
          <div className="shui-workshop-env__actions">
            {url && (
              <a href={url} target="_blank" rel="noopener noreferrer" className="shui-workshop-env__open">
                {t('env.openNew')} <ExportOutlined aria-hidden />
              </a>
            )}
            {stopButton}
          </div>
          {url && (
            <iframe
              className="shui-workshop-env__frame"
              src={url}
              title={t('env.frame', { name: env.imageName })}
            />
          )}
        </div>
      );
    }
    case 'stopped':
      return (
        <div className="shui-workshop-env__idle">
          <p className="shui-workshop-env__note">{t('env.stopped')}</p>
          <div className="shui-workshop-env__actions">
            {restartButton}
            {deleteButton}
          </div>
        </div>
      );
    case 'failed':
      return (
        <div className="shui-workshop-env__idle">
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('env.failed')}
            description={env.failReason ?? undefined}
          />
          <div className="shui-workshop-env__actions">
            {restartButton}
            {deleteButton}
          </div>
        </div>
      );
  }
}
