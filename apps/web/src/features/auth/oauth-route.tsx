import { Button, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pageLocation, safeRedirect } from '../../lib/safe-redirect';
import { setToken } from '../../lib/auth/token';
import { paths } from '../../config/paths';

/**
 * /oauth?access_token=&redirect= : stores the token handed over by another service and goes on with a
 * full load (so the page starts with the session), replacing this history entry so the token does not
 * stay in the history. Without a token it says so and offers the way home.
 */
export default function OAuthRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('access_token')?.trim() ?? '';
  const redirect = params.get('redirect');

  useEffect(() => {
    if (!token) return;
    setToken(token);
    pageLocation.replace(safeRedirect(redirect));
  }, [token, redirect]);

  if (!token) {
    return (
      <Result
        status="warning"
        title={t('oauth.missingToken')}
        extra={
          <Link to={paths.home}>
            <Button type="primary">{t('notFound.backHome')}</Button>
          </Link>
        }
      />
    );
  }
  return <Result icon={<Spin size="large" />} title={t('oauth.signingIn')} />;
}
