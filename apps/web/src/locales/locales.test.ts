import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, languages } from '@shui/contract';

/**
 * zh is the reference: every namespace file in locales/zh must exist in every other language with the same
 * keys, non-empty strings, the same {{placeholders}} and no Chinese left over. A namespace added in zh
 * without its translations fails here on purpose.
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const files = import.meta.glob<Json>('./*/*.json', { eager: true, import: 'default' });

/** `namespace:dotted.key` entries whose translations may keep Chinese characters (verbatim in every language). */
const CHINESE_ALLOWED = new Set(['common:footer.filing']);

/** The product name, written the same way in every language. */
const PRODUCT_NAME = { zh: '水杉在线', other: 'Shuishan Online' };

/** Han characters, CJK punctuation (。、「」) and full-width forms (：，（）！). */
const CHINESE = /[\p{Script=Han}\u3000-\u303f\uff01-\uff5e]/gu;
const PLACEHOLDER = /\{\{\s*([^}]*?)\s*\}\}/g;
const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'];

const byLanguage = new Map<string, Map<string, Json>>();
for (const [path, content] of Object.entries(files)) {
  const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) throw new Error(`unexpected locale file ${path}`);
  const [, lng, ns] = match as unknown as [string, string, string];
  if (!byLanguage.has(lng)) byLanguage.set(lng, new Map());
  byLanguage.get(lng)!.set(ns, content);
}

const reference = byLanguage.get(DEFAULT_LOCALE) ?? new Map<string, Json>();
const namespaces = [...reference.keys()].sort();
const targets = languages.map((l) => l.locale as string).filter((l) => l !== DEFAULT_LOCALE);

/** Leaves by dotted path; an empty object or array counts as a (non-string) leaf. */
function flatten(value: Json, prefix = '', out = new Map<string, Json>()): Map<string, Json> {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value);
    if (entries.length === 0) out.set(prefix, value);
    for (const [key, child] of entries) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function placeholders(value: Json | undefined): string[] {
  if (typeof value !== 'string') return [];
  // `{{count, number}}` and `{{count}}` name the same variable: compare names, not formats.
  const names = [...value.matchAll(PLACEHOLDER)].map((m) => m[1]!.split(',')[0]!.trim());
  return [...new Set(names)].sort();
}

/**
 * The keys a language must have for one zh key. zh has a single plural form (`x_other`); a plural key
 * (one whose zh text uses {{count}}) needs every plural form of the target language, since i18next falls
 * back to the Chinese text when one is missing (e.g. `_many` in fr/it/es).
 */
function expectedKeys(key: string, zhValue: Json, lng: string): { keys: string[]; plural: boolean } {
  const base = /^(.+)_other$/.exec(key)?.[1];
  if (base === undefined || !placeholders(zhValue).includes('count')) return { keys: [key], plural: false };
  const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  return { keys: categories.map((c) => `${base}_${c}`), plural: true };
}

function list(title: string, keys: string[]): string[] {
  return keys.length ? [`${title} (${keys.length}): ${keys.join(', ')}`] : [];
}

function compare(ns: string, lng: string): string[] {
  const zh = flatten(reference.get(ns)!);
  const file = byLanguage.get(lng)?.get(ns);
  if (file === undefined) return [`missing file ${lng}/${ns}.json (zh has ${zh.size} keys)`];
  const translated = flatten(file);

  const expected = new Map<string, { zhKey: string; plural: boolean }>();
  for (const [zhKey, zhValue] of zh) {
    const { keys, plural } = expectedKeys(zhKey, zhValue, lng);
    for (const key of keys) expected.set(key, { zhKey, plural });
  }
  // Optional plural forms i18next also reads (e.g. `x_zero`) are not extra keys.
  const optionalPlural = (key: string) => {
    const m = /^(.+)_([a-z]+)$/.exec(key);
    return !!m && PLURAL_SUFFIXES.includes(m[2]!) && expected.get(`${m[1]}_other`)?.plural === true;
  };

  const missing = [...expected.keys()].filter((k) => !translated.has(k));
  const extra = [...translated.keys()].filter((k) => !expected.has(k) && !optionalPlural(k));
  const empty: string[] = [];
  const wrongPlaceholders: string[] = [];
  const chinese: string[] = [];
  const productName: string[] = [];

  for (const [key, value] of translated) {
    if (typeof value !== 'string' || value.trim() === '') {
      empty.push(key);
      continue;
    }
    const source =
      expected.get(key) ??
      (optionalPlural(key) ? expected.get(key.replace(/_[a-z]+$/, '_other')) : undefined);
    if (!source) continue;
    const zhValue = zh.get(source.zhKey);

    let want = placeholders(zhValue);
    let have = placeholders(value);
    // "one" / "zero" forms may spell the number out instead of using {{count}}.
    if (source.plural && !key.endsWith('_other')) {
      want = want.filter((p) => p !== 'count');
      have = have.filter((p) => p !== 'count');
    }
    if (want.join() !== have.join()) {
      wrongPlaceholders.push(
        `${key} [${have.map((p) => `{{${p}}}`).join(' ')}] ≠ zh [${want.map((p) => `{{${p}}}`).join(' ')}]`,
      );
    }

    if (!CHINESE_ALLOWED.has(`${ns}:${source.zhKey}`)) {
      const found = value.match(CHINESE);
      if (found) chinese.push(`${key} "${[...new Set(found)].join('')}"`);
    }
    if (
      typeof zhValue === 'string' &&
      zhValue.includes(PRODUCT_NAME.zh) &&
      !value.includes(PRODUCT_NAME.other)
    ) {
      productName.push(key);
    }
  }

  return [
    ...list('missing keys', missing),
    ...list('extra keys', extra),
    ...list('empty or non-string values', empty),
    ...list('placeholders differ from zh', wrongPlaceholders),
    ...list('Chinese characters left (allow a key in CHINESE_ALLOWED only if it stays verbatim)', chinese),
    ...list(`"${PRODUCT_NAME.zh}" not written "${PRODUCT_NAME.other}"`, productName),
  ];
}

describe('locales', () => {
  it('has zh namespaces and the languages of the contract', () => {
    expect(namespaces).toContain('common');
    expect(targets).toEqual(expect.arrayContaining(['en', 'it', 'fr', 'es']));
  });

  it('has no language or namespace that zh does not define', () => {
    const stray = [...byLanguage.entries()].flatMap(([lng, nss]) =>
      lng === DEFAULT_LOCALE
        ? []
        : targets.includes(lng)
          ? [...nss.keys()].filter((ns) => !reference.has(ns)).map((ns) => `${lng}/${ns}.json`)
          : [`${lng}/ (not a language of @shui/contract)`],
    );
    expect(stray, 'locale files without a zh reference').toEqual([]);
  });

  it('allows Chinese only for keys that exist in zh', () => {
    const unknown = [...CHINESE_ALLOWED].filter((entry) => {
      const [ns, key] = entry.split(':') as [string, string];
      return !reference.has(ns) || !flatten(reference.get(ns)!).has(key);
    });
    expect(unknown, 'CHINESE_ALLOWED entries with no zh key').toEqual([]);
  });

  describe.each(namespaces)('%s', (ns) => {
    it.each(targets)(`%s/${ns}.json matches zh/${ns}.json`, (lng) => {
      const problems = compare(ns, lng);
      expect(problems, `${lng}/${ns}.json:\n  ${problems.join('\n  ')}\n`).toEqual([]);
    });
  });
});
