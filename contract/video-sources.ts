// A slide's video as `<source>` elements, without zod: the browser imports it (decision 084).
import type { Slide } from './shop.js';

/** The spec's video breakpoints in CSS px (docs/product/content.md#images: "video 576 and 1080"). */
export const VIDEO_BREAKPOINTS = [576, 1080] as const;

export interface VideoSource {
  src: string;
  /** The viewports it is for; none on the full-size source, which takes every wider viewport. */
  media?: string;
  type?: string;
}

const TYPES: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4', m4v: 'video/mp4', ogv: 'video/ogg', mov: 'video/quicktime' };

/** The MIME type of a video file from its extension, when known (the browser skips types it cannot play). */
export function videoType(url: string): string | undefined {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase();
  return extension ? TYPES[extension] : undefined;
}

/**
 * The `<source>` list of a slide's video, narrowest viewports first: the browser plays the first
 * whose media matches, so a phone takes the 576 rendition, a tablet the 1080 and wider screens
 * the full-size `video` (decision 146). Without a full-size source the widest rendition takes
 * the wider viewports too.
 */
export function videoSources(slide: Pick<Slide, 'video' | 'videoSources'>): VideoSource[] {
  const sized = [...(slide.videoSources ?? [])].sort((a, b) => a.maxWidth - b.maxWidth);
  const list: VideoSource[] = sized.map(({ src, maxWidth }) => ({ src, media: `(max-width: ${maxWidth}px)` }));
  if (slide.video) list.push({ src: slide.video });
  else if (list.length > 0) list[list.length - 1] = { src: list[list.length - 1]!.src };
  return list.map((source) => {
    const type = videoType(source.src);
    return type ? { ...source, type } : source;
  });
}

/** The source the browser would choose: the first whose media matches (`matches` tells), else none. */
export function pickVideoSource(sources: readonly VideoSource[], matches: (media: string) => boolean): VideoSource | undefined {
  return sources.find((source) => !source.media || matches(source.media));
}
