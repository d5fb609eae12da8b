import { db } from './db';
import { flushOutbox, type FlushDeps } from './flush';
import { withOutboxLock } from './lock';
import { SYNC_TAG } from './sync-tag';

// When the outbox is flushed from a page (decision 075): at start, when the connection comes
// back, after every new mutation while online, and when a backoff ends. Requests coalesce: while
// one run is going, more requests make one more run after it. The service worker flushes on its
// Background Sync event with the same code (sw/sw.ts).

export { SYNC_TAG };

let deps: FlushDeps | null = null;
let running: Promise<void> | null = null;
let again: { refresh: boolean } | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

const isOnline = () => (globalThis.navigator as Navigator | undefined)?.onLine ?? true;

async function runOnce(refresh: boolean): Promise<void> {
  if (!deps || !isOnline()) return;
  const current = deps;
  const result = await withOutboxLock(() => flushOutbox(current, { refresh }));
  clearTimeout(retryTimer);
  if (result.retryAt !== null) {
    retryTimer = setTimeout(() => void requestFlush(), Math.max(0, result.retryAt - Date.now()));
  }
}

/** Flushes the outbox now (or right after the run in progress). Resolves when that run ended. */
export function requestFlush(options: { refresh?: boolean } = {}): Promise<void> {
  const refresh = options.refresh ?? false;
  if (running) {
    again = { refresh: (again?.refresh ?? false) || refresh };
    return running;
  }
  running = (async () => {
    try {
      await runOnce(refresh);
      while (again) {
        const next = again;
        again = null;
        await runOnce(next.refresh);
      }
    } catch (error) {
      console.warn('outbox flush failed', error);
    } finally {
      running = null;
    }
  })();
  return running;
}

/** Asks the browser for a Background Sync, so the outbox goes out even if every tab is closed. */
export async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync here (or not allowed): the page's own triggers remain.
  }
}

async function onOnline(): Promise<void> {
  // The connection is back: entries waiting for their backoff may go at once.
  await db().outbox.toCollection().modify({ nextAttemptAt: 0 });
  await requestFlush({ refresh: true });
}

/** Starts the page's sync: flushes now and on every reconnect. Returns the stop function. */
export function startSync(flushDeps: FlushDeps): () => void {
  deps = flushDeps;
  const online = () => void onOnline();
  window.addEventListener('online', online);
  void requestFlush();
  return () => {
    window.removeEventListener('online', online);
    clearTimeout(retryTimer);
    deps = null;
  };
}
