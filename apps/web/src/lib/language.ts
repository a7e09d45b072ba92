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

/** antd locales loaded so far: the first render finds the page's one here (see useAntdLocale). */
const loadedAntdLocales = new Map<Locale, AntdLocale>();

async function loadAntdLocale(locale: Locale): Promise<AntdLocale> {
  const known = antdLocales[locale] ? locale : 'zh';
  const loaded = loadedAntdLocales.get(known);
  if (loaded) return loaded;
  const { default: antdLocale } = await antdLocales[known]();
  loadedAntdLocales.set(known, antdLocale);
  return antdLocale;
}

const dayjsLocales: Record<Locale, { name: string; load: () => Promise<unknown> }> = {
  zh: { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  en: { name: 'en', load: () => Promise.resolve() },
  it: { name: 'it', load: () => import('dayjs/locale/it') },
  fr: { name: 'fr', load: () => import('dayjs/locale/fr') },
  es: { name: 'es', load: () => import('dayjs/locale/es') },
};

const htmlLang: Record<Locale, string> = { zh: 'zh-CN', en: 'en', it: 'it', fr: 'fr', es: 'es' };

/**
 * Switches i18next, dayjs and the page language together; antd's locale follows via useAntdLocale. The
 * antd locale is loaded here too, so the first render already has it (a failed load leaves antd's own).
 */
export async function applyLocale(locale: Locale): Promise<void> {
  // Remembered at once: the choice holds over a reload even while its texts are still loading.
  rememberLocale(locale);
  const day = dayjsLocales[locale];
  await Promise.all([i18n.changeLanguage(locale), day.load(), loadAntdLocale(locale).catch(() => undefined)]);
  dayjs.locale(day.name);
  document.documentElement.lang = htmlLang[locale];
}

export function currentLocale(): Locale {
  return (i18n.resolvedLanguage ?? i18n.language) as Locale;
}

/**
 * antd's locale object for the current language. It is never undefined once a page has rendered with
 * one: antd's ConfigProvider wraps its children in one more provider only when a locale is set, so going
 * from none to one would mount the whole page again (and run its on-load calls twice).
 */
export function useAntdLocale(): AntdLocale | undefined {
  const [locale, setLocale] = useState<AntdLocale | undefined>(() => loadedAntdLocales.get(currentLocale()));
  const load = useCallback((lng: string) => {
    void loadAntdLocale(lng as Locale).then(setLocale, () => undefined);
  }, []);
  useEffect(() => {
    load(currentLocale());
    i18n.on('languageChanged', load);
    return () => i18n.off('languageChanged', load);
  }, [load]);
  return locale;
}
