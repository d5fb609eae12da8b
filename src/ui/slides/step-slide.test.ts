import { describe, expect, it } from 'vitest';
import { stepSlide } from './step-slide';

describe('stepSlide', () => {
  it('wraps around both ways', () => {
    expect(stepSlide(2, 3, 1)).toBe(0);
    expect(stepSlide(0, 3, -1)).toBe(2);
    expect(stepSlide(1, 3, 1)).toBe(2);
    expect(stepSlide(0, 0, 1)).toBe(0);
  });
});
