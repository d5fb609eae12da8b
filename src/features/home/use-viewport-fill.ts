import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The height that fills the window below what sits above the element (banner and navbar):
 * docs/product/content.md#home.
 * Measured before paint (layout effect), so the hero never grows on screen (no layout shift).
 */
export function useViewportFill(ref: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const box = element.getBoundingClientRect();
      const fill = Math.max(320, Math.round(window.innerHeight - box.top - window.scrollY));
      // The stylesheet's estimate is usually right (Home.module.css): then nothing is set, and
      // hydration ends without a style change and a second layout of the page.
      setHeight((current) => (current === undefined && Math.abs(box.height - fill) < 1 ? current : fill));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref]);
  return height;
}
