import { describe, expect, it } from 'vitest';
import { languages } from '@shui/contract';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/home.json', {
  eager: true,
  import: 'default',
});

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

const read = (locale: string) => flatten(files[`../../locales/${locale}/home.json`]);

describe('home translations', () => {
  const zh = read('zh');

  it.each(languages.filter((l) => l.locale !== 'zh').map((l) => l.locale))(
    '%s has exactly the keys of zh, none of them empty',
    (locale) => {
      const other = read(locale);
      expect([...other.keys()].sort()).toEqual([...zh.keys()].sort());
      for (const [key, text] of other) expect(text.trim(), key).not.toBe('');
    },
  );

  it('exists for every language of the portal', () => {
    for (const { locale } of languages) expect(files).toHaveProperty([`../../locales/${locale}/home.json`]);
  });

  it('is really translated: the tour buttons differ from the Chinese', () => {
    for (const { locale } of languages.filter((l) => l.locale !== 'zh')) {
      for (const key of ['tour.next', 'tour.prev', 'tour.done', 'tour.end']) {
        expect(read(locale).get(key), `${locale} ${key}`).not.toBe(zh.get(key));
      }
    }
  });
});
