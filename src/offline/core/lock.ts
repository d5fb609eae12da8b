import { db, type RaggioDb } from './db';

// One flusher at a time across tabs and the service worker (decision 075): the Web Locks API
// where there is one, else a lease row in IndexedDB that a crashed holder cannot keep forever.

export const OUTBOX_LOCK = 'raggio-outbox';
const LEASE_MS = 30_000;
const POLL_MS = 500;

async function tryLease(database: RaggioDb, owner: string, now: number): Promise<boolean> {
  return database.transaction('rw', database.leases, async () => {
    const held = await database.leases.get(OUTBOX_LOCK);
    if (held && held.owner !== owner && held.until > now) return false;
    await database.leases.put({ name: OUTBOX_LOCK, owner, until: now + LEASE_MS });
    return true;
  });
}

async function withLease<T>(database: RaggioDb, fn: () => Promise<T>): Promise<T> {
  // Each holding is its own owner: two flushes of one tab exclude each other too.
  const owner = crypto.randomUUID();
  while (!(await tryLease(database, owner, Date.now()))) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  // Renewed while the work runs, so a long flush keeps it; a crashed tab's lease just expires.
  const renew = setInterval(() => void tryLease(database, owner, Date.now()), LEASE_MS / 3);
  try {
    return await fn();
  } finally {
    clearInterval(renew);
    await database.transaction('rw', database.leases, async () => {
      if ((await database.leases.get(OUTBOX_LOCK))?.owner === owner) await database.leases.delete(OUTBOX_LOCK);
    });
  }
}

/** Runs `fn` holding the outbox lock; waits for another holder to finish first. */
export function withOutboxLock<T>(fn: () => Promise<T>, database: RaggioDb = db()): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks?.request) return locks.request(OUTBOX_LOCK, () => fn()) as Promise<T>;
  return withLease(database, fn);
}
