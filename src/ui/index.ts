// The shared presentational layer: features, routes and the shell use it; it uses offline (the cart
// buttons in ui/cart), lib and contract, never shell, features, routes or app (eslint.config.js).
/** `<picture>` of an API image: AVIF/WebP srcsets (phones capped at 576), reserved box, lazy unless eager. */
export { ResponsiveImage, type ResponsiveImageProps } from './ResponsiveImage';
/** Srcsets, sources, preloads and the `sizes` of each layout (from contract/image.ts), and the 576/1024 breakpoints. */
export { imageSrcSet, imageSources, imagePreloads, imageRendition, IMAGE_SIZES, fallbackSrc, type ImageFormat, type ImageSource } from './image-sources';
/** Price block: paid price, crossed-out gross and -n% when discounted, 'da' for containers. */
export { Price } from './Price';
/** The pure part of the price block, for screens that lay prices out themselves. */
export { priceParts } from './price-parts';
/** Label chips; `onCard` hides labels flagged hiddenOnCards ('Evidenza'). */
export { Labels } from './Labels';
export { visibleLabels, labelTextColor, type ArticleLabel } from './labels';
/** Article card (image, brand, name, labels, price, 'Esaurito', link to /p/{slug}) and its skeleton. */
export { ArticleCard, ArticleCardSkeleton } from './ArticleCard';
export { WishToggle, WishButton, SignInNeededContext, type AfterSignIn, type SignInNeeded } from './wishes';
/** Grid of cards in 4 or 3 desktop columns, and the same grid of skeletons. */
export { ArticleGrid, ArticleGridSkeleton, type GridColumns } from './ArticleGrid';
/** Scroll-snap slider; arrows only with more than 5 items. */
export { Carousel } from './Carousel';
export { carouselHasArrows } from './carousel-arrows';
/** Chevron icons (left, right, up). */
export { ChevronLeft, ChevronRight, ChevronUp, StrokeSvg, type IconProps } from './icons';
/** Full-width slides: the carousel (home hero, sponsors; image or looping muted video at the video breakpoints) and the promo banner. */
export { SlideShow, PromoBanner, SLIDE_IMAGE_SIZES, useReducedMotion } from './slides';

// The roles' names, for the account page.
export { ROLE_LABELS, type Role } from './roles';
