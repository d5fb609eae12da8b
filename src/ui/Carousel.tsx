import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { carouselHasArrows, scrollEnds } from './carousel-arrows';
import { ChevronLeft, ChevronRight } from './icons';
import styles from './Carousel.module.css';

export interface CarouselProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => string | number;
  /** Accessible name of the carousel region, e.g. the section title. */
  label: string;
  /** CSS width of one item; default: 2 items on phones, 3 on tablets, 5 on desktop. */
  itemWidth?: string;
  className?: string;
}

/**
 * A horizontal slider on native scroll-snap (swipe and trackpad come free). Previous/next arrows
 * appear only with more than 5 items; each moves by one visible page.
 */
export function Carousel<T>({ items, renderItem, getKey, label, itemWidth, className }: CarouselProps<T>) {
  const { t } = useLingui();
  const track = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: false });
  const arrows = carouselHasArrows(items.length);

  const update = useCallback(() => {
    if (track.current) setEnds(scrollEnds(track.current));
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element || !arrows) return;
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [arrows, update, items.length]);

  const move = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * element.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
  };

  const style = itemWidth ? ({ '--carousel-item': itemWidth } as CSSProperties) : undefined;
  return (
    // A group, not a region: the page's section around it is the landmark (APG carousel pattern).
    <div role="group" className={`${styles.carousel} ${className ?? ''}`} aria-roledescription="carousel" aria-label={label} style={style}>
      <ul ref={track} role="list" className={styles.track} onScroll={arrows ? update : undefined} data-testid="carousel-track">
        {items.map((item, index) => (
          <li key={getKey(item, index)} className={styles.item}>{renderItem(item, index)}</li>
        ))}
      </ul>
      {arrows ? (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={t`Precedente`} disabled={ends.atStart} onClick={() => move(-1)}>
            <ChevronLeft />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={t`Successivo`} disabled={ends.atEnd} onClick={() => move(1)}>
            <ChevronRight />
          </button>
        </>
      ) : null}
    </div>
  );
}
