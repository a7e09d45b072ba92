import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export interface Crumb {
  label: string;
  to?: string;
}

/** Home / <the trail> : where the page sits in the portal. */
export function MoocBreadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <Breadcrumb
      className="shui-mooc__breadcrumb"
      aria-label={t('module.position')}
      items={[
        { title: <Link to={paths.home}>{t('routes.home')}</Link> },
        ...items.map((item) => ({ title: item.to ? <Link to={item.to}>{item.label}</Link> : item.label })),
      ]}
    />
  );
}
