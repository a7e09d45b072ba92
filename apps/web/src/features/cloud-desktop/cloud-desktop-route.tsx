import { Button, Card, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';
import { isOnCampus } from '../../lib/portal-api';

type CampusState = 'checking' | 'onCampus' | 'offCampus' | 'failed';

/** /cloudDesktop: the cloud desktop opens on the campus network only, so the page asks first. */
export default function CloudDesktopRoute() {
  const { t } = useTranslation();
  const [state, setState] = useState<CampusState>('checking');

  useEffect(() => {
    let current = true;
    isOnCampus().then(
      (onCampus) => current && setState(onCampus ? 'onCampus' : 'offCampus'),
      // Logged by the api client (a silent call); the page says it could not tell.
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <Card title={t('cloudDesktop.title')} style={{ maxWidth: 560, margin: '48px auto' }}>
      {state === 'checking' && (
        <Result icon={<Spin size="large" />} title={t('cloudDesktop.checking')} role="status" />
      )}
      {state === 'onCampus' && (
        <Result
          status="success"
          title={t('cloudDesktop.onCampus')}
          extra={
            <Button type="primary" href={env.cloudDesktop} target="_blank" rel="noopener noreferrer">
              {t('cloudDesktop.open')}
            </Button>
          }
        />
      )}
      {state === 'offCampus' && <Result status="warning" title={t('cloudDesktop.offCampus')} />}
      {state === 'failed' && <Result status="error" title={t('cloudDesktop.failed')} />}
    </Card>
  );
}
