import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CenterPage } from './components/center-page';

function CenterLoading() {
  const { t } = useTranslation();
  return (
    <div className="shui-center" role="status">
      {t('app.loading')}
    </div>
  );
}

/** The personal centre (/center, /center/index); its translations load with it. */
export default function CenterRoute() {
  return (
    <Suspense fallback={<CenterLoading />}>
      <CenterPage />
    </Suspense>
  );
}
