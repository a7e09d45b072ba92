import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { isChunkLoadError } from '../lib/chunk';

/**
 * A route that failed: a chunk that did not load gets a retry; anything else is logged and shown.
 * Kept light (no extra antd component) because it is in the first bundle.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error('[route]', error);
  }, [error]);
  const chunk = isChunkLoadError(error);
  return (
    <section
      role="alert"
      style={{ maxWidth: 560, margin: '15vh auto', padding: '0 16px', textAlign: 'center' }}
    >
      <h1 style={{ fontSize: 22 }}>{t('chunkError.title')}</h1>
      <p style={{ color: '#5b6b61' }}>
        {chunk ? t('chunkError.description') : String((error as Error | undefined)?.message ?? error)}
      </p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('chunkError.retry')}
      </Button>
    </section>
  );
}
