import { useSyncExternalStore } from 'react';

/** Phones: below antd's md breakpoint the menu collapses into a drawer. */
export const PHONE_QUERY = '(max-width: 767.98px)';

/**
 * Whether a media query matches, read synchronously (no first frame with the wrong layout). Without
 * matchMedia (jsdom, very old browsers) it answers false: the desktop layout.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
