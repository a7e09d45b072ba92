import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, languages, type Locale } from '@shui/contract';
import cn from '../../../assets/landing/flags/cn.svg';
import en from '../../../assets/landing/flags/en.svg';
import es from '../../../assets/landing/flags/es.svg';
import fr from '../../../assets/landing/flags/fr.svg';
import it from '../../../assets/landing/flags/it.svg';
import { isLocale } from '../../../lib/i18n';
import { applyLocale } from '../../../lib/language';

type Flag = (typeof languages)[number]['flag'];
export const flagImages: Record<Flag, string> = { cn, en, it, fr, es };

function FlagImage({ flag }: { flag: Flag }) {
  return <img className="shui-landing-lang__flag" src={flagImages[flag]} alt="" width={21} height={14} />;
}

/** The five languages by their own names, each with its flag; choosing one switches the whole page. */
export function LanguageDropdown() {
  const { t, i18n } = useTranslation('landing');
  const resolved = i18n.resolvedLanguage;
  const locale: Locale = isLocale(resolved) ? resolved : DEFAULT_LOCALE;
  const current = languages.find((language) => language.locale === locale) ?? languages[0];

  const items: MenuProps['items'] = languages.map((language) => ({
    key: language.locale,
    label: (
      <span className="shui-landing-lang__item" lang={language.locale}>
        <FlagImage flag={language.flag} />
        {language.name}
      </span>
    ),
  }));

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items,
        selectable: true,
        selectedKeys: [locale],
        onClick: ({ key }) => {
          if (isLocale(key)) void applyLocale(key);
        },
      }}
    >
      <Button
        type="text"
        className="shui-landing-lang"
        aria-label={`${t('language')}: ${current.name}`}
        title={t('language')}
      >
        <FlagImage flag={current.flag} />
        <span className="shui-landing-lang__name" lang={current.locale}>
          {current.name}
        </span>
        <DownOutlined aria-hidden className="shui-landing-lang__caret" />
      </Button>
    </Dropdown>
  );
}
