import { useEffect, type RefObject } from 'react';
import { trackHover } from '../lib';

// A card's `hover` (decision 143): the mouse rests on it for HOVER_DWELL_MS, not a pointer passing
// over it on its way elsewhere; once per card and page view, so a hand moving around a grid sends
// a few events, never a stream. Touch and pen have no hover: a tap is a click.

/** How long the mouse stays on a card before it counts as a hover. */
export const HOVER_DWELL_MS = 800;

export function useHover(ref: RefObject<HTMLElement | null>, article: { id: number; slug: string }): void {
  const { id, slug } = article;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const leave = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const enter = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        trackHover(id, { slug });
      }, HOVER_DWELL_MS);
    };
    element.addEventListener('pointerenter', enter);
    element.addEventListener('pointerleave', leave);
    return () => {
      leave();
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
    };
  }, [ref, id, slug]);
}
