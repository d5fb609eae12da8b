import { useEffect, type RefObject } from 'react';
import { trackImpression } from '../lib';

// One IntersectionObserver for every card of the page (a listing shows 40): a card half in view
// sends its impression (decision 143) and is no longer watched.

const whenSeen = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      whenSeen.get(entry.target)?.();
      whenSeen.delete(entry.target);
      observer?.unobserve(entry.target);
    }
  }, { threshold: 0.5 });
  return observer;
}

/** Sends the article's `impression` when its card is seen; effects run only after hydration. */
export function useImpression(ref: RefObject<HTMLElement | null>, article: { id: number; slug: string }): void {
  const { id, slug } = article;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    whenSeen.set(element, () => trackImpression(id, { slug }));
    const watching = sharedObserver();
    watching.observe(element);
    return () => {
      whenSeen.delete(element);
      watching.unobserve(element);
    };
  }, [ref, id, slug]);
}
