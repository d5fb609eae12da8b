import type { ManagedTimerId, TimeoutProvider } from '@tanstack/react-query';

/**
 * TanStack Query keeps a timer per query (gcTime) and per mounted observer (staleTime): a page
 * whose cards and shell mount ~60 observers at hydration set ~60 browser timers in one task, each
 * recorded with its stack when the page is traced (as Lighthouse traces it) — 20–30 ms of a
 * throttled phone's main thread for timers that fire minutes later (decision 179). This provider,
 * which TanStack's `timeoutManager` documents for the purpose, gives every long timer whose
 * deadline falls in the same second one browser timer. A timer fires up to a second late, never
 * early (an early stale timer would find the data fresh and not run again); short ones — retry
 * back-offs, zero delays — are the browser's own, on time.
 */

/** Delays under this are not worth coalescing: retries and the like, which must be on time. */
export const COALESCE_FROM_MS = 5_000;
/** Deadlines are rounded up to a multiple of this. */
export const BUCKET_MS = 1_000;

type Callback = () => void;

type NativeTimerId = Parameters<typeof clearTimeout>[0];

export function createCoalescedTimeouts(now: () => number = Date.now): TimeoutProvider {
  // Coalesced timers get negative ids, apart from the browser's (positive) ones.
  let lastId = 0;
  const callbacks = new Map<number, Callback>();
  const buckets = new Map<number, Set<number>>();
  const bucketOf = new Map<number, number>();

  const fire = (deadline: number) => {
    const ids = buckets.get(deadline);
    buckets.delete(deadline);
    for (const id of ids ?? []) {
      const callback = callbacks.get(id);
      callbacks.delete(id);
      bucketOf.delete(id);
      callback?.();
    }
  };

  return {
    setTimeout(callback, delay): ManagedTimerId {
      if (!(delay >= COALESCE_FROM_MS)) return setTimeout(callback, delay);
      const deadline = Math.ceil((now() + delay) / BUCKET_MS) * BUCKET_MS;
      const id = --lastId;
      callbacks.set(id, callback);
      bucketOf.set(id, deadline);
      let ids = buckets.get(deadline);
      if (!ids) {
        buckets.set(deadline, (ids = new Set()));
        setTimeout(() => fire(deadline), deadline - now());
      }
      ids.add(id);
      return id;
    },
    clearTimeout(id) {
      if (typeof id === 'number' && id < 0) {
        callbacks.delete(id);
        const deadline = bucketOf.get(id);
        bucketOf.delete(id);
        if (deadline !== undefined) buckets.get(deadline)?.delete(id);
        return;
      }
      clearTimeout(id as NativeTimerId);
    },
    setInterval: (callback, delay) => setInterval(callback, delay),
    clearInterval: (id) => clearInterval(id as NativeTimerId),
  };
}
