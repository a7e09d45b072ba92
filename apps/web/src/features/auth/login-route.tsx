import { Spin } from 'antd';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { popups } from '../../lib/popups';
import { pageLocation } from '../../lib/safe-redirect';
import { isLoggedIn } from '../../lib/auth/token';
import { LoginForm } from './components/login-form';
import { loginTarget } from './login-target';
import './auth.css';

function LoginPageContent() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const target = loginTarget(params.get('redirect'));
  const loggedIn = isLoggedIn();
  const wantsRegister = params.get('register') === '1';

  // Where the header's register link lands when no dialog took it: the registration tip, if it is there.
  useEffect(() => {
    if (wantsRegister && !loggedIn) popups.open('registerTip');
  }, [wantsRegister, loggedIn]);

  if (loggedIn) return <Navigate to={target} replace />;
  return (
    <section className="shui-login-page" aria-labelledby="shui-login-page-title">
      <div className="shui-login-page__card">
        <h1 id="shui-login-page-title" className="shui-login-page__title">
          {t('page.title')}
        </h1>
        <p className="shui-login-page__intro">{t('page.intro')}</p>
        <LoginForm leave={() => pageLocation.replace(target)} />
      </div>
    </section>
  );
}

/** /login?redirect= : the login form as a page; after login a full load of the redirect (default /). */
export default function LoginPage() {
  return (
    <Suspense
      fallback={
        <div className="shui-login-page" role="status">
          <Spin />
        </div>
      }
    >
      <LoginPageContent />
    </Suspense>
  );
}
