import { useCallback, useSyncExternalStore } from 'react';
import { pickVideoSource, type VideoSource } from '../../../contract/video-sources';

/**
 * The source of `sources` the viewport calls for now; it changes when a video breakpoint is
 * crossed. Null on the server and while hydrating (matchMedia is a browser API).
 */
export function useVideoSource(sources: readonly VideoSource[]): string | null {
  const medias = sources.flatMap((source) => (source.media ? [source.media] : []));
  const key = medias.join('|');
  const subscribe = useCallback((onChange: () => void) => {
    const lists = key ? key.split('|').map((media) => window.matchMedia(media)) : [];
    for (const list of lists) list.addEventListener('change', onChange);
    return () => { for (const list of lists) list.removeEventListener('change', onChange); };
  }, [key]);
  return useSyncExternalStore(
    subscribe,
    () => pickVideoSource(sources, (media) => window.matchMedia(media).matches)?.src ?? null,
    () => null,
  );
}
