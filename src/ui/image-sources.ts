import type { Image } from '../../contract/image';
import { IMAGE_WIDTHS, type ImageWidth } from '../../contract/image-widths';

// The image route renders every API image at the five widths in AVIF and WebP (storefront.md §9);
// srcsets list them all and let the browser pick with the `sizes` the caller knows.

export type ImageFormat = 'avif' | 'webp';

/** `/img/{key}/{w}.{format}` of an API image url (`/img/{key}`). */
export function imageRendition(url: string, width: ImageWidth, format: ImageFormat): string {
  return `${url.replace(/\/+$/, '')}/${width}.${format}`;
}

/** A srcset over IMAGE_WIDTHS, e.g. `/img/k/88.avif 88w, …, /img/k/1920.avif 1920w`. */
export function imageSrcSet(image: Pick<Image, 'url'>, format: ImageFormat): string {
  return IMAGE_WIDTHS.map((width) => `${imageRendition(image.url, width, format)} ${width}w`).join(', ');
}

/** The `<img src>` fallback: the smallest rendition at least `minWidth` wide (1024 by default). */
export function fallbackSrc(image: Pick<Image, 'url'>, minWidth = 1024): string {
  const width = IMAGE_WIDTHS.find((w) => w >= minWidth) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  return imageRendition(image.url, width, 'webp');
}

/** Breakpoints of checkout-account-pages.md §9 (576, 1024), for `sizes` attributes. */
export const BREAKPOINTS = { phone: 576, desktop: 1024 } as const;
