/// <reference lib="webworker" />
import { createHttpClient } from '../src/lib/http/client';
import { db } from '../src/offline/core/db';
import { flushOutbox } from '../src/offline/kinds';
import { withOutboxLock } from '../src/offline/core/lock';
import { SYNC_TAG } from '../src/offline/core/sync-tag';

// Background Sync (decision 075): the browser wakes the worker when the connection is back, even
// with every tab closed, and the worker flushes the outbox with the pages' own code, under the
// same lock. No answer yet: the sync fails, so the browser tries again later.

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent { tag: string }

async function flushFromWorker(): Promise<void> {
  const context = await db().context.get('context');
  // The page's session token, so a signed-in customer's edits reach their own cart and wishes.
  const http = createHttpClient({ getShopId: () => context?.shopId ?? 'raggio', getToken: () => context?.token ?? null });
  const result = await withOutboxLock(() => flushOutbox({ http, lang: () => context?.lang ?? 'it' }, { refresh: true }));
  if (result.retryAt !== null) throw new Error('outbox not flushed yet');
}

export function registerBackgroundSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === SYNC_TAG) sync.waitUntil(flushFromWorker());
  });
}
