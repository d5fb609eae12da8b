import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { Slide } from '../../../contract/shop';
import { videoSources } from '../../../contract/video-sources';
import { ChevronLeft, ChevronRight } from '../icons';
import { SlideContent } from './SlideContent';
import { stepSlide } from './step-slide';
import { useInViewport } from './use-in-viewport';
import { useReducedMotion } from './use-reduced-motion';
import { useVideoPause } from './use-video-pause';
import { VideoPauseButton } from './VideoPauseButton';
import styles from './Slides.module.css';

/**
 * Full-width slides (the home hero, the sponsor carousel): image or looping muted video, title,
 * text and optional button. Previous/next buttons and the arrow keys move between slides; no
 * auto-advance, so nothing moves that the visitor did not ask for; fades are off under reduced
 * motion. Only the current slide's video plays, while the carousel is on screen and not paused.
 */
export function SlideShow({ slides, label, eagerFirst = false, style, className, testId }: {
  slides: readonly Slide[];
  label: string;
  /** The hero's first image is the page's first image. */
  eagerFirst?: boolean;
  style?: CSSProperties;
  className?: string;
  testId?: string;
}) {
  const { t } = useLingui();
  const [current, setCurrent] = useState(0);
  const reduced = useReducedMotion();
  const box = useRef<HTMLElement>(null);
  const onScreen = useInViewport(box);
  const video = useVideoPause();
  if (slides.length === 0) return null;
  const many = slides.length > 1;
  const currentSlide = slides[current];
  const currentHasVideo = !!currentSlide && videoSources(currentSlide).length > 0;
  const go = (step: 1 | -1) => {
    setCurrent((index) => stepSlide(index, slides.length, step));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!many) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
  };

  return (
    <section
      ref={box}
      className={`${styles.show} ${reduced ? styles.still : ''} ${className ?? ''}`}
      style={style}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      data-testid={testId}
    >
      {slides.map((slide, index) => {
        const shown = index === current;
        const position = index + 1;
        const total = slides.length;
        return (
          <div
            key={slide.id}
            className={`${styles.slide} ${shown ? styles.current : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t`${position} di ${total}`}
            aria-hidden={!shown}
            inert={!shown}
            data-current={shown || undefined}
          >
            <SlideContent
              slide={slide}
              heading={eagerFirst && index === 0 ? 'h1' : 'h2'}
              eager={eagerFirst && index === 0}
              playing={shown && onScreen && !video.paused}
            />
          </div>
        );
      })}
      {many || currentHasVideo ? (
        <div className={styles.controls}>
          {currentHasVideo ? <VideoPauseButton paused={video.paused} onToggle={video.toggle} className={styles.arrow} /> : null}
          {many ? (
            <>
              <button type="button" className={styles.arrow} onClick={() => go(-1)} aria-label={t`Slide precedente`}><ChevronLeft /></button>
              <p className={styles.position} aria-hidden="true">{current + 1} / {slides.length}</p>
              <button type="button" className={styles.arrow} onClick={() => go(1)} aria-label={t`Slide successiva`}><ChevronRight /></button>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
