import type { Image } from '../../contract/image';
import { IMAGE_WIDTHS } from '../../contract/image-widths';

// The srcsets, `sizes` and sources live in contract/image-sources.ts, so the server's preload links of a
// page's first picture name the very files its <picture> picks (decision 086).
export { IMAGE_SIZES, imagePreloads, imageRendition, imageSources, imageSrcSet, type ImageFormat, type ImageSource } from '../../contract/image-sources';

/** The `<img src>` fallback: the smallest WebP rendition at least `minWidth` wide (576 by default, a phone's). */
export function fallbackSrc(image: Pick<Image, 'url'>, minWidth = 576): string {
  const width = IMAGE_WIDTHS.find((w) => w >= minWidth) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  return `${image.url.replace(/\/+$/, '')}/${width}.webp`;
}
