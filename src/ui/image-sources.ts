import { IMAGE_WIDTHS, type Image } from '../../contract/image';

// The srcsets, `sizes` and sources live in contract/image.ts, so the server's preload links of a
// page's first picture name the very files its <picture> picks (decision 086).
export { IMAGE_SIZES, imagePreloads, imageRendition, imageSources, imageSrcSet, type ImageFormat, type ImageSource } from '../../contract/image';

/** The `<img src>` fallback: the smallest WebP rendition at least `minWidth` wide (576 by default, a phone's). */
export function fallbackSrc(image: Pick<Image, 'url'>, minWidth = 576): string {
  const width = IMAGE_WIDTHS.find((w) => w >= minWidth) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  return `${image.url.replace(/\/+$/, '')}/${width}.webp`;
}
