import type { Slide } from '../../../contract/shop';
import { IMAGE_SIZES } from '../../../contract/image-sources';
import { ResponsiveImage } from '../ResponsiveImage';
import { SlideButton } from './SlideButton';
import { SlideVideo } from './SlideVideo';
import styles from './Slides.module.css';

/** Slides fill the width; the server's preload of the hero's first image uses the same sizes. */
export const SLIDE_IMAGE_SIZES = IMAGE_SIZES.fullWidth;

/**
 * What a slide shows (a carousel's slide or the promo banner): its image, its video over the
 * image once playing, the title, the text and the optional button to its slug.
 */
export function SlideContent({ slide, heading = 'h2', eager = false, playing }: {
  slide: Slide;
  /** The hero's first title is the page's h1. */
  heading?: 'h1' | 'h2';
  /** Only the page's first image. */
  eager?: boolean;
  playing: boolean;
}) {
  const Title = heading;
  return (
    <>
      {slide.img ? (
        <ResponsiveImage image={slide.img} sizes={SLIDE_IMAGE_SIZES} alt="" eager={eager} className={styles.media} fallbackWidth={1920} />
      ) : null}
      <SlideVideo slide={slide} playing={playing} className={styles.media} />
      <div className={`page-width ${styles.text}`}>
        {slide.title ? <Title className={styles.title}>{slide.title}</Title> : null}
        {slide.placeholder ? <p className={styles.lead}>{slide.placeholder}</p> : null}
        <SlideButton slide={slide} className={`btn btn-accent ${styles.button}`} />
      </div>
    </>
  );
}
