import { useEffect, useRef, useState } from 'react';

/** docs/product/content.md#shell: the navbar counts pulse for 3 s when they change. */
export const PULSE_MS = 3000;

/**
 * True for `durationMs` after `value` changes (not on the first render). A change during a pulse
 * starts the 3 s again.
 */
export function usePulse(value: number, durationMs = PULSE_MS): boolean {
  const [pulsing, setPulsing] = useState(false);
  const previous = useRef(value);

  useEffect(() => {
    if (previous.current === value) return undefined;
    previous.current = value;
    setPulsing(true);
    const timer = setTimeout(() => setPulsing(false), durationMs);
    return () => clearTimeout(timer);
  }, [value, durationMs]);

  return pulsing;
}
