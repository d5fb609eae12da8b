// The cart of a browser session: one carts row per session id, made by the session's first change
// (cart-owner.ts openCart, decision 224). The row outlives the process, so the same cookie finds
// the same cart after a restart or on another server copy.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { carts } from '../../db/schema.js';

export type CartRow = typeof carts.$inferSelect;

export async function findSessionCart(db: Db, sessionId: string): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.sessionId, sessionId)).limit(1);
  return row;
}

/**
 * Takes the cart's row lock for the rest of the transaction and marks the cart changed: every
 * mutation of one cart runs after the previous one committed, so none is lost (decision 064).
 * Returns false when there is no such cart.
 */
export async function lockCart(tx: Db, cartId: string): Promise<boolean> {
  const rows = await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId)).returning({ id: carts.id });
  return rows.length > 0;
}
