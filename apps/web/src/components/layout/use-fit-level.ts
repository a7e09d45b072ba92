import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

const NONE: readonly number[] = [];

interface FitOptions {
  /** The level to start from (a phone starts compact). */
  min: number;
  max: number;
  /**
   * The texts the row's width depends on (language, login, names). When it changes, the levels are
   * measured again from `min`: the widths remembered for the old texts would keep the row compacted
   * after a long text (a placeholder name) gave way to a shorter one.
   */
  resetKey: string;
}

/**
 * How far a one-line row must be compacted to fit, found by measuring rather than by fixed widths, since
 * the five languages' labels differ a lot in length. While the row overflows the level goes up one step;
 * each step remembers the width the level below needed, and the level comes back down once the row is
 * that wide again. Measured before paint, so no overflowing frame is shown; measured again when a font
 * finishes loading (the widths taken with the fallback font no longer hold). Without ResizeObserver
 * (jsdom) it is measured once.
 */
export function useFitLevel(row: RefObject<HTMLElement | null>, { min, max, resetKey }: FitOptions): number {
  const fontsLoaded = useFontLoads();
  const key = `${resetKey}|${min}|${fontsLoaded}`;
  const [fit, setFit] = useState<{ key: string; needed: readonly number[] }>({ key, needed: NONE });
  const needed = fit.key === key ? fit.needed : NONE;
  const level = Math.min(min + needed.length, max);

  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return;
    const check = () => {
      const overflowing = element.scrollWidth > element.clientWidth;
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

/** How many times fonts have finished loading on the page (document.fonts' loadingdone). */
function useFontLoads(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts || typeof fonts.addEventListener !== 'function') return;
    const onLoaded = () => setCount((n) => n + 1);
    fonts.addEventListener('loadingdone', onLoaded);
    return () => fonts.removeEventListener('loadingdone', onLoaded);
  }, []);
  return count;
}
