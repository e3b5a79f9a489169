import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * A phone or tablet: the main pointer is a finger, or nothing can hover. Such devices cannot drag a
 * file onto the page (docs/decisions/0034-form-fields-and-touch-wording.md).
 */
export const TOUCH_QUERY = '(pointer: coarse), (hover: none)';
