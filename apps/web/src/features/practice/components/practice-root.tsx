import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { queryClient } from '../../../lib/query-client';
import { PageSkeleton } from '../../../components/load-states';
import { RunnerPool, RunnerPoolContext } from '../runner/runner-pool';
import '../practice.css';

/**
 * The root of each calibration field page: the query client (its reads are queries), the pool of the
 * Python and SQL runners (kept while the student moves from question to question on the page, stopped
 * when the page goes) and, while the `practice` texts load, the page's skeleton.
 */
export function PracticeRoot({ children }: { children: ReactNode }) {
  const [pool] = useState(() => new RunnerPool());
  useEffect(() => () => pool.dispose(), [pool]);
  return (
    <QueryClientProvider client={queryClient}>
      <RunnerPoolContext.Provider value={pool}>
        <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
      </RunnerPoolContext.Provider>
    </QueryClientProvider>
  );
}
