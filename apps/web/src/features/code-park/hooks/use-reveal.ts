import { useEffect, useRef, type RefObject } from 'react';

/** How much of the shown part must be on screen, below its top, for it to count as in view. */
const IN_VIEW_PX = 240;

/**
 * Brings what the user just opened into view: when `key` changes (not on the first render), the
 * `container` is scrolled to the top of the screen (below the sticky header: its `scroll-margin-top`)
 * unless its top is already on screen with room below, and its `[data-reveal]` element takes the focus
 * if it was scrolled to, if `alwaysFocus`, or if the focus was lost (the link the user followed is gone).
 * On a phone the file opened from the tree is far below it; beside the tree (a wide screen) it is
 * already there, and the focus stays in the tree to open the next one.
 */
export function useReveal(key: string, container: RefObject<HTMLElement | null>, alwaysFocus: boolean): void {
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    const box = container.current;
    if (!box) return;
    const target = box.querySelector<HTMLElement>('[data-reveal]') ?? box;
    const top = box.getBoundingClientRect().top;
    const margin = parseFloat(getComputedStyle(box).scrollMarginTop) || 0;
    const inView = top >= margin - 1 && top <= window.innerHeight - IN_VIEW_PX;
    const active = document.activeElement;
    const focusLost = active === null || active === document.body || !active.isConnected;
    if (!inView) box.scrollIntoView?.({ block: 'start' });
    if (!inView || alwaysFocus || focusLost) target.focus({ preventScroll: true });
  }, [key, container, alwaysFocus]);
}
