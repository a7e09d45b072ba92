import { Breadcrumb, ConfigProvider, type ThemeConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { menuFromSearch } from '../center-menu';
import { CenterNav } from './center-nav';
import { PendingSection } from './pending-section';
import { PersonalInfo } from './personal-info';
import '../center.css';

export const SECTION_HEADING_ID = 'shui-center-heading';

/**
 * antd's default error red (#ff4d4f), secondary grey (45 % black) and the lighter green of a hovered
 * primary button are below the 4.5:1 contrast of WCAG AA for the form's messages, its hint, the
 * breadcrumb and the button's white text; these pass on white and on the page grey.
 */
const readableTheme: ThemeConfig = {
  token: {
    colorError: '#cf1322',
    colorTextDescription: '#5b6b60',
    colorPrimaryHover: '#165c2f',
    colorPrimaryActive: '#124a26',
  },
};

/** The personal centre: its menu, and the entry the address selects (`?menu=`). */
export function CenterPage() {
  const { t } = useTranslation(['center', 'common']);
  const [search] = useSearchParams();
  const current = menuFromSearch(search);
  return (
    <ConfigProvider theme={readableTheme}>
      <div className="shui-center">
        <Breadcrumb
          aria-label={t('common:module.position')}
          items={[
            { title: <Link to="/home">{t('common:routes.home')}</Link> },
            { title: t('title') },
            { title: t(`menu.${current}`) },
          ]}
        />
        <h1 className="shui-center__title">{t('title')}</h1>
        <div className="shui-center__body">
          <CenterNav current={current} />
          <section className="shui-center__content" aria-labelledby={SECTION_HEADING_ID}>
            <h2 id={SECTION_HEADING_ID} className="shui-center__heading">
              {t(`menu.${current}`)}
            </h2>
            {current === 'a' ? <PersonalInfo /> : <PendingSection />}
          </section>
        </div>
      </div>
    </ConfigProvider>
  );
}
