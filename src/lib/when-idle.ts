/**
 * Runs `task` when the browser is next idle (at the latest after `timeout` ms; a plain timer where
 * requestIdleCallback is missing, as in Safari). Returns the cancel function, for effects.
 */
export function whenIdle(task: () => void, timeout = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/**
 * Runs `task` once the page has loaded (the `load` event: its images, its scripts) and the browser
 * is then idle. For work a visitor does not wait for, which would otherwise compete for the
 * phone's cores with the page becoming usable. Returns the cancel function, for effects.
 */
export function whenPageSettled(task: () => void, timeout = 2_000): () => void {
  if (document.readyState === 'complete') return whenIdle(task, timeout);
  let cancelIdle: (() => void) | null = null;
  const loaded = () => {
    cancelIdle = whenIdle(task, timeout);
  };
  window.addEventListener('load', loaded, { once: true });
  return () => {
    window.removeEventListener('load', loaded);
    cancelIdle?.();
  };
}
