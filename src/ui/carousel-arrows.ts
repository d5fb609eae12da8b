/** Sliders get arrows only when they hold more than 5 items (docs/product/catalogue.md#product-page). */
export const CAROUSEL_ARROWS_AFTER = 5;

export function carouselHasArrows(itemCount: number): boolean {
  return itemCount > CAROUSEL_ARROWS_AFTER;
}

/** Whether the track can still scroll back / forward (1 px slack for sub-pixel layouts). */
export function scrollEnds(track: { scrollLeft: number; scrollWidth: number; clientWidth: number }) {
  const left = Math.abs(track.scrollLeft);
  return { atStart: left <= 1, atEnd: left + track.clientWidth >= track.scrollWidth - 1 };
}
