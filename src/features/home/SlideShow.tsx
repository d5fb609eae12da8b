import { useLingui } from '@lingui/react/macro';
import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { Slide } from '../../../contract/shop';
import { ChevronLeft, ChevronRight, ResponsiveImage } from '../../ui';
import { SlideButton } from './SlideButton';
import { stepSlide } from './step-slide';
import { useReducedMotion } from './use-reduced-motion';
import styles from './SlideShow.module.css';
import { IMAGE_SIZES } from '../../../contract/image-sources';

/** Slides fill the width; the server's preload of the hero's first image uses the same sizes. */
export const SLIDE_IMAGE_SIZES = IMAGE_SIZES.fullWidth;

/**
 * Full-width slides (the home hero, the sponsor carousel): image or looping muted video, title,
 * text and optional button. Previous/next buttons and the arrow keys move between slides; no
 * auto-advance, so nothing moves that the visitor did not ask for; fades are off under reduced motion.
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
  if (slides.length === 0) return null;
  const many = slides.length > 1;
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
            {slide.video ? (
              <video className={styles.media} src={slide.video} muted loop playsInline autoPlay={!reduced && shown} aria-hidden="true" />
            ) : slide.img ? (
              <ResponsiveImage image={slide.img} sizes={SLIDE_IMAGE_SIZES} alt="" eager={eagerFirst && index === 0} className={styles.media} fallbackWidth={1920} />
            ) : null}
            <div className={`page-width ${styles.text}`}>
              {slide.title ? (index === 0 && eagerFirst ? <h1 className={styles.title}>{slide.title}</h1> : <h2 className={styles.title}>{slide.title}</h2>) : null}
              {slide.placeholder ? <p className={styles.lead}>{slide.placeholder}</p> : null}
              <SlideButton slide={slide} className={`btn btn-accent ${styles.button}`} />
            </div>
          </div>
        );
      })}
      {many ? (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={() => go(-1)} aria-label={t`Slide precedente`}><ChevronLeft /></button>
          <p className={styles.position} aria-hidden="true">{current + 1} / {slides.length}</p>
          <button type="button" className={styles.arrow} onClick={() => go(1)} aria-label={t`Slide successiva`}><ChevronRight /></button>
        </div>
      ) : null}
    </section>
  );
}
