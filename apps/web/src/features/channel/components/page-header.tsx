import type { ReactNode } from 'react';
import { PageBreadcrumb, type Crumb } from '../../../components/page-breadcrumb';

interface PageHeaderProps {
  /** The trail below 首页, the page itself last. */
  trail: readonly Crumb[];
  title: string;
  /** The banner's two lines (or their skeleton) under the title. */
  children?: ReactNode;
}

/** The top of a channel or institution page: where it is, its title and its banner band. */
export function PageHeader({ trail, title, children }: PageHeaderProps) {
  return (
    <>
      <PageBreadcrumb items={trail} />
      <header className="shui-channel__hero">
        <h1 className="shui-channel__title">{title}</h1>
        {children}
      </header>
    </>
  );
}
