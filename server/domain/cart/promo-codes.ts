// Discount codes on a cart (decision 107): applying one (it replaces the cart's previous code),
// taking it off, and reading the applied one for the cashier. A code counts while it is active
// and inside its validity window; one that ends after it was applied simply stops counting.
// Each change runs in one transaction holding the cart's row lock, like the cart's lines
// (mutations.ts, decision 064); applying a code makes the cart when there is none, in that
// transaction, so a refused code makes nothing (decision 224).
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cartPromos, promoCodeArticles, promoCodes } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';
import type { AppliedPromo } from './cashier.js';
import * as texts from './promo-texts.js';
import { lockOwnCart, openCart, type CartOwner } from './cart-owner.js';
import { CartRefusal } from './refusal.js';
import type { CartRow } from './session-cart.js';

/** A code that can be used now. */
const usable = and(
  eq(promoCodes.active, true),
  or(isNull(promoCodes.startsAt), lte(promoCodes.startsAt, sql`now()`)),
  or(isNull(promoCodes.endsAt), gt(promoCodes.endsAt, sql`now()`)),
);

/** Applies `code` (already upper-case) to the owner's cart; an unknown, inactive or expired code is refused. */
export async function applyPromoCode(db: Db, owner: CartOwner, code: string): Promise<CartRow> {
  return db.transaction(async (tx) => {
    const cart = await openCart(tx, owner);
    const [promo] = await tx.select({ id: promoCodes.id }).from(promoCodes)
      .where(and(eq(promoCodes.shopId, SHOP_ID), eq(promoCodes.code, code), usable));
    if (!promo) throw new CartRefusal('missing', 'PROMO_NOT_FOUND', texts.PROMO_NOT_FOUND, { code });
    await tx.insert(cartPromos).values({ cartId: cart.id, promoCodeId: promo.id })
      .onConflictDoUpdate({ target: cartPromos.cartId, set: { promoCodeId: promo.id, appliedAt: sql`now()` } });
    return cart;
  });
}

/** Takes the code off the owner's cart; a code that is not the cart's (or no cart) is refused (404). */
export async function removePromoCode(db: Db, owner: CartOwner, promoId: number): Promise<CartRow> {
  return db.transaction(async (tx) => {
    const cart = await lockOwnCart(tx, owner);
    const removed = cart
      ? await tx.delete(cartPromos).where(and(eq(cartPromos.cartId, cart.id), eq(cartPromos.promoCodeId, promoId))).returning({ id: cartPromos.promoCodeId })
      : [];
    if (!cart || removed.length === 0) throw new CartRefusal('missing', 'PROMO_NOT_APPLIED', texts.PROMO_NOT_APPLIED, { id: promoId });
    return cart;
  });
}

export interface CartPromoCode extends AppliedPromo {
  /** 'articles' codes: the free products and how many of each. */
  articles: { articleId: number; quantity: number }[];
}

/** The cart's code when it can be used now; null without one. */
export async function loadCartPromo(db: Db, cartId: string): Promise<CartPromoCode | null> {
  const [row] = await db.select({ promo: promoCodes }).from(cartPromos)
    .innerJoin(promoCodes, eq(promoCodes.id, cartPromos.promoCodeId))
    .where(and(eq(cartPromos.cartId, cartId), usable));
  if (!row) return null;
  const { promo } = row;
  const articles = promo.type === 'articles'
    ? await db.select({ articleId: promoCodeArticles.articleId, quantity: promoCodeArticles.quantity }).from(promoCodeArticles)
      .where(eq(promoCodeArticles.promoCodeId, promo.id)).orderBy(promoCodeArticles.articleId)
    : [];
  return {
    id: promo.id, code: promo.code, articles,
    rule: { type: promo.type, value: promo.value, minCart: { on: promo.minCartOn, value: promo.minCartValue } },
  };
}
