import { describe, expect, it } from 'vitest';
import { slideTarget, stepSlide } from './slide-target';

describe('slideTarget', () => {
  it('links a bare slug to its department listing', () => {
    expect(slideTarget('bici-gravel')).toEqual({ external: false, to: '/d/bici-gravel' });
  });
  it('keeps site paths and full addresses', () => {
    expect(slideTarget('/l/saldi')).toEqual({ external: false, to: '/l/saldi' });
    expect(slideTarget('l/saldi')).toEqual({ external: false, to: '/l/saldi' });
    expect(slideTarget('https://example.org/x')).toEqual({ external: true, to: 'https://example.org/x' });
  });
});

describe('stepSlide', () => {
  it('wraps around both ways', () => {
    expect(stepSlide(2, 3, 1)).toBe(0);
    expect(stepSlide(0, 3, -1)).toBe(2);
    expect(stepSlide(1, 3, 1)).toBe(2);
    expect(stepSlide(0, 0, 1)).toBe(0);
  });
});
