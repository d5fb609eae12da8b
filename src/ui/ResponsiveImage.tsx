import type { Image } from '../../contract/image';
import { fallbackSrc, imageSources } from './image-sources';

export interface ResponsiveImageProps {
  image: Image;
  /** The `sizes` attribute: how wide the image shows; one of IMAGE_SIZES (contract/image.ts). */
  sizes: string;
  /** Alt text; defaults to the image's own alt, else empty (decorative). */
  alt?: string;
  /** Only the first image of a page: no lazy loading, fetched with high priority. */
  eager?: boolean;
  className?: string;
  /** Smallest rendition for the `<img src>` fallback (browsers without srcset). */
  fallbackWidth?: number;
}

/**
 * An API image as `<picture>`: AVIF then WebP, phones capped at the 576 rendition (decision 086),
 * with the source's width and height on `<img>` so the box is reserved before it loads (no
 * layout shift).
 */
export function ResponsiveImage({ image, sizes, alt, eager = false, className, fallbackWidth }: ResponsiveImageProps) {
  return (
    <picture>
      {imageSources(image, sizes).map((source) => (
        <source key={`${source.media ?? ''}${source.type}`} type={source.type} media={source.media} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={className}
        src={fallbackSrc(image, fallbackWidth)}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt ?? ''}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'sync' : 'async'}
        fetchPriority={eager ? 'high' : 'auto'}
      />
    </picture>
  );
}
