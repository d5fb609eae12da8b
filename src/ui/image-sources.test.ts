import { describe, expect, it } from 'vitest';
import { fallbackSrc, imageRendition, imageSrcSet } from './image-sources';

describe('image sources', () => {
  it('lists the five rendition widths of the image route, smallest first', () => {
    expect(imageSrcSet({ url: '/img/abc' }, 'avif')).toBe(
      '/img/abc/88.avif 88w, /img/abc/576.avif 576w, /img/abc/1024.avif 1024w, /img/abc/1080.avif 1080w, /img/abc/1920.avif 1920w',
    );
  });

  it('does not double a trailing slash of the url', () => {
    expect(imageRendition('/img/abc/', 576, 'webp')).toBe('/img/abc/576.webp');
  });

  it('falls back to the smallest WebP rendition at least as wide as asked', () => {
    expect(fallbackSrc({ url: '/img/k' })).toBe('/img/k/1024.webp');
    expect(fallbackSrc({ url: '/img/k' }, 600)).toBe('/img/k/1024.webp');
    expect(fallbackSrc({ url: '/img/k' }, 80)).toBe('/img/k/88.webp');
    expect(fallbackSrc({ url: '/img/k' }, 5000)).toBe('/img/k/1920.webp');
  });
});
