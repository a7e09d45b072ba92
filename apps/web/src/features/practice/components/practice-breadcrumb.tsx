import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export interface Crumb {
  label: string;
  to?: string;
}

/** Home / 校准场 / <the trail>: where the page sits in the portal. */
export function PracticeBreadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <Breadcrumb
      className="shui-practice__breadcrumb"
      aria-label={t('module.position')}
      items={[
        { title: <Link to={paths.home}>{t('routes.home')}</Link> },
        { title: <Link to={paths.calibrationField}>{t('routes.calibrationField')}</Link> },
        ...items.map((item) => ({ title: item.to ? <Link to={item.to}>{item.label}</Link> : item.label })),
      ]}
    />
  );
}
