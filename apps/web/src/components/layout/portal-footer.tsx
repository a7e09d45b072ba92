import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import dase from '../../assets/layout/sponsors/dase.svg';
import ecnu from '../../assets/layout/sponsors/ecnu.svg';
import { env } from '../../config/env';
import { popups } from '../../lib/popups';
import { paths } from '../../config/paths';

/** Where mainland ICP filing numbers link to. */
const FILING_REGISTRY = 'https://beian.miit.gov.cn/';
const MAIL_ADDRESS = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;

/** The contact line with its e-mail address as a mailto link (the label around it is translated). */
function EmailLine({ text }: { text: string }) {
  const match = MAIL_ADDRESS.exec(text);
  if (!match) return <>{text}</>;
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  return (
    <>
      {before}
      <a href={`mailto:${match[0]}`}>{match[0]}</a>
      {after}
    </>
  );
}

/**
 * Service links (problem feedback opens the feedback dialog, so everyone can reach it; the user agreement
 * and its privacy section), sponsors, contact, copyright and the filing number. "About" goes to the home
 * page's About section (#shui-about).
 */
export function PortalFooter() {
  const { t } = useTranslation(['common', 'layout']);
  const newTab = <span className="shui-visually-hidden">{t('layout:header.newTab')}</span>;
  return (
    <footer className="shui-footer">
      <div className="shui-container shui-footer__grid">
        <section aria-labelledby="shui-footer-services">
          <h2 id="shui-footer-services">{t('footer.services')}</h2>
          <ul className="shui-footer__links">
            <li>
              <Link to={`${paths.home}#shui-about`}>{t('footer.about')}</Link>
            </li>
            <li>
              <button
                type="button"
                className="shui-footer__link-button"
                onClick={() => popups.open('feedback')}
              >
                {t('sidebar.feedback')}
              </button>
            </li>
            <li>
              <Link to={paths.agreement}>{t('footer.agreement')}</Link>
            </li>
            <li>
              <Link to={`${paths.agreement}#privacy`}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <a href={env.helpSite} target="_blank" rel="noopener noreferrer">
                {t('footer.help')}
                {newTab}
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="shui-footer-contact">
          <h2 id="shui-footer-contact">{t('footer.contact')}</h2>
          <address className="shui-footer__contact">
            <p>{t('footer.address')}</p>
            <p>
              <EmailLine text={t('footer.email')} />
            </p>
          </address>
        </section>
        <section aria-labelledby="shui-footer-sponsors" className="shui-footer__sponsors">
          <h2 id="shui-footer-sponsors">{t('footer.sponsors')}</h2>
          <ul>
            <li>
              <img src={ecnu} alt={t('layout:footer.sponsorEcnu')} width={200} height={44} />
            </li>
            <li>
              <img src={dase} alt={t('layout:footer.sponsorDase')} width={240} height={44} />
            </li>
          </ul>
        </section>
      </div>
      <div className="shui-footer__bottom">
        <div className="shui-container shui-footer__bottom-inner">
          <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
          <a href={FILING_REGISTRY} target="_blank" rel="noopener noreferrer">
            {t('footer.filing')}
            {newTab}
          </a>
        </div>
      </div>
    </footer>
  );
}
