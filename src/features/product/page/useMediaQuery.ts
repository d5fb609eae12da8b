import { useSyncExternalStore } from 'react';

/** Whether a media query matches now, following changes (window resize, rotation). */
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

/** docs/product/catalogue.md#constants: the gallery shows thumbnails and zoom on screens wider than 1024 px. */
export const GALLERY_DESKTOP_QUERY = '(min-width: 1025px)';
