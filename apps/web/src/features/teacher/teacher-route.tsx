import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../lib/query-client';
import { TeacherPage } from './components/teacher-page';

function TeacherLoading() {
  const { t } = useTranslation();
  return (
    <div className="shui-teacher" role="status">
      {t('app.loading')}
    </div>
  );
}

/** The teacher view (/teacher); its translations load with it; its reads are queries. */
export default function TeacherRoute() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<TeacherLoading />}>
        <TeacherPage />
      </Suspense>
    </QueryClientProvider>
  );
}
