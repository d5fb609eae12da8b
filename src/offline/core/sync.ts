import { db, type RaggioDb } from './db';
import { flushOutbox, type FlushDeps } from './flush';
import { withOutboxLock } from './lock';
import { SYNC_TAG } from './sync-tag';

// When the outbox is flushed from a page (decision 075): at start, when the connection comes
// back, after every new mutation while online, and when a backoff ends. Requests coalesce: while
// one run is going, more requests make one more run after it. The service worker flushes on its
// Background Sync event with the same code (sw/sw.ts).
//
// The app's start and the browser's `online` event are a fresh chance: the backoff that failed
// tries left behind (this page's, another tab's, or the worker's while the network was down) is
// forgotten, so an order waiting for the connection goes within a moment of its return, not when
// a timer of the offline tries ends (decision 137). The reset is made by the run itself, under the
// outbox lock: a run in progress when the network returned, whose failures set a new backoff, or
// the worker's flush holding the lock, cannot undo it.

export { SYNC_TAG };

let deps: FlushDeps | null = null;
let running: Promise<void> | null = null;
let again: { refresh: boolean } | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** Set by the app's start and the `online` event: the next run forgets the backoff first. */
let freshChance = false;
/** Ends the calls of the run in progress (see onOnline). */
let runAbort: AbortController | null = null;

const isOnline = () => (globalThis.navigator as Navigator | undefined)?.onLine ?? true;

async function runOnce(refresh: boolean): Promise<void> {
  if (!deps || !isOnline()) return;
  const current = deps;
  const result = await withOutboxLock(async () => {
    if (freshChance) {
      freshChance = false;
      await forgetBackoff(current.database ?? db());
    }
    const abort = new AbortController();
    runAbort = abort;
    try {
      return await flushOutbox({ ...current, signal: abort.signal }, { refresh });
    } finally {
      if (runAbort === abort) runAbort = null;
    }
  });
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

/** Entries waiting for their backoff may go at once. */
async function forgetBackoff(database: RaggioDb): Promise<void> {
  await database.outbox.filter((entry) => entry.nextAttemptAt > 0).modify({ nextAttemptAt: 0 });
}

function onOnline(): Promise<void> {
  freshChance = true;
  // Calls started before the network went may hang until their timeout (20 s): given up now, the
  // run ends and the next one, right after it, sends them again under the same keys.
  runAbort?.abort();
  return requestFlush({ refresh: true });
}

/** Starts the page's sync: flushes now and on every reconnect. Returns the stop function. */
export function startSync(flushDeps: FlushDeps): () => void {
  deps = flushDeps;
  const online = () => void onOnline();
  window.addEventListener('online', online);
  freshChance = true;
  void requestFlush();
  return () => {
    window.removeEventListener('online', online);
    clearTimeout(retryTimer);
    deps = null;
  };
}
