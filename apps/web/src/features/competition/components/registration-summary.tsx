import { Button, Tag } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompetitionRegistration } from '@shui/contract';
import { paths } from '../../../config/paths';
import { isoOf, toMinute } from '../competition-format';

/** Entry d of the personal centre: "my registrations", where a registration is cancelled. */
export const centerRegistrationsPath = `${paths.center}?menu=d`;

interface RegistrationSummaryProps {
  registration: CompetitionRegistration;
  /** Changing the registration; absent when it may not be changed (closed, cancelled). */
  onEdit?: () => void;
  /** Take the focus on mount (just saved): a screen reader reads what was registered. */
  focus?: boolean;
}

function When({ time }: { time: string }) {
  return <time dateTime={isoOf(time)}>{toMinute(time)}</time>;
}

/** What the user registered: the team, its track and members, the contact, the times and the status. */
export function RegistrationSummary({ registration: r, onEdit, focus = false }: RegistrationSummaryProps) {
  const { t } = useTranslation('competition');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const registered = r.status === 1;

  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);

  return (
    <section className="shui-competition__summary" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="shui-competition__summary-title">
        {t('summary.title')}
      </h3>
      <dl className="shui-competition__pairs">
        <div>
          <dt>{t('summary.status')}</dt>
          <dd>
            <Tag color={registered ? 'success' : 'default'}>
              {registered ? t('summary.registered') : t('summary.cancelled')}
            </Tag>
          </dd>
        </div>
        <div>
          <dt>{t('summary.teamName')}</dt>
          <dd className="shui-competition__strong">{r.teamName}</dd>
        </div>
        <div>
          <dt>{t('summary.track')}</dt>
          <dd>{r.trackName}</dd>
        </div>
        <div>
          <dt>{t('summary.members')}</dt>
          <dd>
            <ul className="shui-competition__roster">
              {r.members.map((m, index) => (
                <li key={`${index}-${m.name}`}>
                  <span>{m.name}</span>
                  {m.studentNumber && <span className="shui-competition__muted">{m.studentNumber}</span>}
                  {m.role === 'leader' && <Tag color="green">{t('form.leader')}</Tag>}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t('summary.institution')}</dt>
          <dd>{r.institution}</dd>
        </div>
        <div>
          <dt>{t('summary.phone')}</dt>
          <dd>{r.phone}</dd>
        </div>
        <div>
          <dt>{t('summary.email')}</dt>
          <dd className="shui-competition__wrap">{r.email}</dd>
        </div>
        <div>
          <dt>{t('summary.registerTime')}</dt>
          <dd>
            <When time={r.registerTime} />
          </dd>
        </div>
        {r.updateTime !== r.registerTime && (
          <div>
            <dt>{t('summary.updateTime')}</dt>
            <dd>
              <When time={r.updateTime} />
            </dd>
          </div>
        )}
      </dl>
      {registered && !onEdit && <p className="shui-competition__muted">{t('summary.editClosed')}</p>}
      <div className="shui-competition__actions">
        {onEdit && (
          <Button type="primary" onClick={onEdit}>
            {t('summary.edit')}
          </Button>
        )}
        <Link to={centerRegistrationsPath}>{t('register.centerLink')}</Link>
      </div>
    </section>
  );
}
