import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { queryClient } from '../../../lib/query-client';
import { PageSkeleton } from '../../../components/load-states';
import '../practice.css';

/**
 * The root of each calibration field page: the query client (its reads are queries) and, while the
 * `practice` texts load, the page's skeleton.
 */
export function PracticeRoot({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </QueryClientProvider>
  );
}
