// Taps kept before a control's handler was attached (the script at the top of index.html,
// docs/decisions/229-a-tap-before-the-app-is-ready-is-kept.md). A server-rendered page is painted
// before the app takes it over, and React takes over its parts one after another: until a
// control's own handler is there, a tap on it would do nothing (React drops a click on a part it
// has not taken over yet). The script keeps the taps in the order they came; a control, once its
// handler is attached, says so (data-tap-ready) and the kept taps are pressed again, first kept
// first, each once its own control is ready and after the app has drawn what the one before
// changed: "+" then "Aggiungi al carrello" adds two (decision 264).
import { useEffect, useRef, type RefObject } from 'react';

/**
 * The data-keep-tap names of the taps kept, in order; `replaying` while one is pressed again,
 * `pressing` from a press until the task after it. Both live on the page's queue, not in this
 * module: a flag of the module outlives the page it was set for (a test's window closed with the
 * timer that would clear it), and no tap of the next one would be pressed again.
 */
export type KeptTaps = string[] & { replaying?: boolean; pressing?: boolean };

declare global {
  interface Window {
    /** Set by the script at the top of index.html. */
    __keptTaps?: KeptTaps;
  }
}

/**
 * Presses the kept taps again in their order. The first waits for its control to be ready (its
 * own effect calls this again); a control no longer in the page loses its tap. One tap per task:
 * React draws what a press changed (a quantity) before the next press reads it.
 */
export function pressKeptTaps(): void {
  const kept = typeof window === 'undefined' ? undefined : window.__keptTaps;
  if (!kept?.length || kept.pressing) return;
  const name = kept[0]!;
  const control = document.querySelector<HTMLElement>(`[data-keep-tap="${name}"]`);
  if (control && !control.hasAttribute('data-tap-ready')) return;
  kept.shift();
  if (control) {
    // The script lets this click through: it is the kept tap itself.
    kept.replaying = true;
    try {
      control.click();
    } finally {
      delete kept.replaying;
    }
    if (!kept.includes(name)) control.removeAttribute('data-tap-kept');
  }
  kept.pressing = true;
  setTimeout(() => {
    delete kept.pressing;
    pressKeptTaps();
  });
}

/**
 * For the control `ref` marked data-keep-tap={name} (every tap kept when also marked
 * data-keep-each, else one): once its handler is attached, marks it ready and presses the taps
 * kept for it in their turn. No name: the control keeps no tap. Returns the ref to put on it.
 */
export function useKeptTap<E extends HTMLElement>(name: string | undefined): RefObject<E | null> {
  const ref = useRef<E>(null);
  useEffect(() => {
    const control = ref.current;
    if (name === undefined || !control) return;
    control.setAttribute('data-tap-ready', '');
    // After this commit's other controls have said they are ready too.
    const timer = setTimeout(pressKeptTaps);
    return () => clearTimeout(timer);
  }, [name]);
  return ref;
}
