import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';

/** A step of the trail: a link when it has an address (the page itself, last, has none). */
export interface Crumb {
  label: string;
  to?: string;
}

/** 首页 / <the trail>: where the page sits in the portal, named for assistive technology. */
export function PageBreadcrumb({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <Breadcrumb
      aria-label={t('module.position')}
      items={[
        { title: <Link to={paths.home}>{t('routes.home')}</Link> },
        ...items.map((item) => ({ title: item.to ? <Link to={item.to}>{item.label}</Link> : item.label })),
      ]}
    />
  );
}
