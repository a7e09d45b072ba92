import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { readPlace } from './code-park-search';
import { CodeParkPage } from './components/code-park-page';
import { SectionSkeleton } from '../../components/load-states';
import './code-park.css';

/**
 * /codePark/codeParkDetail?courseId=: the course's code park, public like the course hall. The query
 * client is provided here (decision 16); a skeleton stands while the page's translations load.
 */
export default function CodeParkRoute() {
  const [search] = useSearchParams();
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense
        fallback={
          <div className="shui-page shui-page--banner shui-code-park">
            <SectionSkeleton title={false} rows={8} />
          </div>
        }
      >
        <CodeParkPage place={readPlace(search)} />
      </Suspense>
    </QueryClientProvider>
  );
}
