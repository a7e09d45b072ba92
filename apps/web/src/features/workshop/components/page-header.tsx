import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

interface Crumb {
  title: string;
  to?: string;
}

interface PageHeaderProps {
  /** The trail below 首页 and 实训工坊, the page itself last. */
  trail: readonly Crumb[];
  title: string;
  titleId?: string;
  children?: ReactNode;
}

/** The top of a workshop page: where it is (首页 / 实训工坊 / ...), its title and a line under it. */
export function PageHeader({ trail, title, titleId, children }: PageHeaderProps) {
  const { t } = useTranslation();
  const crumbs: Crumb[] = [{ title: t('routes.home'), to: paths.home }, ...trail];
  return (
    <>
      <Breadcrumb
        aria-label={t('module.position')}
        items={crumbs.map((crumb) => ({
          title: crumb.to ? <Link to={crumb.to}>{crumb.title}</Link> : crumb.title,
        }))}
      />
      <header className="shui-workshop__header">
        <h1 id={titleId} className="shui-workshop__title">
          {title}
        </h1>
        {children}
      </header>
    </>
  );
}
