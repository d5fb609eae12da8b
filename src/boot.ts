// The document's entry script. A server-rendered page is already the page: the browser paints it
// first, and only then evaluates the app's code and hydrates it. Started at once, that work (the
// modules' evaluation, start-up, hydration) ran before the first frame and held the paint back
// until hydration ended (docs/decisions/096-script-priority.md). The app's chunks are still
// fetched from the start: the build preloads them (vite.config.ts).

/** Resolves once a frame has been rendered, or after `fallbackMs` in a tab that renders none. */
function afterNextFrame(fallbackMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, fallbackMs);
    requestAnimationFrame(() => {
      // rAF runs before the frame's paint: the task after it comes once the frame is out.
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0);
    });
  });
}

void afterNextFrame(200).then(() => import('./main'));
