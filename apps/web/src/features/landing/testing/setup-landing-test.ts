import { loadTranslations } from '../../../lib/testing/load-translations';

/** The real i18n set-up, in zh, with the landing namespace loaded. */
export const loadLandingTranslations = () => loadTranslations('landing', 'zh');
