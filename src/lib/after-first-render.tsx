import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

let painted: () => void = () => undefined;
const firstPaint = new Promise<void>((resolve) => {
  painted = resolve;
});

/**
 * Runs `task` once the app's first render has been painted (the first afterFirstRender part
 * started loading), or after `fallbackMs` if nothing renders, e.g. a failed start-up.
 */
export function afterAppPainted(task: () => void, fallbackMs = 10_000): void {
  let done = false;
  const once = () => {
    if (!done) task();
    done = true;
  };
  void firstPaint.then(once);
  setTimeout(once, fallbackMs);
}

// The tasks waiting for the next paint: every card's deferred parts ask at once at hydration, and
// one frame callback and one task serve them all (a page's 40 cards each asking for their own
// made ~80 timers in one task, each traced with its stack where the page is profiled: decision 179).
let nextPaint: (() => void)[] | null = null;

/** Runs `task` once the next frame has been painted; returns the cancel function. */
function afterNextPaint(task: () => void): () => void {
  let cancelled = false;
  if (!nextPaint) {
    const waiting: (() => void)[] = (nextPaint = []);
    // requestAnimationFrame runs just before a paint; a task queued from it runs after that paint.
    // A task asked for from here on waits for the frame after.
    requestAnimationFrame(() => {
      nextPaint = null;
      setTimeout(() => {
        painted();
        for (const run of waiting) run();
      }, 0);
    });
  }
  nextPaint.push(() => {
    if (!cancelled) task();
  });
  return () => {
    cancelled = true;
  };
}

// Most deferred components wait for the offline layer, so their code arrives in the same moment;
// mounted together, the cards' cart buttons and hearts, the toasts and the drawers' parts were one
// long commit. Each kind now mounts in a frame of its own, in the order its code arrived: the
// kinds of one page take a few frames more, and no commit holds the main thread for all of them.
let lastTurn: Promise<void> = Promise.resolve();

function takeTurn(): Promise<void> {
  const turn = lastTurn.then(() => new Promise<void>((resolve) => void afterNextPaint(resolve)));
  lastTurn = turn;
  return turn;
}

/**
 * A component whose code loads after the page's first render (decision 084): `placeholder`
 * renders first — on the server, while hydrating and until the code has arrived — then the
 * loaded component. The load starts after the first paint, so it never delays it; once
 * loaded, later mounts render the component at once. The placeholder must take the same room
 * as the component, or the page shifts when it arrives. `preload()` fetches the code ahead
 * (e.g. when the browser is idle), so a later mount shows the component at once.
 */
export function afterFirstRender<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: (props: P) => ReactNode,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => {
    loading ??= load().then(async (component) => {
      await takeTurn();
      return (loaded = component);
    });
    // A failed load (offline before the chunk was cached) is tried again by the next mount.
    loading.catch(() => (loading = null));
    return loading;
  };

  function AfterFirstRender(props: P) {
    const [component, setComponent] = useState<{ Loaded: ComponentType<P> } | null>(() => (loaded ? { Loaded: loaded } : null));
    useEffect(() => {
      if (component) return;
      let mounted = true;
      const cancel = afterNextPaint(() => loadOnce().then(
        (Loaded) => mounted && setComponent({ Loaded }),
        (error: unknown) => console.warn('deferred component not loaded', error),
      ));
      return () => {
        mounted = false;
        cancel();
      };
    }, [component]);
    if (!component) return placeholder(props);
    const { Loaded } = component;
    return <Loaded {...props} />;
  }
  return Object.assign(AfterFirstRender, { preload: loadOnce });
}
