// One customer's own records (address book, saved cards) change one request at a time: each
// mutation first takes the user row's lock, like the cart row's (decision 064). FOR NO KEY UPDATE,
// not FOR UPDATE, so sign-ins (which insert sessions referencing the user) are not held up.
// A row lock and nothing more, so it sits in server/db, where both the domain and server/payments
// (a card saved after a paid session) may take it (decision 006).
import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { users } from './schema.js';

/** Locks the user's row until the transaction ends; false when there is no such user. */
export async function lockUser(tx: Db, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  return rows.length > 0;
}
