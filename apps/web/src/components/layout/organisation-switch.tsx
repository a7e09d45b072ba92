import { ApartmentOutlined, DownOutlined, LoadingOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VISITOR_COMPANY, type Organisation } from '@shui/contract';
import { useSession } from '../../lib/auth/session';
import { useLoggedIn } from './use-logged-in';

export interface OrganisationSwitchProps {
  /**
   * Hook point for the organisations feature: called with the organisation picked from the list. The
   * feature's code loads after the header: an organisation picked before it is there (a list kept in the
   * tab shows at once after a reload) is switched to as soon as it is, not lost.
   */
  onSwitchCompany?: (organisation: Organisation) => void;
  /** Full width (in the phone drawer). */
  block?: boolean;
}

/** The selected organisation's name, or null for none yet ('' and the backend's 'visitor'). */
export function companyName(company: string): string | null {
  return company && company !== VISITOR_COMPANY ? company : null;
}

/**
 * The current-organisation dropdown. Logged out it looks disabled but stays focusable and clickable, and
 * a click answers with the spec's "alert". The alert is an antd warning message (App.useApp, so it
 * follows the theme and language): it says the same as a modal would without blocking the page.
 */
export function OrganisationSwitch({ onSwitchCompany, block = false }: OrganisationSwitchProps) {
  const { t } = useTranslation(['common', 'layout']);
  const { message } = App.useApp();
  const loggedIn = useLoggedIn();
  const company = useSession((s) => s.company);
  const companies = useSession((s) => s.companies);
  const companiesLoaded = useSession((s) => s.companiesLoaded);
  const [waiting, setWaiting] = useState<Organisation | null>(null);
  useEffect(() => {
    if (waiting && onSwitchCompany) {
      setWaiting(null);
      onSwitchCompany(waiting);
    }
  }, [waiting, onSwitchCompany]);
  const name = companyName(company) ?? t('header.noneYet');
  const className = `shui-header__button shui-org${block ? ' shui-org--block' : ''}`;
  const content = (
    <span className="shui-header__content">
      <ApartmentOutlined aria-hidden />
      <span className="shui-org__caption">{t('header.organisation')}</span>
      <span className="shui-org__name">{name}</span>
      <DownOutlined className="shui-caret" aria-hidden />
    </span>
  );

  if (!loggedIn) {
    return (
      <Button
        type="text"
        className={`${className} is-disabled`}
        aria-disabled="true"
        aria-label={t('layout:organisation.loggedOutLabel', { name })}
        title={t('layout:organisation.loggedOutLabel', { name })}
        onClick={() => void message.warning(t('header.loginToSwitch'))}
      >
        {content}
      </Button>
    );
  }

  // A list stored earlier in the tab shows at once; an empty one says so only once the call has answered.
  let items: MenuProps['items'];
  if (companies.length > 0) {
    items = companies.map((org) => ({ key: String(org.id), label: org.companyName }));
  } else if (!companiesLoaded) {
    items = [
      {
        key: 'loading',
        icon: <LoadingOutlined aria-hidden />,
        label: t('layout:organisation.loading'),
        disabled: true,
      },
    ];
  } else {
    items = [{ key: 'none', label: t('layout:organisation.empty'), disabled: true }];
  }
  const selected = companies.find((org) => org.companyName === company);
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      placement="bottomRight"
      menu={{
        items,
        selectable: true,
        selectedKeys: selected ? [String(selected.id)] : [],
        onClick: ({ key }) => {
          const picked = companies.find((org) => String(org.id) === key);
          if (!picked) return;
          if (onSwitchCompany) onSwitchCompany(picked);
          else setWaiting(picked);
        },
      }}
    >
      <Button
        type="text"
        className={className}
        aria-label={t('layout:organisation.switchLabel', { name })}
        title={t('layout:organisation.switchLabel', { name })}
      >
        {content}
      </Button>
    </Dropdown>
  );
}
