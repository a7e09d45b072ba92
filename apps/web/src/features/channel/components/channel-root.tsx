import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { queryClient } from '../../../lib/query-client';
import { SectionSkeleton } from '../../../components/load-states';
import '../channel.css';

/**
 * What every page of the slice stands in: the query client (provided by the page, decision 16) and a
 * skeleton while the page's translations load.
 */
export function ChannelRoot({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense
        fallback={
          <div className="shui-page shui-page--banner shui-channel">
            <SectionSkeleton rows={6} />
          </div>
        }
      >
        {children}
      </Suspense>
    </QueryClientProvider>
  );
}
