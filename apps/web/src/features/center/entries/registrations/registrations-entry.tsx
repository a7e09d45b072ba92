import { App, Button, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Registration } from '@shui/contract';
import { ui } from '../../../../config/ui';
import { paths } from '../../../../config/paths';
import {
  EntryCard,
  EntryPager,
  EntryStates,
  useEntryTexts,
  timeRange,
  toMinute,
  usePaging,
} from '../../components/entry-states';
import { useCancelRegistration } from '../../api/cancel-registration';
import { useRegistrations } from '../../api/get-registrations';

const phaseColor: Record<Registration['phase'], string> = {
  signup: 'processing',
  closed: 'warning',
  ongoing: 'success',
  ended: 'default',
};

function RegistrationItem({
  item,
  onCancel,
  cancelling,
}: {
  item: Registration;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const { t } = useTranslation('center');
  const cancelled = item.status === 0;
  return (
    <li className="shui-center__item">
      <div className="shui-center__item-main">
        <div className="shui-center__tags">
          <Tag color="green">{t(`registrations.kind.${item.kind}`)}</Tag>
          {cancelled ? (
            <Tag>{t('registrations.cancelledTag')}</Tag>
          ) : (
            <Tag color={phaseColor[item.phase]}>{t(`registrations.phase.${item.phase}`)}</Tag>
          )}
        </div>
        <p className="shui-center__item-title">
          {item.link?.startsWith('/') ? <Link to={item.link}>{item.title}</Link> : item.title}
        </p>
        <dl className="shui-center__pairs">
          <div>
            <dt>{t('registrations.time')}</dt>
            <dd>{timeRange(item.startTime, item.endTime)}</dd>
          </div>
          <div>
            <dt>{t('registrations.place')}</dt>
            <dd>{item.place}</dd>
          </div>
          <div>
            <dt>{t('registrations.organizer')}</dt>
            <dd>{item.organizer}</dd>
          </div>
          <div>
            <dt>{t('registrations.deadline')}</dt>
            <dd>{toMinute(item.signupEnd)}</dd>
          </div>
          <div>
            <dt>{cancelled ? t('registrations.cancelTime') : t('registrations.registerTime')}</dt>
            <dd>{toMinute(cancelled ? (item.cancelTime ?? '') : item.registerTime)}</dd>
          </div>
        </dl>
      </div>
      {item.cancellable && (
        <div className="shui-center__item-side">
          <Popconfirm
            title={t('registrations.confirm', { title: item.title })}
            okText={t('registrations.confirmOk')}
            cancelText={t('registrations.confirmNo')}
            onConfirm={onCancel}
          >
            <Button
              danger
              loading={cancelling}
              aria-label={t('registrations.cancelLabel', { title: item.title })}
            >
              {t('registrations.cancel')}
            </Button>
          </Popconfirm>
        </div>
      )}
    </li>
  );
}

/** Entry 'd': what the user signed up for (competitions, training camps, exams); cancelling an open one. */
export default function RegistrationsEntry() {
  const { t } = useTranslation('center');
  const texts = useEntryTexts('registrations');
  const { message } = App.useApp();
  const paging = usePaging();
  const { pageNum, pageSize } = paging;
  const { query, queryKey: key } = useRegistrations(pageNum, pageSize);
  const cancel = useCancelRegistration(
    (item) => void message.success(t('registrations.done', { title: item.title }), ui.successToastMs / 1000),
  );

  return (
    <EntryCard id="shui-center-registrations" title={t('registrations.title')}>
      <EntryStates
        query={query}
        queryKey={key}
        texts={texts}
        isEmpty={(page) => page.total === 0}
        emptyAction={<Link to={paths.competition2025}>{t('registrations.browse')}</Link>}
      >
        {(page) => (
          <div className="shui-center__stack">
            <ul className="shui-center__list">
              {page.list.map((item) => (
                <RegistrationItem
                  key={item.registrationId}
                  item={item}
                  cancelling={cancel.isPending && cancel.variables === item.registrationId}
                  onCancel={() => cancel.mutate(item.registrationId)}
                />
              ))}
            </ul>
            <EntryPager {...paging} total={page.total} />
          </div>
        )}
      </EntryStates>
    </EntryCard>
  );
}
