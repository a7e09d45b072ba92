import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, languages, type Locale } from '@shui/contract';
import common from '../locales/zh/common.json';
import errors from '../locales/zh/errors.json';
import layout from '../locales/zh/layout.json';

/** Namespaces loaded at start; feature namespaces load with their feature. */
export const zhResources = { common, errors, layout } as const;
export const defaultNS = 'common';

const STORAGE_KEY = 'shui-lang';
const LOCALES = languages.map((l) => l.locale) as readonly Locale[];

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

/** Loads `locales/<lng>/<ns>.json` on demand, so a language costs nothing until it is chosen. */
const lazyFiles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = files[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`no translations ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language chosen before (localStorage), else zh. */
export function initialLocale(): Locale {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isLocale(saved) ? saved : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage may be off (private mode); the choice then lasts for this page only.
  }
}

export const i18n = i18next;

/** Starts i18next: zh is bundled, other languages and namespaces load lazily. */
export async function initI18n(locale: Locale = initialLocale()): Promise<typeof i18next> {
  await i18next
    .use(lazyFiles)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ns: ['common', 'errors', 'layout'],
      defaultNS,
      partialBundledLanguages: true,
      resources: { zh: zhResources },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return i18next;
}
