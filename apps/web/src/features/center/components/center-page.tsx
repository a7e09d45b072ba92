import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { menuFromSearch } from '../center-menu';
import { CenterNav } from './center-nav';
import { CenterEntry } from './center-entry';
import '../center.css';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';

export const SECTION_HEADING_ID = 'shui-center-heading';

/** The personal centre: its menu, and the entry the address selects (`?menu=`). */
export function CenterPage() {
  const { t } = useTranslation(['center', 'common']);
  const [search] = useSearchParams();
  const current = menuFromSearch(search);
  return (
    <div className="shui-center">
      <PageBreadcrumb items={[{ label: t('title') }, { label: t(`menu.${current}`) }]} />
      <h1 className="shui-center__title">{t('title')}</h1>
      <div className="shui-center__body">
        <CenterNav current={current} />
        <section className="shui-center__content" aria-labelledby={SECTION_HEADING_ID}>
          <h2 id={SECTION_HEADING_ID} className="shui-center__heading">
            {t(`menu.${current}`)}
          </h2>
          <CenterEntry key={current} code={current} />
        </section>
      </div>
    </div>
  );
}
