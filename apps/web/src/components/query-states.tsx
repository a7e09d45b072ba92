import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from './load-states';

interface QueryStatesProps<T> {
  query: UseQueryResult<T>;
  /** Shown while the first load runs. */
  skeleton: ReactNode;
  /** Show the skeleton meanwhile for another reason too (an address past the last page, say). */
  loading?: boolean;
  /** What did not load, said by the failure and its retry. */
  failedTitle: string;
  /** A small retry button, for a section rather than a whole page. */
  compact?: boolean;
  /** Whether the data holds nothing to show; `empty` is shown then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** The content, once there is some. */
  children: (data: T) => ReactNode;
}

/**
 * A part that shows one query's data, in the order the pages show it: its skeleton while it first
 * loads, the failure with a retry when nothing came, `empty` when there is nothing, else the content;
 * a later load that failed keeps the last data, under the failure and its retry.
 */
export function QueryStates<T>({
  query,
  skeleton,
  loading = false,
  failedTitle,
  compact = false,
  isEmpty,
  empty,
  children,
}: QueryStatesProps<T>) {
  const failed = (
    <LoadFailed
      compact={compact}
      title={failedTitle}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
  if (query.isPending || loading) return skeleton;
  if (query.isError && query.data === undefined) return failed;
  if (query.data === undefined || isEmpty?.(query.data)) return empty;
  return (
    <>
      {query.isError && failed}
      {children(query.data)}
    </>
  );
}
