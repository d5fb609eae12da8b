import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, PHONE_MEDIA, imagePreloads, imageRendition, imageSources, imageSrcSet } from './image';

describe('image sources', () => {
  it('lists the five rendition widths of the image route, smallest first', () => {
    expect(imageSrcSet({ url: '/img/abc' }, 'avif')).toBe(
      '/img/abc/88.avif 88w, /img/abc/576.avif 576w, /img/abc/1024.avif 1024w, /img/abc/1080.avif 1080w, /img/abc/1920.avif 1920w',
    );
    expect(imageSrcSet({ url: '/img/abc' }, 'webp', 576)).toBe('/img/abc/88.webp 88w, /img/abc/576.webp 576w');
  });

  it('does not double a trailing slash of the url', () => {
    expect(imageRendition('/img/abc/', 576, 'webp')).toBe('/img/abc/576.webp');
  });

  it('offers phones nothing above 576, then everyone every width, AVIF before WebP', () => {
    const sources = imageSources({ url: '/img/k' }, IMAGE_SIZES.fullWidth);
    expect(sources.map((s) => [s.media, s.type])).toEqual([
      [PHONE_MEDIA, 'image/avif'], [PHONE_MEDIA, 'image/webp'], [undefined, 'image/avif'], [undefined, 'image/webp'],
    ]);
    expect(sources[0]!.srcSet).not.toContain('1024');
    expect(sources[2]!.srcSet).toContain('/img/k/1920.avif 1920w');
    expect(sources.every((s) => s.sizes === '100vw')).toBe(true);
  });

  it('needs no phone sources for thumbnails, which never reach 576 anyway', () => {
    expect(imageSources({ url: '/img/k' }, IMAGE_SIZES.thumb).map((s) => s.media)).toEqual([undefined, undefined]);
  });

  it('preloads the AVIF a phone and a wider screen each pick, with complementary media', () => {
    const preloads = imagePreloads({ url: '/img/k' }, IMAGE_SIZES.fullWidth);
    expect(preloads.map((p) => [p.media, p.type])).toEqual([[PHONE_MEDIA, 'image/avif'], ['(min-width: 576px)', 'image/avif']]);
    expect(imagePreloads({ url: '/img/k' }, IMAGE_SIZES.thumb).map((p) => p.media)).toEqual([undefined]);
  });
});
