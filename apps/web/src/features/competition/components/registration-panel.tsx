import { Alert, App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type CompetitionDetail } from '@shui/contract';
import { ui } from '../../../config/ui';
import { busy } from '../../../components/busy';
import { SkeletonLines } from '../../../components/skeleton-lines';
import { useSession } from '../../../lib/auth/session';
import { toMinute } from '../competition-format';
import { useMyRegistration } from '../api/get-my-registration';
import { initialValues, type Registrant } from '../registration-rules';
import { askToLogIn } from './ask-login';
import { RegistrationForm } from './registration-form';
import { RegistrationSummary } from './registration-summary';

interface RegistrationPanelProps {
  competition: CompetitionDetail;
  loggedIn: boolean;
}

/**
 * The registration part of the page, by who looks and when: a visitor is asked to log in; a logged-in
 * user without a registration gets the form while registration is open; a registered one sees the
 * registration (and may change it while open); after a cancelling in the personal centre, the form
 * comes back with the earlier values. Closed, it says so.
 */
export function RegistrationPanel({ competition, loggedIn }: RegistrationPanelProps) {
  const { t } = useTranslation('competition');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const mine = useMyRegistration(competition.key, loggedIn);
  const [editing, setEditing] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const name = useSession((s) => s.displayName);
  const userNumber = useSession((s) => s.userNumber);
  const organisation = useSession((s) => s.company);
  const registrant: Registrant = { name, userNumber, organisation };
  const open = competition.registrationOpen;
  const closedText = t('register.closed', { time: toMinute(competition.signupEnd) });

  const saved = (kind: 'done' | 'updated') => () => {
    setEditing(false);
    setJustSaved(true);
    void message.success(t(`register.${kind}`), ui.successToastMs / 1000);
  };

  if (!loggedIn) {
    if (!open) return <p className="shui-competition__note">{closedText}</p>;
    return (
      <div className="shui-competition__visitor">
        <p>{t('register.visitor')}</p>
        <Button type="primary" size="large" onClick={() => askToLogIn((path) => void navigate(path))}>
          {t('cta.login')}
        </Button>
      </div>
    );
  }
  if (mine.isPending) {
    return (
      <div role="status" aria-label={t('loading')}>
        <SkeletonLines rows={6} titleWidth="40%" />
      </div>
    );
  }
  if (mine.isError) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('register.loadFailed')}
        action={
          <Button size="small" onClick={() => void mine.refetch()} loading={busy(mine.isFetching)}>
            {t('retry')}
          </Button>
        }
      />
    );
  }

  const registration = mine.data;
  if (registration?.status === 1) {
    if (editing && registration.editable) {
      return (
        <RegistrationForm
          competitionKey={competition.key}
          tracks={competition.tracks}
          initial={initialValues(registrant, registration)}
          mode="update"
          onSaved={saved('updated')}
          onCancel={() => setEditing(false)}
        />
      );
    }
    return (
      <RegistrationSummary
        registration={registration}
        focus={justSaved}
        onEdit={registration.editable ? () => setEditing(true) : undefined}
      />
    );
  }

  const cancelled =
    registration?.status === 0 ? (
      <Alert
        type="info"
        showIcon
        title={t('register.cancelled', {
          time: toMinute(registration.cancelTime ?? registration.updateTime),
        })}
        description={open ? t('register.cancelledAgain') : undefined}
      />
    ) : null;
  if (!open) {
    return (
      <div className="shui-competition__stack">
        {cancelled}
        <p className="shui-competition__note">
          {closedText} {registration ? null : t('register.closedNone')}
        </p>
      </div>
    );
  }
  return (
    <div className="shui-competition__stack">
      {cancelled}
      <RegistrationForm
        competitionKey={competition.key}
        tracks={competition.tracks}
        initial={initialValues(registrant, registration)}
        mode={registration ? 'again' : 'register'}
        onSaved={saved('done')}
      />
    </div>
  );
}
