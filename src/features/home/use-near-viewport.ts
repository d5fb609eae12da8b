import { useEffect, useState, type RefObject } from 'react';

/** True once the element comes within `margin` of the viewport (then stays true): loads below the fold wait for it. */
export function useNearViewport(ref: RefObject<HTMLElement | null>, margin = '400px'): boolean {
  // Without IntersectionObserver (very old browsers) everything counts as near.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
