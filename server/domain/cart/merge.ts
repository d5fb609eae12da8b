// At sign-in the visitor's session cart joins the user's cart (decisions 066, 106), in one
// transaction holding both carts' row locks: lines of the same article and bundle selection add
// up within the line's bounds (never below what the user's line held); a line nobody can buy now
// is not carried over. Whatever did not join whole is told. The session cart is left empty, so a
// retried sign-in merges nothing twice; a line that moves keeps its id (an outbox change queued
// before sign-in still finds it). A line cut for too few pieces while holds past their end still
// count is not cut: the merge is rolled back, they are given back, and it is made again (decision 265).
import { eq, inArray } from 'drizzle-orm';
import type { I18nText } from '../../../contract/i18n-text.js';
import { clampQuantity } from '../../../contract/rules/quantity.js';
import type { Db } from '../../db/client.js';
import { cartItems } from '../../db/schema.js';
import { holdsLapsed, releaseExpiredIntents } from '../orders/sweep.js';
import { settingsRow } from '../shop-commerce.js';
import { loadArticleSet } from './article-set.js';
import { lineFacts, type LineFacts } from './line-rules.js';
import { mergeReduced, mergeRefused, SOLD_OUT } from './merge-texts.js';
import { findSessionCart, lockCart } from './session-cart.js';
import * as texts from './texts.js';
import { userCart } from './user-cart.js';

export interface MergeNote {
  articleId: number;
  /** 'reduced': part of the line joined; 'refused': none of it. */
  kind: 'reduced' | 'refused';
  /** What the user's cart holds of it now. */
  quantity: number;
  text: I18nText;
}

const lineKey = (l: { articleId: number; selectionKey: string }) => `${l.articleId}|${l.selectionKey}`;

/** Why nothing more of the line fits: its stock, or a per-order maximum (decision 095). */
const limitText = (facts: LineFacts) =>
  (facts.bounds.limit === 'stock' ? texts.piecesAvailable(facts.bounds.max) : texts.maxPerOrder(facts.bounds.max));

function unbuyableText(facts: LineFacts): I18nText | null {
  if (!facts.switchedOn) return facts.article.grade === 'bundle' ? texts.BUNDLE_UNAVAILABLE : texts.PRODUCT_UNAVAILABLE;
  if (facts.outOfStock || !facts.bounds.purchasable) return SOLD_OUT;
  return null;
}

/** A merge short of pieces while lapsed holds keep some: rolled back, to be made again once they are given back. */
class LapsedHoldsInTheWay extends Error {}

export async function mergeCarts(db: Db, fromCartId: string, intoCartId: string): Promise<MergeNote[]> {
  if (fromCartId === intoCartId) return [];
  try {
    return await mergeOnce(db, fromCartId, intoCartId, true);
  } catch (err) {
    if (!(err instanceof LapsedHoldsInTheWay)) throw err;
  }
  await releaseExpiredIntents(db);
  return mergeOnce(db, fromCartId, intoCartId, false);
}

async function mergeOnce(db: Db, fromCartId: string, intoCartId: string, firstTry: boolean): Promise<MergeNote[]> {
  return db.transaction(async (tx) => {
    // Both locks, always in the same order, so two merges of the same carts cannot deadlock.
    for (const id of [fromCartId, intoCartId].sort()) {
      if (!(await lockCart(tx, id))) throw new Error(`cart ${id} does not exist`);
    }
    const lines = await tx.select().from(cartItems).where(inArray(cartItems.cartId, [fromCartId, intoCartId]));
    const moving = lines.filter((l) => l.cartId === fromCartId);
    if (moving.length === 0) return [];
    const staying = new Map(lines.filter((l) => l.cartId === intoCartId).map((l) => [lineKey(l), l]));
    const set = await loadArticleSet(tx, moving.flatMap((l) => [l.articleId, ...(l.bundleSelection ?? [])]));
    const { cartMaxDefault } = await settingsRow(tx);
    const notes: MergeNote[] = [];
    let shortOfStock = false;
    for (const line of moving) {
      const article = set.articles.get(line.articleId);
      if (!article) continue;
      const facts = lineFacts(set, article, line.bundleSelection ?? [], cartMaxDefault);
      const existing = staying.get(lineKey(line));
      const held = existing?.quantity ?? 0;
      const unbuyable = unbuyableText(facts);
      if (unbuyable) {
        shortOfStock ||= unbuyable === SOLD_OUT;
        notes.push({ articleId: article.id, kind: 'refused', quantity: held, text: mergeRefused(article.name, unbuyable) });
        continue;
      }
      const asked = held + line.quantity;
      const quantity = Math.max(held, clampQuantity(asked, facts.bounds));
      if (quantity < asked && facts.bounds.limit === 'stock') shortOfStock = true;
      if (quantity === held) {
        notes.push({ articleId: article.id, kind: 'refused', quantity, text: mergeRefused(article.name, limitText(facts)) });
        continue;
      }
      if (quantity < asked) notes.push({ articleId: article.id, kind: 'reduced', quantity, text: mergeReduced(article.name, limitText(facts), quantity, asked) });
      if (existing) await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, existing.id));
      else await tx.update(cartItems).set({ cartId: intoCartId, quantity }).where(eq(cartItems.id, line.id));
    }
    if (firstTry && shortOfStock && (await holdsLapsed(tx))) throw new LapsedHoldsInTheWay();
    // What did not move (refused, or added to a line of the user's) goes.
    await tx.delete(cartItems).where(eq(cartItems.cartId, fromCartId));
    return notes;
  });
}

/**
 * Sign-in's merge: the cart of the browser's session (its cookie) into the user's cart. Nothing
 * to do without a session or with an empty one, and then the user's cart is not made either: a
 * cart is made by what goes into it (decision 224).
 */
export async function mergeVisitorCart(db: Db, sessionId: string | undefined, userId: number): Promise<MergeNote[]> {
  const from = sessionId ? await findSessionCart(db, sessionId) : undefined;
  if (!from) return [];
  const [line] = await db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.cartId, from.id)).limit(1);
  if (!line) return [];
  const into = await userCart(db, userId);
  return mergeCarts(db, from.id, into.id);
}
