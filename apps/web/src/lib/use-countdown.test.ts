import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limits } from '@shui/contract';
import { useCountdown } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('useCountdown', () => {
  it('is idle until started', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    advance(5000);
    expect(result.current.running).toBe(false);
  });

  it('counts the 60 seconds of the contract down one by one, then stops', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start());
    expect(result.current).toMatchObject({ remaining: limits.codeCountdownSeconds, running: true });
    advance(999);
    expect(result.current.remaining).toBe(60);
    advance(1);
    expect(result.current.remaining).toBe(59);
    advance(1000);
    expect(result.current.remaining).toBe(58);
    advance(57_000);
    expect(result.current).toMatchObject({ remaining: 1, running: true });
    advance(1000);
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    advance(10_000);
    expect(result.current.remaining).toBe(0);
  });

  it('can run again once it has ended', () => {
    const { result } = renderHook(() => useCountdown(3));
    act(() => result.current.start());
    advance(3000);
    expect(result.current.running).toBe(false);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(3);
    advance(1000);
    expect(result.current.remaining).toBe(2);
  });

  it('ends on time even when ticks came late (a throttled tab)', () => {
    const { result } = renderHook(() => useCountdown(10));
    act(() => result.current.start());
    // Only the clock moves, as in a background tab whose timers are held back.
    act(() => {
      vi.setSystemTime(Date.now() + 7500);
    });
    advance(1000);
    expect(result.current.remaining).toBe(2);
  });

  it('stops its timer when unmounted', () => {
    const { result, unmount } = renderHook(() => useCountdown());
    act(() => result.current.start());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
