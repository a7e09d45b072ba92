import { languages } from '@shui/contract';
import { describe, expect, it } from 'vitest';

/** The tests a feature runs on its own translation namespace (all namespaces: locales/locales.test.ts). */

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

const fileOf = (locale: string, namespace: string) => `../../locales/${locale}/${namespace}.json`;

/** Every dotted key of a translation file, with its text. */
function flatten(value: unknown, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') keys.set(path, child);
    else for (const [k, v] of flatten(child, path)) keys.set(k, v);
  }
  return keys;
}

/**
 * The tests of `namespace`'s translations: the file exists in every language, each with exactly zh's keys
 * and none empty; `keys` (named `what` in the title) differ from the Chinese in every other language,
 * so they are really translated, not copied.
 */
export function describeTranslations(namespace: string, what: string, keys: string[]): void {
  const read = (locale: string) => flatten(files[fileOf(locale, namespace)]);
  const others = languages.filter((l) => l.locale !== 'zh').map((l) => l.locale);

  describe(`${namespace} translations`, () => {
    const zh = read('zh');

    it.each(others)('%s has exactly the keys of zh, none of them empty', (locale) => {
      const other = read(locale);
      expect([...other.keys()].sort()).toEqual([...zh.keys()].sort());
      for (const [key, text] of other) expect(text.trim(), key).not.toBe('');
    });

    it('exists for every language of the portal', () => {
      for (const { locale } of languages) expect(files).toHaveProperty([fileOf(locale, namespace)]);
    });

    it(`is really translated: ${what} differ from the Chinese`, () => {
      for (const locale of others) {
        for (const key of keys) {
          expect(read(locale).get(key), `${locale} ${key}`).not.toBe(zh.get(key));
        }
      }
    });
  });
}
