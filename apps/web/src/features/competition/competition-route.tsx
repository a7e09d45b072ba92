import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { COMPETITION_2025 } from '@shui/contract';
import { SkeletonLines } from '../../components/skeleton-lines';
import { queryClient } from '../../lib/query-client';
import { CompetitionPage } from './components/competition-page';
import './competition.css';

/**
 * /2025: the 2025 competition's page and registration. The page provides the query client (decision
 * 16) and a skeleton while its translations load.
 */
export default function CompetitionRoute() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense
        fallback={
          <div className="shui-page shui-page--banner shui-competition">
            <SkeletonLines rows={8} titleWidth="30%" />
          </div>
        }
      >
        <CompetitionPage competitionKey={COMPETITION_2025} />
      </Suspense>
    </QueryClientProvider>
  );
}
