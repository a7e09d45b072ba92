import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { en, zh, type MessageKey } from './messages';

export type PanelLanguage = 'zh' | 'en';
export const PANEL_LANGUAGES: readonly PanelLanguage[] = ['zh', 'en'];
const STORAGE_KEY = 'shui-panel-language';
const dictionaries: Record<PanelLanguage, Record<MessageKey, string>> = { zh, en };

/** The language a first visit gets: zh for a browser that prefers Chinese, en otherwise. */
export function browserLanguage(languages: readonly string[]): PanelLanguage {
  for (const tag of languages) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('zh')) return 'zh';
    if (lower.startsWith('en')) return 'en';
  }
  return 'en';
}

function initialLanguage(): PanelLanguage {
  const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
  if (saved === 'zh' || saved === 'en') return saved;
  return browserLanguage(globalThis.navigator?.languages ?? []);
}

/**
 * A text with its parts filled in: `{name}` is the value; `{name|one|other}` is `one` when the value is
 * 1 and `other` otherwise, `#` in it being the value (English plurals: "1 rule", "2 rules").
 */
export function format(text: string, values: Record<string, string | number> = {}): string {
  return text
    .replace(/\{(\w+)\|([^{}|]*)\|([^{}|]*)\}/g, (all, name: string, one: string, other: string) =>
      values[name] === undefined
        ? all
        : (Number(values[name]) === 1 ? one : other).replace(/#/g, String(values[name])),
    )
    .replace(/\{(\w+)\}/g, (all, name: string) => (values[name] === undefined ? all : String(values[name])));
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

interface I18n {
  language: PanelLanguage;
  setLanguage: (language: PanelLanguage) => void;
  t: Translate;
}

const I18nContext = createContext<I18n | undefined>(undefined);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setState] = useState<PanelLanguage>(initialLanguage);
  const setLanguage = useCallback((next: PanelLanguage) => {
    setState(next);
    globalThis.localStorage?.setItem(STORAGE_KEY, next);
  }, []);
  useEffect(() => {
    document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
    document.title = dictionaries[language]['app.title'];
  }, [language]);
  const value = useMemo<I18n>(
    () => ({
      language,
      setLanguage,
      t: (key, values) => format(dictionaries[language][key], values),
    }),
    [language, setLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}

export const useT = (): Translate => useI18n().t;
