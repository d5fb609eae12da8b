// The document's entry script. A server-rendered page is already the page: the browser paints it
// first, and only then fetches and evaluates the app's code and hydrates it (decision 096).
// Started at once, that work ran before the first frame and held the paint back until hydration
// ended; fetched from the document's head, the app's chunks shared the first round trips with the
// stylesheet and the largest picture. `import()` fetches main's chunks side by side (Vite
// preloads a dynamic import's dependencies), so starting after the frame costs one round trip.

/**
 * Resolves once a frame has been rendered: requestAnimationFrame runs just before the frame's
 * paint, the task after it once the frame is out. A hidden tab renders no frame, so a page opened
 * in the background starts its app when it is first shown.
 */
function afterFirstFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

void afterFirstFrame().then(() => import('./main'));
