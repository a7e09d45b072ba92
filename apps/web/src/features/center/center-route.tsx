import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../lib/query-client';
import { CenterPage } from './components/center-page';

function CenterLoading() {
  const { t } = useTranslation();
  return (
    <div className="shui-center" role="status">
      {t('app.loading')}
    </div>
  );
}

/** The personal centre (/center, /center/index); its translations load with it; its reads are queries. */
export default function CenterRoute() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<CenterLoading />}>
        <CenterPage />
      </Suspense>
    </QueryClientProvider>
  );
}
