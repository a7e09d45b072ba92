import { loadTranslations } from '../../../lib/testing/load-translations';

export { stubBrowser } from '../../../lib/testing/stub-browser';

/** The real i18n set-up with the home namespace loaded. */
export const loadHomeTranslations = (locale: 'zh' | 'en' = 'zh') => loadTranslations('home', locale);
