import { db } from '../core/db';
import type { OutboxEntry } from '../core/types';
import type { WishMirror } from './types';

/** The mirrored wishes and the outbox, read in one transaction so they agree. */
export interface StoredWishes {
  mirror: WishMirror | undefined;
  outbox: OutboxEntry[];
}

export async function readStoredWishes(): Promise<StoredWishes> {
  const database = db();
  return database.transaction('r', database.wishes, database.outbox, async () => ({
    mirror: await database.wishes.get('current'),
    outbox: await database.outbox.orderBy('seq').toArray(),
  }));
}
