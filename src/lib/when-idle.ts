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
