import { describe, expect, it } from 'vitest';
import { dragOffset, stepSlide, swipeStep, SWIPE_THRESHOLD } from './swipe';

describe('swipeStep', () => {
  it('moves on only when the drag reaches a quarter of the width', () => {
    expect(SWIPE_THRESHOLD).toBe(0.25);
    expect(swipeStep(-99, 400)).toBe(0);
    expect(swipeStep(-100, 400)).toBe(1);
    expect(swipeStep(-250, 400)).toBe(1);
  });

  it('goes back on a rightward drag past the threshold', () => {
    expect(swipeStep(99, 400)).toBe(0);
    expect(swipeStep(100, 400)).toBe(-1);
  });

  it('stays put without a width (nothing laid out yet)', () => {
    expect(swipeStep(-300, 0)).toBe(0);
  });
});

describe('stepSlide', () => {
  it('stays within the first and the last slide', () => {
    expect(stepSlide(0, -1, 3)).toBe(0);
    expect(stepSlide(0, 1, 3)).toBe(1);
    expect(stepSlide(2, 1, 3)).toBe(2);
    expect(stepSlide(0, 1, 0)).toBe(0);
  });
});

describe('dragOffset', () => {
  it('follows the finger between slides and resists past the ends', () => {
    expect(dragOffset(-90, 0, 3)).toBe(-90);
    expect(dragOffset(90, 0, 3)).toBe(30);
    expect(dragOffset(-90, 2, 3)).toBe(-30);
    expect(dragOffset(90, 2, 3)).toBe(90);
  });
});
