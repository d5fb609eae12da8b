import type { Table } from 'dexie';
import { db, type RaggioDb } from './db';
import type { OutboxEntry } from './types';

/** A mirror's current row and the outbox, read in one transaction so they agree. */
export interface MirrorWithOutbox<T> {
  mirror: T | undefined;
  outbox: OutboxEntry[];
}

/** Reads `mirrorOf(db())`'s 'current' row with the outbox (the cart's and the wishes' stored reads). */
export async function readWithOutbox<T>(mirrorOf: (database: RaggioDb) => Table<T, string>): Promise<MirrorWithOutbox<T>> {
  const database = db();
  const mirror = mirrorOf(database);
  return database.transaction('r', mirror, database.outbox, async () => ({
    mirror: await mirror.get('current'),
    outbox: await database.outbox.orderBy('seq').toArray(),
  }));
}
