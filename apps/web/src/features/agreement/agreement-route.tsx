import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { SkeletonLines } from '../../components/skeleton-lines';
import { AGREEMENT_SECTIONS, AgreementText, sectionAnchor } from '../../components/agreement/agreement-text';
import '../../components/agreement/agreement.css';

function AgreementPage() {
  const { t } = useTranslation(['agreement', 'common']);
  const { hash } = useLocation();
  // /agreement#privacy from another page (the footer's privacy policy): the section exists only now.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <article className="shui-page shui-agreement" aria-labelledby="shui-agreement-title">
      <PageBreadcrumb items={[{ label: t('common:routes.agreement') }]} />
      <h1 id="shui-agreement-title" className="shui-page__title">
        {t('title')}
      </h1>
      <nav className="shui-agreement__contents" aria-label={t('contents')}>
        <ol>
          {AGREEMENT_SECTIONS.map(([section]) => (
            <li key={section}>
              <a href={`#${sectionAnchor(section)}`}>{t(`sections.${section}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      <AgreementText level={2} anchors />
    </article>
  );
}

/**
 * /agreement: the user agreement the login dialog asks the user to accept (《水杉在线用户协议》), linked
 * from the dialog and the footer; its privacy section is the footer's privacy policy (#privacy).
 */
export default function AgreementRoute() {
  return (
    <Suspense
      fallback={
        <div className="shui-page shui-agreement">
          <SkeletonLines rows={10} titleWidth="30%" />
        </div>
      }
    >
      <AgreementPage />
    </Suspense>
  );
}
