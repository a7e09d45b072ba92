/** Nearest-rank percentile of numbers sorted ascending; p in [0, 100]. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? Number.NaN;
}

export function sortedNumbers(values: Iterable<number>): Float64Array {
  return Float64Array.from(values).sort();
}

export function median(values: Iterable<number>): number {
  return percentile(sortedNumbers(values), 50);
}

export const round = (value: number, digits = 1): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};
