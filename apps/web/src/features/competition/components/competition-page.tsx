import { Alert, Button, Result, Steps, Tag } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CompetitionDetail, CompetitionStage, EventPhase } from '@shui/contract';
import { busy } from '../../../components/busy';
import { RichText } from '../../../components/rich-text';
import { useLoggedIn } from '../../../components/layout/use-logged-in';
import { SkeletonLines } from '../../../components/skeleton-lines';
import { paths } from '../../../config/paths';
import { isNotFound } from '../../../lib/api-error';
import { isoOf, timeRange, toMinute } from '../competition-format';
import { useCompetition } from '../api/get-competition';
import { useMyRegistration } from '../api/get-my-registration';
import { askToLogIn } from './ask-login';
import { RegistrationPanel } from './registration-panel';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { usePageTitle } from '../../../lib/document-title';

const REGISTER_ID = 'shui-competition-register';

const phaseColor: Record<EventPhase, string> = {
  signup: 'green',
  closed: 'orange',
  ongoing: 'blue',
  ended: 'default',
};

const stepStatus: Record<CompetitionStage['status'], 'finish' | 'process' | 'wait'> = {
  done: 'finish',
  current: 'process',
  upcoming: 'wait',
};

function Section({
  title,
  children,
  id,
  className,
}: {
  title: string;
  children: ReactNode;
  id?: string;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      className={className ? `shui-competition__card ${className}` : 'shui-competition__card'}
      aria-labelledby={headingId}
    >
      <h2
        id={headingId}
        className="shui-bar-heading shui-competition__heading"
        tabIndex={id ? -1 : undefined}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The registration part of the page, brought into view with its heading focused (the banner's button). */
function goToRegistration() {
  const section = document.getElementById(REGISTER_ID);
  section?.scrollIntoView({ block: 'start' });
  section?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

function Hero({ competition, loggedIn }: { competition: CompetitionDetail; loggedIn: boolean }) {
  const { t } = useTranslation('competition');
  const navigate = useNavigate();
  const mine = useMyRegistration(competition.key, loggedIn);
  const registered = mine.data?.status === 1;
  const c = competition;
  return (
    <div className="shui-competition__banner">
      <p className="shui-competition__subtitle">{c.subtitle}</p>
      <div className="shui-competition__status">
        <Tag color={phaseColor[c.phase]} className="shui-competition__phase">
          {t(`phase.${c.phase}`)}
        </Tag>
        {registered ? (
          <Button size="large" onClick={goToRegistration}>
            {t('cta.mine')}
          </Button>
        ) : c.registrationOpen ? (
          <Button
            type="primary"
            size="large"
            className="shui-competition__cta"
            onClick={() => (loggedIn ? goToRegistration() : askToLogIn((path) => void navigate(path)))}
          >
            {loggedIn ? t('cta.register') : t('cta.login')}
          </Button>
        ) : null}
      </div>
      <dl className="shui-competition__facts">
        <div>
          <dt>{t('facts.organizer')}</dt>
          <dd>{c.organizer}</dd>
        </div>
        {c.coOrganizers.length > 0 && (
          <div>
            <dt>{t('facts.coOrganizers')}</dt>
            <dd>{c.coOrganizers.join('、')}</dd>
          </div>
        )}
        <div>
          <dt>{t('facts.place')}</dt>
          <dd>{c.place}</dd>
        </div>
        <div>
          <dt>{t('facts.deadline')}</dt>
          <dd>
            <time dateTime={isoOf(c.signupEnd)}>{toMinute(c.signupEnd)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('facts.time')}</dt>
          <dd>{timeRange(c.startTime, c.endTime)}</dd>
        </div>
        <div>
          <dt>{t('facts.teams')}</dt>
          <dd>{t('facts.teamsValue', { count: c.registeredTeams })}</dd>
        </div>
      </dl>
    </div>
  );
}

function Schedule({ stages }: { stages: CompetitionDetail['schedule'] }) {
  const { t } = useTranslation('competition');
  const current = stages.findIndex((s) => s.status === 'current');
  return (
    <Steps
      orientation="vertical"
      size="small"
      className="shui-competition__steps"
      current={current === -1 ? stages.filter((s) => s.status === 'done').length : current}
      items={stages.map((stage) => ({
        status: stepStatus[stage.status],
        title: (
          <>
            {stage.name}
            <span className="shui-visually-hidden"> {t(`schedule.${stage.status}`)}</span>
          </>
        ),
        subTitle: (
          <time dateTime={isoOf(stage.startTime)} className="shui-competition__time">
            {timeRange(stage.startTime, stage.endTime)}
          </time>
        ),
        content: stage.description,
      }))}
    />
  );
}

function Tracks({ tracks }: { tracks: CompetitionDetail['tracks'] }) {
  return (
    <ul className="shui-competition__tracks">
      {tracks.map((track) => (
        <li key={track.key}>
          <h3>{track.name}</h3>
          <p>{track.description}</p>
        </li>
      ))}
    </ul>
  );
}

function Prizes({ prizes }: { prizes: CompetitionDetail['prizes'] }) {
  const { t } = useTranslation('competition');
  return (
    <table className="shui-competition__prizes">
      <caption>{t('prizes.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('prizes.name')}</th>
          <th scope="col">{t('prizes.count')}</th>
          <th scope="col">{t('prizes.reward')}</th>
        </tr>
      </thead>
      <tbody>
        {prizes.map((prize) => (
          <tr key={prize.name}>
            <th scope="row">{prize.name}</th>
            <td>{t('prizes.countValue', { count: prize.count })}</td>
            <td>{prize.reward}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The competition page (/2025): the banner with the key facts, open or closed and the way to register;
 * the schedule, tracks, prizes and rules; and beside them the registration (form, or the registration
 * made). Loading, failure (with retry) and an unknown competition each have their own state.
 */
export function CompetitionPage({ competitionKey }: { competitionKey: string }) {
  const { t } = useTranslation(['competition', 'common']);
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const detail = useCompetition(competitionKey);
  const routeTitle = t('common:routes.competition2025');
  // The tab names the competition (its name says its year, if any, as its dates do).
  usePageTitle(detail.data?.title);

  let body: ReactNode;
  if (detail.isPending) {
    body = (
      <div className="shui-competition__card" role="status" aria-label={t('loading')}>
        <SkeletonLines rows={8} titleWidth="30%" />
      </div>
    );
  } else if (detail.isError && isNotFound(detail.error)) {
    body = (
      <Result
        status="404"
        title={t('notFound')}
        extra={
          <Button type="primary" onClick={() => void navigate(paths.home)}>
            {t('backHome')}
          </Button>
        }
      />
    );
  } else if (detail.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('failed')}
        action={
          <Button size="small" onClick={() => void detail.refetch()} loading={busy(detail.isFetching)}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else {
    const c = detail.data;
    body = (
      <div className="shui-competition__body">
        <div className="shui-competition__main">
          <Section title={t('schedule.title')}>
            <Schedule stages={c.schedule} />
          </Section>
          <Section title={t('tracks.title')}>
            <Tracks tracks={c.tracks} />
          </Section>
          <Section title={t('prizes.title')}>
            <Prizes prizes={c.prizes} />
          </Section>
          <Section title={t('rules.title')}>
            <RichText prose html={c.rulesHtml} className="shui-competition__rich" />
          </Section>
        </div>
        <div className="shui-competition__aside">
          <Section id={REGISTER_ID} title={t('register.title')} className="shui-competition__register">
            <RegistrationPanel competition={c} loggedIn={loggedIn} />
          </Section>
        </div>
      </div>
    );
  }

  return (
    <div className="shui-page shui-page--banner shui-competition">
      <PageBreadcrumb items={[{ label: routeTitle }]} />
      <header className="shui-competition__hero">
        <h1 className="shui-competition__title">{detail.data?.title ?? routeTitle}</h1>
        {detail.data && <Hero competition={detail.data} loggedIn={loggedIn} />}
      </header>
      {body}
    </div>
  );
}
