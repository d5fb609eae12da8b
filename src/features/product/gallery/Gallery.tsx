import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import type { Image } from '../../../../contract/image';
import { carouselHasArrows, ChevronLeft, ChevronRight, ResponsiveImage } from '../../../ui';
import { GALLERY_DESKTOP_QUERY, useMediaQuery } from '../page/useMediaQuery';
import { useSwipe } from './useSwipe';
import styles from './Gallery.module.css';
import { IMAGE_SIZES } from '../../../../contract/image-sources';

interface GalleryProps {
  images: readonly Image[];
  /** The product's name: the alt text of images without their own. */
  name: string;
}

interface Zoom {
  x: number;
  y: number;
}

/** How wide gallery images show; the server's preload of the first one uses the same. */
export const GALLERY_IMAGE_SIZES = IMAGE_SIZES.gallery;

/**
 * The product's images (docs/product/catalogue.md#product-page): thumbnails and hover zoom on screens wider than
 * 1024 px, swiping below; arrows with more than 5 images; ←/→ on the focused gallery. The parent
 * remounts it (key) when the shown variant changes, which brings back the first slide.
 */
export function Gallery({ images, name }: GalleryProps) {
  const { t } = useLingui();
  const desktop = useMediaQuery(GALLERY_DESKTOP_QUERY);
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<Zoom | null>(null);
  const count = images.length;
  const go = (next: number) => {
    setZoom(null);
    setIndex(Math.min(count - 1, Math.max(0, next)));
  };
  const swipe = useSwipe({ enabled: !desktop, index, count, onIndex: go });

  if (count === 0) return <div className={styles.empty} aria-hidden="true" />;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(count - 1);
    else if (desktop && (event.key === 'Enter' || event.key === ' ')) setZoom(zoom ? null : { x: 50, y: 50 });
    else if (event.key === 'Escape' && zoom) setZoom(null);
    else return;
    event.preventDefault();
  };

  const onZoomMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!desktop || event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({ x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 });
  };

  const trackStyle = { '--slide': index, '--drag': `${swipe.offset}px` } as CSSProperties;
  const zoomStyle = zoom ? ({ '--zoom-x': `${zoom.x}%`, '--zoom-y': `${zoom.y}%` } as CSSProperties) : undefined;
  const arrows = carouselHasArrows(count);
  const position = index + 1;

  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-label={t`Immagini di ${name}`} data-testid="gallery">
      <div
        className={`${styles.viewport} ${zoom ? styles.zoomed : ''}`}
        tabIndex={0}
        role="group"
        aria-label={t`Immagine ${position} di ${count}`}
        onKeyDown={onKeyDown}
        onPointerMove={(event) => { swipe.handlers.onPointerMove(event); onZoomMove(event); }}
        onPointerLeave={() => setZoom(null)}
        onPointerDown={swipe.handlers.onPointerDown}
        onPointerUp={swipe.handlers.onPointerUp}
        onPointerCancel={swipe.handlers.onPointerCancel}
        data-testid="gallery-viewport"
        data-slide={index}
      >
        <ul role="list" className={`${styles.track} ${swipe.dragging ? styles.dragging : ''}`} style={trackStyle}>
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`} className={styles.slide} aria-hidden={i !== index} style={i === index ? zoomStyle : undefined}>
              <ResponsiveImage image={image} alt={image.alt ?? name} sizes={GALLERY_IMAGE_SIZES} eager={i === 0} className={styles.image} />
            </li>
          ))}
        </ul>
        {arrows ? (
          <>
            <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => go(index - 1)} disabled={index === 0} aria-label={t`Immagine precedente`}>
              <ChevronLeft />
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => go(index + 1)} disabled={index === count - 1} aria-label={t`Immagine successiva`}>
              <ChevronRight />
            </button>
          </>
        ) : null}
      </div>
      <p className="visually-hidden" aria-live="polite">
        <Trans>Immagine {position} di {count}</Trans>
      </p>
      {count > 1 ? (
        desktop ? (
          <ul role="list" className={styles.thumbs} aria-label={t`Miniature`}>
            {images.map((image, i) => {
              const number = i + 1;
              return (
              <li key={`${image.url}-${i}`}>
                <button type="button" className={styles.thumb} aria-current={i === index ? 'true' : undefined} onClick={() => go(i)} aria-label={t`Mostra immagine ${number}`}>
                  <ResponsiveImage image={image} alt="" sizes={IMAGE_SIZES.thumb} fallbackWidth={88} className={styles.thumbImage} />
                </button>
              </li>
              );
            })}
          </ul>
        ) : (
          <ol className={styles.dots} aria-hidden="true">
            {images.map((image, i) => <li key={`${image.url}-${i}`} className={i === index ? styles.dotActive : styles.dot} />)}
          </ol>
        )
      ) : null}
    </section>
  );
}
