import { useCallback, useEffect, useState } from 'react';
import dayjs from 'dayjs';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from '@shui/contract';
import { i18n, rememberLocale } from './i18n';

const antdLocales: Record<Locale, () => Promise<{ default: AntdLocale }>> = {
  zh: () => import('antd/es/locale/zh_CN'),
  en: () => import('antd/es/locale/en_US'),
  it: () => import('antd/es/locale/it_IT'),
  fr: () => import('antd/es/locale/fr_FR'),
  es: () => import('antd/es/locale/es_ES'),
};

const dayjsLocales: Record<Locale, { name: string; load: () => Promise<unknown> }> = {
  zh: { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  en: { name: 'en', load: () => Promise.resolve() },
  it: { name: 'it', load: () => import('dayjs/locale/it') },
  fr: { name: 'fr', load: () => import('dayjs/locale/fr') },
  es: { name: 'es', load: () => import('dayjs/locale/es') },
};

const htmlLang: Record<Locale, string> = { zh: 'zh-CN', en: 'en', it: 'it', fr: 'fr', es: 'es' };

/** Switches i18next, dayjs and the page language together; antd's locale follows via useAntdLocale. */
export async function applyLocale(locale: Locale): Promise<void> {
  const day = dayjsLocales[locale];
  await Promise.all([i18n.changeLanguage(locale), day.load()]);
  dayjs.locale(day.name);
  document.documentElement.lang = htmlLang[locale];
  rememberLocale(locale);
}

export function currentLocale(): Locale {
  return (i18n.resolvedLanguage ?? i18n.language) as Locale;
}

/** antd's locale object for the current language, loaded on demand. */
export function useAntdLocale(): AntdLocale | undefined {
  const [locale, setLocale] = useState<AntdLocale>();
  const load = useCallback((lng: string) => {
    const loader = antdLocales[lng as Locale] ?? antdLocales.zh;
    void loader().then((m) => setLocale(m.default));
  }, []);
  useEffect(() => {
    load(currentLocale());
    i18n.on('languageChanged', load);
    return () => i18n.off('languageChanged', load);
  }, [load]);
  return locale;
}
