import { useEffect, useRef } from 'react';
import type { Slide } from '../../../contract/shop';
import { videoSources } from '../../../contract/video-sources';
import { useVideoSource } from './use-video-source';

/**
 * A slide's looping muted video, one `<source>` per video breakpoint so the server's HTML already
 * lets the browser take the rendition for its width. Nothing loads or plays until `playing`
 * (after hydration: the slide is current, on screen and not paused).
 */
export function SlideVideo({ slide, playing, className }: { slide: Slide; playing: boolean; className?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const sources = videoSources(slide);
  const wanted = useVideoSource(sources);

  useEffect(() => {
    const video = ref.current;
    if (!video || !wanted || !video.currentSrc) return;
    // A <video> reads its sources' media only when it loads: reload it when the window crosses a
    // breakpoint, so a rotated phone or a resized window gets the rendition made for its width.
    if (video.currentSrc !== new URL(wanted, document.baseURI).href) video.load();
  }, [wanted]);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (playing) {
      video.muted = true;
      // Refused when the browser blocks autoplay or a reload cuts it short: the still image shows.
      video.play().catch(() => undefined);
    } else {
      video.pause();
    }
  }, [playing, wanted]);

  if (sources.length === 0) return null;
  return (
    <video
      ref={ref}
      className={className}
      muted
      loop
      playsInline
      preload="none"
      disablePictureInPicture
      disableRemotePlayback
      aria-hidden="true"
      data-testid="slide-video"
    >
      {sources.map((source) => <source key={source.src} src={source.src} media={source.media} type={source.type} />)}
    </video>
  );
}
