// Stock for orders (decision 127): taken at the intent, in the intent's transaction, under row
// locks on the articles' rows. Every buyer locks the rows in ascending id order, so two buyers of
// the same articles queue behind each other instead of deadlocking; what the second reads after
// the wait is what the first left. A shortfall refuses the whole order (CART_CHANGED): the
// client answers it with the cart re-check dialog.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { articles, cartItems } from '../../db/schema.js';
import { loadArticleSet } from '../cart/article-set.js';
import type { CartPromoCode } from '../cart/promo-codes.js';
import type { FrozenItem, StockUnit } from './frozen-checkout.js';
import { OrderRefusal } from './refusal.js';
import * as texts from './texts.js';

/**
 * Locks the stock rows the cart's lines (and a code's free products) can take, before the lines
 * are read: the checkout frozen afterwards sees the stock as it is while the lock is held.
 * `heldIds`: what the cart's open intent holds, so giving it back takes no lock out of order.
 */
export async function lockCartStock(tx: Db, cartId: string, promo: CartPromoCode | null, heldIds: number[] = []): Promise<void> {
  const lines = await tx.select({ articleId: cartItems.articleId, selection: cartItems.bundleSelection }).from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  const ids = [...lines.flatMap((l) => [l.articleId, ...(l.selection ?? [])]), ...(promo?.articles.map((a) => a.articleId) ?? [])];
  const set = await loadArticleSet(tx, ids);
  const stockIds = [...set.articles.values()].filter((a) => a.grade === 'simple' || a.grade === 'variant').map((a) => a.id);
  await lockRows(tx, [...stockIds, ...heldIds]);
}

async function lockRows(tx: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { on: boolean; quantity: number }>();
  const rows = await tx.select({ id: articles.id, on: articles.stockOn, quantity: articles.stockQuantity }).from(articles)
    .where(inArray(articles.id, [...new Set(ids)])).orderBy(asc(articles.id)).for('update');
  return new Map(rows.map((r) => [r.id, { on: r.on, quantity: r.quantity }]));
}

const sumUnits = (units: StockUnit[]) => {
  const needs = new Map<number, number>();
  for (const u of units) needs.set(u.articleId, (needs.get(u.articleId) ?? 0) + u.quantity);
  return needs;
};

// A sale moves the catalogue version's stock part, which the version takes at most once per
// settle time, so a busy shop's cached pages are not all thrown away at every order; a move that
// sells an article out or brings it back moves updated_at too, which the version takes at once
// (decision 166). The right-hand sides read the row as it was before this update.
async function applyDeltas(tx: Db, needs: Map<number, number>, sign: 1 | -1) {
  for (const [id, quantity] of [...needs].sort(([a], [b]) => a - b)) {
    const delta = sign * quantity;
    const flipsInStock = sql`${articles.stockOn} and (${articles.stockQuantity} > 0) <> (${articles.stockQuantity} + ${delta} > 0)`;
    await tx.update(articles).set({
      stockQuantity: sql`${articles.stockQuantity} + ${delta}`,
      stockChangedAt: sql`now()`,
      updatedAt: sql`case when ${flipsInStock} then now() else ${articles.updatedAt} end`,
    }).where(eq(articles.id, id));
  }
}

/**
 * Takes the items' tracked stock, or refuses CART_CHANGED naming the short articles. A free
 * product of a discount code that is short is left out instead (the code's gift, not the order).
 * Answers the items the order keeps.
 */
export async function takeStock(tx: Db, items: FrozenItem[]): Promise<FrozenItem[]> {
  const stock = await lockRows(tx, items.flatMap((i) => i.units.map((u) => u.articleId)));
  const left = new Map([...stock].map(([id, s]) => [id, s.on ? s.quantity : Infinity]));
  const short: { articleId: number; available: number }[] = [];
  const kept: FrozenItem[] = [];
  for (const item of [...items.filter((i) => !i.free), ...items.filter((i) => i.free)]) {
    const needs = sumUnits(item.units);
    const fits = [...needs].every(([id, n]) => (left.get(id) ?? Infinity) >= n);
    if (!fits && item.free) continue;
    if (!fits) {
      for (const [id, n] of needs) if ((left.get(id) ?? Infinity) < n) short.push({ articleId: id, available: Math.max(0, stock.get(id)?.quantity ?? 0) });
      continue;
    }
    for (const [id, n] of needs) left.set(id, (left.get(id) ?? Infinity) - n);
    kept.push(item);
  }
  if (short.length > 0) throw new OrderRefusal('conflict', 'CART_CHANGED', texts.CART_CHANGED, { short });
  await applyDeltas(tx, sumUnits(kept.flatMap((i) => i.units)), -1);
  return kept;
}

/** Gives back what an order took (its undo): the same units, in the same lock order. */
export async function giveBackStock(tx: Db, units: StockUnit[]): Promise<void> {
  const needs = sumUnits(units);
  await lockRows(tx, [...needs.keys()]);
  await applyDeltas(tx, needs, 1);
}

/** Takes again units given back (the undo of a restock: a return's goods checked, decision 245). */
export async function takeBackStock(tx: Db, units: StockUnit[]): Promise<void> {
  const needs = sumUnits(units);
  await lockRows(tx, [...needs.keys()]);
  await applyDeltas(tx, needs, -1);
}
