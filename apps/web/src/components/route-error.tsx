import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { isChunkLoadError } from '../lib/chunk';

/** A route that failed: a chunk that did not load gets a retry; anything else is logged and shown. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error('[route]', error);
  }, [error]);
  const chunk = isChunkLoadError(error);
  return (
    <Result
      status={chunk ? 'warning' : 'error'}
      title={t('chunkError.title')}
      subTitle={chunk ? t('chunkError.description') : String((error as Error | undefined)?.message ?? error)}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('chunkError.retry')}
        </Button>
      }
    />
  );
}
