import type { ReactNode } from 'react';
import { PageBreadcrumb, type Crumb } from '../../../components/page-breadcrumb';

interface PageHeaderProps {
  /** The trail below 首页 (实训工坊 and on), the page itself last. */
  trail: readonly Crumb[];
  title: string;
  titleId?: string;
  children?: ReactNode;
}

/** The top of a workshop page: where it is (首页 / 实训工坊 / ...), its title and a line under it. */
export function PageHeader({ trail, title, titleId, children }: PageHeaderProps) {
  return (
    <>
      <PageBreadcrumb items={trail} />
      <header className="shui-page__header">
        <h1 id={titleId} className="shui-workshop__title">
          {title}
        </h1>
        {children}
      </header>
    </>
  );
}
