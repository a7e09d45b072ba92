import { describe, expect, it } from 'vitest';
import { dayOf, formatCount, formatDuration, formatSize, isoOf } from './channel-format';

describe('channel formats', () => {
  it('shows a backend time as its day on the backend clock', () => {
    expect(dayOf('2025-10-08 23:30:00')).toBe('2025-10-08');
    expect(isoOf('2025-10-08 23:30:00')).toBe('2025-10-08T15:30:00.000Z');
    expect(dayOf('soon')).toBe('soon');
    expect(isoOf('soon')).toBeUndefined();
  });

  it('shows a video length as m:ss, or h:mm:ss from an hour', () => {
    expect(formatDuration(2715)).toBe('45:15');
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(3723)).toBe('1:02:03');
  });

  it('shows sizes in the largest unit under 1000 of it', () => {
    expect(formatSize(512, 'en')).toBe('512 B');
    expect(formatSize(86_500_000, 'en')).toBe('86.5 MB');
    expect(formatSize(912_000_000, 'en')).toBe('912 MB');
    expect(formatSize(2_100_000_000, 'fr')).toBe('2,1 GB');
  });

  it('groups counts as the language does', () => {
    expect(formatCount(11_820_000, 'en')).toBe('11,820,000');
    expect(formatCount(4210, 'zh')).toBe('4,210');
  });
});
