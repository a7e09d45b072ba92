import { describe, expect, it } from 'vitest';
import { duration, percent, verdictTone } from './question-format';

describe('question labels', () => {
  it('shows a pass rate as a whole percentage, and none before any submission', () => {
    expect(percent(0.86)).toBe(86);
    expect(percent(0.005)).toBe(1);
    expect(percent(null)).toBeNull();
  });

  it('says milliseconds under a second and seconds above', () => {
    expect(duration(45)).toEqual({ unit: 'ms', value: '45' });
    expect(duration(1250)).toEqual({ unit: 's', value: '1.25' });
  });

  it('colours a verdict by what it means', () => {
    expect(verdictTone('accepted')).toBe('success');
    expect(verdictTone('wrong-answer')).toBe('error');
    expect(verdictTone('compile-error')).toBe('error');
    expect(verdictTone('time-limit')).toBe('warning');
    expect(verdictTone('memory-limit')).toBe('warning');
    expect(verdictTone('output-limit')).toBe('warning');
    expect(verdictTone('judging')).toBe('processing');
    expect(verdictTone('system-error')).toBe('default');
  });
});
