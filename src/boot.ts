// The document's entry script. A server-rendered page is already the page: the browser paints it
// first, and only then fetches and evaluates the app's code and hydrates it (decision 096).
// Started at once, that work ran before the first frame and held the paint back until hydration
// ended; fetched from the document's head, the app's chunks shared the first round trips with the
// stylesheet and the largest picture. `import()` fetches main's chunks side by side (Vite
// preloads a dynamic import's dependencies), so starting after the paint costs one round trip.

/**
 * Resolves once a frame has been rendered: requestAnimationFrame runs just before the frame's
 * paint, the task after it once the frame is out. A hidden tab renders no frame, so a page opened
 * in the background starts its app when it is first shown.
 */
function afterFirstFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Resolves once the server-rendered page's first contentful paint is on screen (the browser's
 * paint timing reports it when the frame is presented, not when the main thread painted it), at
 * the latest `LONGEST_WAIT_MS` after the first frame. The app's download, parsing and hydration
 * then no longer share the cores with the compositor and the image decodes of that first frame
 * (decision 182). The service worker's shell has no content of its own: it starts after its frame.
 */
const LONGEST_WAIT_MS = 1_500;
function afterFirstContentfulPaint(): Promise<void> {
  const types = typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes ?? [];
  if (!('$_TSR' in window) || !types.includes('paint')) return afterFirstFrame();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    void afterFirstFrame().then(() => setTimeout(resolve, LONGEST_WAIT_MS));
  });
}

void afterFirstContentfulPaint().then(() => import('./main'));
