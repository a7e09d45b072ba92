import { describe, expect, it } from 'vitest';
import { isoOf, timeRange, toMinute } from './competition-format';

describe('competition times', () => {
  it('shows a backend time to the minute', () => {
    expect(toMinute('2025-12-01 09:30:59')).toBe('2025-12-01 09:30');
  });

  it('drops the end date of a range within one day, keeps it across days', () => {
    expect(timeRange('2025-12-01 09:00:00', '2025-12-01 17:30:00')).toBe('2025-12-01 09:00 – 17:30');
    expect(timeRange('2025-12-01 09:00:00', '2025-12-03 09:00:00')).toBe(
      '2025-12-01 09:00 – 2025-12-03 09:00',
    );
  });

  it('writes the machine-readable time in China Standard Time', () => {
    expect(isoOf('2025-12-01 09:30:00')).toBe('2025-12-01T09:30:00+08:00');
  });
});
