import type { Verdict } from '@shui/contract';

/** A pass rate (0-1, or null before any submission) as a whole percentage, or null. */
export function percent(rate: number | null): number | null {
  return rate === null ? null : Math.round(rate * 100);
}

/** How a verdict looks: its tone (a colour family) and whether the judge is still at it. */
export type VerdictTone = 'success' | 'error' | 'warning' | 'processing' | 'default';

export function verdictTone(verdict: Verdict): VerdictTone {
  switch (verdict) {
    case 'accepted':
      return 'success';
    case 'judging':
      return 'processing';
    case 'time-limit':
    case 'memory-limit':
    case 'output-limit':
      return 'warning';
    case 'system-error':
      return 'default';
    default:
      return 'error';
  }
}

/** Milliseconds as the console says them: "850 ms" under a second, "1.25 s" above. */
export function duration(ms: number): { unit: 'ms' | 's'; value: string } {
  return ms < 1000 ? { unit: 'ms', value: String(ms) } : { unit: 's', value: (ms / 1000).toFixed(2) };
}
