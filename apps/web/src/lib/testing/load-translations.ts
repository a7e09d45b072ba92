import type { Locale } from '@shui/contract';
import { i18n, initI18n } from '../i18n';
import { stubBrowser } from './stub-browser';

/** The real i18n set-up in `locale`, with a feature's namespaces loaded (and jsdom made fit for antd). */
export async function loadTranslations(namespaces: string | string[], locale: Locale = 'zh') {
  stubBrowser();
  if (!i18n.isInitialized) await initI18n(locale);
  else await i18n.changeLanguage(locale);
  await i18n.loadNamespaces(namespaces);
  return i18n;
}
