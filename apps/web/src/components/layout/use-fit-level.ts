import { useLayoutEffect, useState, type RefObject } from 'react';

const NONE: readonly number[] = [];

interface FitOptions {
  /** The level to start from (a phone starts compact). */
  min: number;
  max: number;
  /** When it changes (language, login), the levels are measured again from `min`. */
  resetKey: string;
}

/**
 * How far a one-line row must be compacted to fit, found by measuring rather than by fixed widths, since
 * the five languages' labels differ a lot in length. While the row overflows the level goes up one step;
 * each step remembers the width the level below needed, and the level comes back down once the row is
 * that wide again. Measured before paint, so no overflowing frame is shown. Without ResizeObserver
 * (jsdom) it is measured once.
 */
export function useFitLevel(row: RefObject<HTMLElement | null>, { min, max, resetKey }: FitOptions): number {
  const key = `${resetKey}|${min}`;
  const [fit, setFit] = useState<{ key: string; needed: readonly number[] }>({ key, needed: NONE });
  const needed = fit.key === key ? fit.needed : NONE;
  const level = Math.min(min + needed.length, max);

  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return;
    const check = () => {
      const overflowing = element.scrollWidth > element.clientWidth + 1;
      const widthBelow = needed.at(-1);
      if (overflowing && level < max) {
        setFit({ key, needed: [...needed, element.scrollWidth] });
      } else if (!overflowing && widthBelow !== undefined && element.clientWidth >= widthBelow) {
        setFit({ key, needed: needed.slice(0, -1) });
      }
    };
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [row, key, level, max, needed]);

  return level;
}
