import { describe, expect, it } from 'vitest';
import { carouselHasArrows, scrollEnds } from './carousel-arrows';

describe('carouselHasArrows', () => {
  it('shows arrows only above 5 items', () => {
    expect(carouselHasArrows(5)).toBe(false);
    expect(carouselHasArrows(6)).toBe(true);
    expect(carouselHasArrows(0)).toBe(false);
  });
});

describe('scrollEnds', () => {
  it('knows the start, the middle and the end of a track', () => {
    expect(scrollEnds({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 400 })).toEqual({ atStart: true, atEnd: false });
    expect(scrollEnds({ scrollLeft: 300, scrollWidth: 1000, clientWidth: 400 })).toEqual({ atStart: false, atEnd: false });
    expect(scrollEnds({ scrollLeft: 599.6, scrollWidth: 1000, clientWidth: 400 })).toEqual({ atStart: false, atEnd: true });
  });
});
