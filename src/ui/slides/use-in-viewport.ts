import { useEffect, useState, type RefObject } from 'react';

/** Whether the element is (partly) on screen now: a video plays only while it can be seen. False on the server. */
export function useInViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    // Without IntersectionObserver (very old browsers) videos stay still: the image shows.
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setInView(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}
