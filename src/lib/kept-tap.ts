// Taps kept before a control's handler was attached (the script at the top of index.html,
// docs/decisions/229-a-tap-before-the-app-is-ready-is-kept.md). A server-rendered page is painted
// before the app takes it over, and React takes over its parts one after another: until a
// control's own handler is there, a tap on it would do nothing (React drops a click on a part it
// has not taken over yet). The script keeps the tap; the control, once its handler is attached,
// says so (data-tap-ready, which ends the keeping) and presses itself for the tap it missed.
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

declare global {
  interface Window {
    /** The data-keep-tap names of the controls tapped before their handler was attached, in order. */
    __keptTaps?: string[];
  }
}

/** Whether `name` was tapped before its handler was there; the tap is taken (answered once). */
export function takeKeptTap(name: string): boolean {
  const kept = typeof window === 'undefined' ? undefined : window.__keptTaps;
  const at = kept?.indexOf(name) ?? -1;
  if (at < 0) return false;
  kept!.splice(at, 1);
  return true;
}

/**
 * For the control `ref` marked data-keep-tap={name}: once its handler is attached, marks it ready
 * and runs `press` for a tap kept before. Returns the ref to put on the control.
 */
export function useKeptTap<E extends HTMLElement>(name: string, press: () => void): RefObject<E | null> {
  const ref = useRef<E>(null);
  const pressKept = useEffectEvent(press);
  useEffect(() => {
    const control = ref.current;
    control?.setAttribute('data-tap-ready', '');
    control?.removeAttribute('data-tap-kept');
    if (takeKeptTap(name)) pressKept();
  }, [name]);
  return ref;
}
