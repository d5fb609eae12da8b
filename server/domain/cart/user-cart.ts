// A signed-in customer's cart: one carts row per user (unique user_id), whatever browser or
// device asks, so the cart follows the customer (decision 106).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { carts } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';
import type { CartRow } from './session-cart.js';

export async function findUserCart(db: Db, userId: number): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.userId, userId)).limit(1);
  return row;
}

/**
 * The user's cart, made when there is none (sign-in's merge, when the visitor's lines join it); if
 * a concurrent request just made it, that one. A change of the cart makes it in its own transaction
 * instead (cart-owner.ts openCart, decision 224).
 */
export async function userCart(db: Db, userId: number): Promise<CartRow> {
  const found = await findUserCart(db, userId);
  if (found) return found;
  const [row] = await db.insert(carts).values({ shopId: SHOP_ID, userId }).onConflictDoNothing().returning();
  if (row) return row;
  const existing = await findUserCart(db, userId);
  if (!existing) throw new Error('user cart vanished right after a conflicting insert');
  return existing;
}
