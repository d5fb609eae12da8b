// Full-width slides and the blocks made of them: the carousel (home hero, sponsors) and the promo banner.
export { SlideShow } from './SlideShow';
export { PromoBanner } from './PromoBanner';
export { SLIDE_IMAGE_SIZES } from './SlideContent';
export { useReducedMotion } from './use-reduced-motion';
