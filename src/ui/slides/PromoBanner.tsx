import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { Slide } from '../../../contract/shop';
import { videoSources } from '../../../contract/video-sources';
import { SlideContent } from './SlideContent';
import { useInViewport } from './use-in-viewport';
import { useVideoPause } from './use-video-pause';
import { VideoPauseButton } from './VideoPauseButton';
import styles from './Slides.module.css';

/**
 * The promo banner (docs/product/content.md#home): one slide — image or
 * looping muted video, title, text and the optional button to its slug — in a box whose height
 * the stylesheet fixes, so nothing below moves when the media arrives. Its video plays while the
 * banner is on screen, unless paused (by the button or a reduced-motion preference).
 */
export function PromoBanner({ banner, className, testId }: { banner: Slide; className?: string; testId?: string }) {
  const { t } = useLingui();
  const box = useRef<HTMLElement>(null);
  const onScreen = useInViewport(box);
  const video = useVideoPause();
  return (
    <section ref={box} className={`${styles.banner} ${className ?? ''}`} aria-label={t`Promozione`} data-testid={testId}>
      <SlideContent slide={banner} playing={onScreen && !video.paused} />
      {videoSources(banner).length > 0 ? (
        <div className={styles.controls}>
          <VideoPauseButton paused={video.paused} onToggle={video.toggle} className={styles.arrow} />
        </div>
      ) : null}
    </section>
  );
}
