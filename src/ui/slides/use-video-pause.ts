import { useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/**
 * Whether a block's videos are paused: by the visitor's pause button, else paused when the system
 * asks for reduced motion (the button can still start them).
 */
export function useVideoPause(): { paused: boolean; toggle: () => void } {
  const reduced = useReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const paused = choice ?? reduced;
  return { paused, toggle: () => setChoice(!paused) };
}
