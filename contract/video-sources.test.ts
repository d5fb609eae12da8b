import { describe, expect, it } from 'vitest';
import { pickVideoSource, videoSources, videoType } from './video-sources';

/** A media matcher for a viewport `width` CSS px wide (only the max-width queries videoSources writes). */
const viewport = (width: number) => (media: string) => width <= Number(/max-width: (\d+)px/.exec(media)?.[1]);

const slide = {
  video: '/media/wheel-1920.webm',
  videoSources: [{ maxWidth: 1080, src: '/media/wheel-1080.webm' }, { maxWidth: 576, src: '/media/wheel-576.webm' }],
};

describe('video sources', () => {
  it('lists the renditions narrowest first, then the full-size video for every wider viewport', () => {
    expect(videoSources(slide)).toEqual([
      { src: '/media/wheel-576.webm', media: '(max-width: 576px)', type: 'video/webm' },
      { src: '/media/wheel-1080.webm', media: '(max-width: 1080px)', type: 'video/webm' },
      { src: '/media/wheel-1920.webm', type: 'video/webm' },
    ]);
  });

  it('gives a phone the 576 rendition, a tablet the 1080 and a desktop the full size, switching at the breakpoints', () => {
    const at = (width: number) => pickVideoSource(videoSources(slide), viewport(width))?.src;
    expect([at(390), at(576), at(577), at(1080), at(1081), at(1440)]).toEqual([
      '/media/wheel-576.webm', '/media/wheel-576.webm', '/media/wheel-1080.webm', '/media/wheel-1080.webm',
      '/media/wheel-1920.webm', '/media/wheel-1920.webm',
    ]);
  });

  it('lets the widest rendition serve wider viewports when there is no full-size video', () => {
    const sources = videoSources({ videoSources: slide.videoSources });
    expect(sources.at(-1)).toEqual({ src: '/media/wheel-1080.webm', type: 'video/webm' });
    expect(pickVideoSource(sources, viewport(1920))?.src).toBe('/media/wheel-1080.webm');
  });

  it('has no sources without a video, and one for a lone full-size video', () => {
    expect(videoSources({})).toEqual([]);
    expect(videoSources({ video: 'https://cdn.example/loop.mp4?v=2' })).toEqual([{ src: 'https://cdn.example/loop.mp4?v=2', type: 'video/mp4' }]);
  });

  it('names the type only for extensions it knows', () => {
    expect(videoType('/media/a.WEBM')).toBe('video/webm');
    expect(videoType('/media/stream')).toBeUndefined();
  });
});
