import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { queryClient } from '../../../lib/query-client';
import { PageSkeleton } from '../../../components/load-states';
import '../course.css';

/**
 * The root of each course hall page: the query client (its reads are queries) and, while the `course`
 * texts load, the page's skeleton.
 */
export function CourseRoot({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </QueryClientProvider>
  );
}
