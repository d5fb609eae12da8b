// Responsive sources, without zod: the browser imports them, and importing contract/image.ts would
// put zod's schema builder in the entry chunk (decision 084).
import type { Image } from './image.js';
import { IMAGE_WIDTHS, type ImageWidth } from './image-widths.js';

// ---- Responsive sources, shared by <picture> (src/ui/ResponsiveImage.tsx) and the server's
// `<link rel=preload imagesrcset imagesizes>` of a page's first picture (decision 086).

export type ImageFormat = 'avif' | 'webp';
export const IMAGE_MIME: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/**
 * Phones (viewports under 576 CSS px) are offered renditions up to 576 only: a full-width picture
 * on a 412 px phone at DPR 1.75 would otherwise take the 1024 (3× the bytes) for a density gain
 * the eye hardly sees (decision 086).
 */
export const PHONE_MEDIA = '(max-width: 575.98px)';
export const PHONE_MAX_RENDITION: ImageWidth = 576;

/**
 * `sizes` of each picture layout, from the CSS (page width at most 1440 px, gutters included):
 * keep them in step with the stylesheets named.
 */
export const IMAGE_SIZES = {
  /** Slides, listing and promo covers: the whole viewport width (SlideShow, ListingHero, PromoPage). */
  fullWidth: '100vw',
  /** Product gallery: 1.35fr of 2.35 on desktop (ProductPage.module.css .main), else full width. */
  gallery: '(min-width: 1440px) 780px, (min-width: 1025px) 55vw, 100vw',
  /** Listing cards, 4 columns on desktop (ArticleGrid.module.css): 2 on phones, 3 on tablets. */
  gridCard4: '(min-width: 1440px) 340px, (min-width: 1024px) 24vw, (min-width: 576px) 32vw, 48vw',
  /** Listing cards, 3 columns on desktop. */
  gridCard3: '(min-width: 1440px) 460px, (min-width: 1024px) 32vw, (min-width: 576px) 32vw, 48vw',
  /** Carousel cards (Carousel.module.css): 5 on desktop, 3 on tablets, 2.2 on phones. */
  carouselCard: '(min-width: 1440px) 270px, (min-width: 1024px) 19vw, (min-width: 576px) 32vw, 45vw',
  /** The brand section's cover (Home.module.css .brandCard): a quarter of the row on desktop. */
  brandCover: '(min-width: 1440px) 340px, (min-width: 1024px) 24vw, 100vw',
  /** Thumbnails: gallery thumbs, family, bundle members, cart lines (88 px boxes). */
  thumb: '88px',
  /** Live search rows. */
  searchThumb: '44px',
} as const;

/** `/img/{key}/{w}.{format}` of an API image url (`/img/{key}`). */
export function imageRendition(url: string, width: ImageWidth, format: ImageFormat): string {
  return `${url.replace(/\/+$/, '')}/${width}.${format}`;
}

/** A srcset over IMAGE_WIDTHS up to `maxWidth`, e.g. `/img/k/88.avif 88w, …, /img/k/1920.avif 1920w`. */
export function imageSrcSet(image: Pick<Image, 'url'>, format: ImageFormat, maxWidth = Infinity): string {
  return IMAGE_WIDTHS.filter((width) => width <= maxWidth)
    .map((width) => `${imageRendition(image.url, width, format)} ${width}w`).join(', ');
}

/** One `<source>` of a `<picture>`, or one `<link rel=preload as=image>` (imagesrcset, imagesizes, media, type). */
export interface ImageSource {
  type: string;
  srcSet: string;
  sizes: string;
  /** Only for phones when set. */
  media?: string;
}

/** Whether the phone cap can change the browser's choice: not for pictures at most 192 px wide (thumbs). */
function needsPhoneCap(sizes: string): boolean {
  const fixed = /^\s*(\d+)px\s*$/.exec(sizes);
  return !fixed || Number(fixed[1]) * 3 > PHONE_MAX_RENDITION;
}

/**
 * The sources of an API image in the order the browser tries them: phones' (capped at 576),
 * then everyone's; AVIF before WebP in each. The server preloads a page's first picture with the
 * AVIF entries: `<link rel=preload as=image type imagesrcset imagesizes media>`.
 */
export function imageSources(image: Pick<Image, 'url'>, sizes: string): ImageSource[] {
  const formats: ImageFormat[] = ['avif', 'webp'];
  const phone = needsPhoneCap(sizes)
    ? formats.map((f) => ({ media: PHONE_MEDIA, type: IMAGE_MIME[f], srcSet: imageSrcSet(image, f, PHONE_MAX_RENDITION), sizes }))
    : [];
  return [...phone, ...formats.map((f) => ({ type: IMAGE_MIME[f], srcSet: imageSrcSet(image, f), sizes }))];
}

export const NOT_PHONE_MEDIA = '(min-width: 576px)';

/**
 * The `<link rel=preload as=image>`s for a page's first picture (its LCP element): the AVIF
 * sources, each with the media it applies to, so a phone preloads exactly the file its
 * `<picture>` will pick. Browsers without AVIF skip a preload of that type.
 */
export function imagePreloads(image: Pick<Image, 'url'>, sizes: string): ImageSource[] {
  const avif = imageSources(image, sizes).filter((s) => s.type === IMAGE_MIME.avif);
  return avif.map((s) => (s.media || avif.length === 1 ? s : { ...s, media: NOT_PHONE_MEDIA }));
}
