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
    // A value and the plural forms of its noun (`{count|rule|rules}`) name the same placeholder.
    const placeholders = (text: string) =>
      [...new Set([...text.matchAll(/\{(\w+)(?:\|[^{}]*)?\}/g)].map((m) => m[1]))].sort();
    for (const key of Object.keys(zh) as Array<keyof typeof zh>)
      expect(placeholders(en[key]), key).toEqual(placeholders(zh[key]));
  });

  it('says one rule and two rules in English: the noun follows the number', () => {
    expect(format(en['faults.clearConfirm'], { count: 1 })).toBe(
      'Remove the only rule? Those of scenarios go too.',
    );
    expect(format(en['faults.clearConfirm'], { count: 3 })).toBe(
      'Remove all 3 rules? Those of scenarios go too.',
    );
    expect(format(en['faults.cleared'], { count: 1 })).toBe('1 rule removed');
    expect(format(en['faults.cleared'], { count: 2 })).toBe('2 rules removed');
    expect(format(en['seed.resetDone'], { users: 1 })).toBe('Reset: 1 user');
    expect(format(en['state.valid'], { file: 'a.json', users: 1, notifications: 0, organisations: 1 })).toBe(
      'a.json is valid: 1 user, 0 notifications, 1 organisation.',
    );
    // No English noun is left to follow a number on its own.
    for (const [key, text] of Object.entries(en))
      expect(text, key).not.toMatch(
        /\{(count|users|total|notifications|organisations)\} (rules|users|notifications|organisations)\b/,
      );
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(format('已添加 {users} / {total} 个用户', { users: 3, total: 10 })).toBe('已添加 3 / 10 个用户');
    expect(format('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
