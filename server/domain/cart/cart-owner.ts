// Whose cart a call works on, and when that cart is made (docs/decisions/224-refusals-write-nothing.md):
// a browser session's (decision 012) or a signed-in user's (decision 106). Reading a cart that does
// not exist answers an empty one and makes nothing; a change that goes through makes the row inside
// its own transaction, so a refusal later in that transaction takes the new row back with it.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { carts } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';
import type { CartRow } from './session-cart.js';

export type CartOwner = { sessionId: string } | { userId: number };

const ownedBy = (owner: CartOwner) => ('userId' in owner ? eq(carts.userId, owner.userId) : eq(carts.sessionId, owner.sessionId));

export async function findCart(db: Db, owner: CartOwner): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(ownedBy(owner)).limit(1);
  return row;
}

/**
 * The owner's cart with its row lock taken for the rest of the transaction, marked changed (as
 * lockCart does, decision 064); undefined when the owner has no cart, which is then made by nothing.
 */
export async function lockOwnCart(tx: Db, owner: CartOwner): Promise<CartRow | undefined> {
  const [row] = await tx.update(carts).set({ updatedAt: sql`now()` }).where(ownedBy(owner)).returning();
  return row;
}

/**
 * The owner's cart, made now when it has none, locked for the rest of the transaction `tx`: call
 * it inside the transaction of the change, so the row commits with the change or not at all. A
 * concurrent first change of the same owner waits on the unique index and then finds this row.
 * One statement, the upsert taking the row lock as lockOwnCart does: the transaction holds
 * PGlite's one connection (docs/decisions/254-a-purchase-reads-the-shop-once.md).
 */
export async function openCart(tx: Db, owner: CartOwner): Promise<CartRow> {
  const [row] = await tx.insert(carts).values({ shopId: SHOP_ID, ...owner })
    .onConflictDoUpdate({ target: 'userId' in owner ? carts.userId : carts.sessionId, set: { updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('an upsert of a cart answered no row');
  return row;
}

/** What a checkout state is made of: a cart row, or no row yet (`id` null) for a user or a visitor. */
export type CartView = Pick<CartRow, 'userId'> & { id: string | null };

/** The cart of an owner who has none yet: nothing in it, nothing chosen for it. */
export const noCart = (owner: CartOwner): CartView => ({ id: null, userId: 'userId' in owner ? owner.userId : null });
