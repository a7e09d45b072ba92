import { describe, expect, it } from 'vitest';
import { formatSize, isoTime, timeAgo } from './code-park-format';

// 2025-11-20 10:00:00 in China Standard Time.
const now = Date.UTC(2025, 10, 20, 2, 0, 0);

describe('timeAgo', () => {
  it('says how long ago, to the largest whole unit, in the language asked for', () => {
    expect(timeAgo('2025-11-20 09:59:40', now, 'zh')).toBe('现在');
    expect(timeAgo('2025-11-20 07:45:00', now, 'zh')).toBe('2小时前');
    expect(timeAgo('2025-11-20 07:45:00', now, 'en')).toBe('2 hours ago');
    expect(timeAgo('2025-11-19 09:00:00', now, 'en')).toBe('yesterday');
    expect(timeAgo('2025-11-17 10:00:00', now, 'fr')).toBe('il y a 3 jours');
    expect(timeAgo('2025-11-06 10:00:00', now, 'es')).toBe('hace 2 semanas');
    expect(timeAgo('2025-08-20 10:00:00', now, 'it')).toBe('3 mesi fa');
  });

  it('counts a time a little ahead as now, and shows an unreadable one as it came', () => {
    expect(timeAgo('2025-11-20 10:05:00', now, 'en')).toBe('now');
    expect(timeAgo('yesterday-ish', now, 'en')).toBe('yesterday-ish');
  });
});

describe('formatSize', () => {
  it('uses B, KB and MB with one decimal at most', () => {
    expect(formatSize(89, 'en')).toBe('89 B');
    expect(formatSize(2150, 'en')).toBe('2.1 KB');
    expect(formatSize(2150, 'fr')).toBe('2,1 KB');
    expect(formatSize(1024 * 1024 * 1.5, 'zh')).toBe('1.5 MB');
  });
});

describe('isoTime', () => {
  it('reads backend times as China Standard Time', () => {
    expect(isoTime('2025-11-20 10:00:00')).toBe('2025-11-20T02:00:00.000Z');
    expect(isoTime('nonsense')).toBe('');
  });
});
