import { useLingui } from '@lingui/react/macro';
import { useHydrated } from '../../lib/use-hydrated';
import { StrokeSvg } from '../icons';

/** Pauses and restarts a block's looping videos (moving content must be stoppable). Shown once scripts run: before, nothing plays. */
export function VideoPauseButton({ paused, onToggle, className }: { paused: boolean; onToggle: () => void; className?: string }) {
  const { t } = useLingui();
  if (!useHydrated()) return null;
  return (
    <button type="button" className={className} onClick={onToggle} aria-label={paused ? t`Riproduci il video` : t`Metti in pausa il video`}>
      <StrokeSvg size={20}>{paused ? <path d="M8 5l11 7-11 7z" /> : <path d="M9 5v14M15 5v14" />}</StrokeSvg>
    </button>
  );
}
