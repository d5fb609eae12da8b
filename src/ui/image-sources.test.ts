import { describe, expect, it } from 'vitest';
import { fallbackSrc } from './image-sources';

describe('fallbackSrc', () => {
  it('falls back to the smallest WebP rendition at least as wide as asked', () => {
    expect(fallbackSrc({ url: '/img/k' })).toBe('/img/k/576.webp');
    expect(fallbackSrc({ url: '/img/k' }, 600)).toBe('/img/k/1024.webp');
    expect(fallbackSrc({ url: '/img/k' }, 80)).toBe('/img/k/88.webp');
    expect(fallbackSrc({ url: '/img/k' }, 5000)).toBe('/img/k/1920.webp');
  });
});
