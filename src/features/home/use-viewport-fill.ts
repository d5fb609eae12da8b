import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The height that fills the window below what sits above the element (banner and navbar):
 * checkout-account-pages.md §9 "hero height equals window height minus banner or navbar".
 * Measured before paint (layout effect), so the hero never grows on screen (no layout shift).
 */
export function useViewportFill(ref: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const above = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(320, Math.round(window.innerHeight - above)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref]);
  return height;
}
