// Swiping the gallery on narrow screens (docs/product/catalogue.md#product-page): a drag of at least a
// quarter of the slide's width moves one slide; anything shorter springs back.

export const SWIPE_THRESHOLD = 0.25;

/** -1: back to the previous slide, 1: on to the next, 0: stay. */
export type SwipeStep = -1 | 0 | 1;

/** The step a finished drag of `dx` pixels (negative: leftwards) makes on a slide `width` wide. */
export function swipeStep(dx: number, width: number, threshold: number = SWIPE_THRESHOLD): SwipeStep {
  if (width <= 0 || Math.abs(dx) < width * threshold) return 0;
  return dx < 0 ? 1 : -1;
}

/** The slide shown after a step, staying inside the gallery (no wrap-around). */
export function stepSlide(index: number, step: SwipeStep, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + step));
}

/**
 * How far the track follows the finger: freely between slides, with resistance past the first
 * and the last so the edge is felt.
 */
export function dragOffset(dx: number, index: number, count: number): number {
  const pastStart = index === 0 && dx > 0;
  const pastEnd = index >= count - 1 && dx < 0;
  return pastStart || pastEnd ? dx / 3 : dx;
}
