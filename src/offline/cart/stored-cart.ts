import { db } from '../core/db';
import type { CheckoutMirror, OutboxEntry } from '../core/types';

/** The mirrored checkout and the outbox, read in one transaction so they agree. */
export interface StoredCart {
  mirror: CheckoutMirror | undefined;
  outbox: OutboxEntry[];
}

export async function readStoredCart(): Promise<StoredCart> {
  const database = db();
  return database.transaction('r', database.checkout, database.outbox, async () => ({
    mirror: await database.checkout.get('current'),
    outbox: await database.outbox.orderBy('seq').toArray(),
  }));
}
