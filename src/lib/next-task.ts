/**
 * Resolves in a later task, so the work after it does not lengthen the current one: a phone's
 * main thread answers taps in between (scheduler.yield where the browser has it, which keeps the
 * page's place in the queue).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
