import { describe, expect, it } from 'vitest';
import { browserLanguage, format } from './i18n';
import { en, zh } from './messages';

describe('the panel languages', () => {
  it('starts in Chinese for a browser that prefers it, in English otherwise', () => {
    expect(browserLanguage(['zh-CN', 'en'])).toBe('zh');
    expect(browserLanguage(['zh-TW'])).toBe('zh');
    expect(browserLanguage(['en-GB', 'zh-CN'])).toBe('en');
    expect(browserLanguage(['fr-FR', 'zh-CN'])).toBe('zh');
    expect(browserLanguage(['fr-FR'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('has every text in both languages, with the same placeholders', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(zh) as Array<keyof typeof zh>)
      expect(placeholders(en[key]), key).toEqual(placeholders(zh[key]));
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(format('已添加 {users} / {total} 个用户', { users: 3, total: 10 })).toBe('已添加 3 / 10 个用户');
    expect(format('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
