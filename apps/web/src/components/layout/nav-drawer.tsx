import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';
import { MoreLinksList } from './more-links';
import { NavMenu } from './nav-menu';
import { OrganisationSwitch, type OrganisationSwitchProps } from './organisation-switch';

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  onSwitchCompany?: OrganisationSwitchProps['onSwitchCompany'];
  /** The language switch moves in here on the narrowest headers. */
  withLanguage: boolean;
}

/**
 * The collapsed header (a phone, or a row too long for the window): menu, organisation and more links.
 * Loaded when first opened, so a phone's first load carries no drawer code.
 */
export default function NavDrawer({ open, onClose, onSwitchCompany, withLanguage }: NavDrawerProps) {
  const { t } = useTranslation(['common', 'layout']);
  return (
    <Drawer
      id="shui-nav-drawer"
      open={open}
      onClose={onClose}
      placement="right"
      size={280}
      title={t('app.name')}
      closable={{ 'aria-label': t('layout:header.closeMenu') }}
      classNames={{ body: 'shui-drawer' }}
    >
      <NavMenu direction="vertical" onNavigate={onClose} />
      <div className="shui-drawer__section">
        <OrganisationSwitch onSwitchCompany={onSwitchCompany} block />
        {withLanguage && <LanguageSwitch />}
      </div>
      <MoreLinksList onNavigate={onClose} />
    </Drawer>
  );
}
