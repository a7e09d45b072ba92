import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { languages } from '@shui/contract';
import { isLocale } from '../../lib/i18n';
import { applyLocale, currentLocale } from '../../lib/language';
import { FlagIcon } from './flag-icon';

/** The current language in its own name with its flag; the menu switches (and remembers) the language. */
export function LanguageSwitch() {
  const { t } = useTranslation(['common', 'layout']); // re-renders on a language change
  const locale = currentLocale();
  const current = languages.find((l) => l.locale === locale) ?? languages[0];
  const items: MenuProps['items'] = languages.map((l) => ({
    key: l.locale,
    icon: <FlagIcon flag={l.flag} />,
    label: <span lang={l.locale}>{l.name}</span>,
  }));
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      classNames={{ root: 'shui-language-menu' }}
      placement="bottomRight"
      menu={{
        items,
        selectable: true,
        selectedKeys: [current.locale],
        onClick: ({ key }) => {
          if (isLocale(key) && key !== current.locale) void applyLocale(key);
        },
      }}
    >
      <Button
        type="text"
        className="shui-header__button shui-language"
        aria-label={t('layout:language.switchLabel', { name: current.name })}
      >
        <span className="shui-header__content">
          <FlagIcon flag={current.flag} />
          <span lang={current.locale} className="shui-language__name">
            {current.name}
          </span>
          <DownOutlined className="shui-caret" aria-hidden />
        </span>
      </Button>
    </Dropdown>
  );
}
