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
  /** The trail below 首页, the page itself last. */
  trail: readonly Crumb[];
  title: string;
  /** The banner's two lines (or their skeleton) under the title. */
  children?: ReactNode;
}

/** The top of a channel or institution page: where it is, its title and its banner band. */
export function PageHeader({ trail, title, children }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <>
      <Breadcrumb
        aria-label={t('module.position')}
        items={[
          { title: <Link to={paths.home}>{t('routes.home')}</Link> },
          ...trail.map((crumb) => ({
            title: crumb.to ? <Link to={crumb.to}>{crumb.title}</Link> : crumb.title,
          })),
        ]}
      />
      <header className="shui-channel__hero">
        <h1 className="shui-channel__title">{title}</h1>
        {children}
      </header>
    </>
  );
}
