import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { queryClient } from '../../../lib/query-client';
import { PageSkeleton } from '../../../components/load-states';
import '../workshop.css';

/**
 * What every page of the workshop stands in: the query client (provided by the page, decision 16) and a
 * skeleton while the page's translations load.
 */
export function WorkshopRoot({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense
        fallback={
          <div className="shui-page shui-workshop">
            <PageSkeleton />
          </div>
        }
      >
        {children}
      </Suspense>
    </QueryClientProvider>
  );
}
