import { loadTranslations } from '../../../lib/testing/load-translations';

export { stubBrowser } from '../../../lib/testing/stub-browser';

/** The real i18n set-up with the center namespace loaded. */
export const loadCenterTranslations = (locale: 'zh' | 'en' = 'zh') => loadTranslations('center', locale);
