import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isForbidden, isNotFound } from '../lib/api-error';
import { LoadFailed, NotFoundState, PageSkeleton } from './load-states';

/** What a not-found (or forbidden) state says. */
interface StateTexts {
  title: string;
  text: string;
}

interface ByIdPageProps<T> {
  /** The id read from the address: null when it is missing or not an id. */
  id: number | null;
  query: UseQueryResult<T>;
  /** The page's classes while it has no data (`shui-page shui-<feature>`). */
  className: string;
  /** Where the page sits, ending in the page's name; shown while it has no data. */
  breadcrumb: ReactNode;
  /** The page's name: the heading over a failed load. */
  title: string;
  /** No id, or one that names nothing. */
  notFound: StateTexts;
  /** A 403: it exists, but not for this user. Without it a 403 is a failed load. */
  forbidden?: StateTexts;
  /** The way on from not found (and forbidden). */
  back: { to: string; label: string };
  /** What did not load. */
  failedTitle: string;
  /** Lines of the first load's skeleton. */
  skeletonRows?: number;
  /** The page, once the thing has loaded. */
  children: (data: T) => ReactNode;
}

/**
 * A page of one thing named by an id in the address: no id or an unknown one is the not-found state,
 * then the skeleton, the forbidden state (where the page has one), a failure with a retry, or the page.
 */
export function ByIdPage<T>({
  id,
  query,
  className,
  breadcrumb,
  title,
  notFound,
  forbidden,
  back,
  failedTitle,
  skeletonRows,
  children,
}: ByIdPageProps<T>) {
  if (id === null || (query.isError && isNotFound(query.error))) {
    return (
      <div className={className}>
        {breadcrumb}
        <NotFoundState title={notFound.title} text={notFound.text} back={back} />
      </div>
    );
  }
  if (query.isPending) return <PageSkeleton rows={skeletonRows} />;
  if (forbidden && query.isError && isForbidden(query.error)) {
    return (
      <div className={className}>
        {breadcrumb}
        <NotFoundState status="403" title={forbidden.title} text={forbidden.text} back={back} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={className}>
        {breadcrumb}
        <h1 className="shui-page__title">{title}</h1>
        <LoadFailed title={failedTitle} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  }
  return children(query.data);
}
