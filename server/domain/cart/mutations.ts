// The three cart mutations. Each runs in one transaction holding the cart's row lock, so two
// concurrent changes to one cart both count (decision 064); a refusal changes nothing. Called
// with a transaction (an Idempotency-Key request) they run in a savepoint inside it. Each works on
// its owner's cart and answers it: an add makes the cart when there is none, inside its own
// transaction, so a refused add makes nothing (decision 224); a line of a cart that does not
// exist is not found. A refusal for too few pieces is read again once the holds past their end
// are given back (decision 265).
import { and, eq } from 'drizzle-orm';
import type { AddToCartBody } from '../../../contract/cart.js';
import type { Db } from '../../db/client.js';
import { cartItems } from '../../db/schema.js';
import { decideOnFreeStock, type Outcome } from '../orders/lapsed-holds.js';
import { assertSells, assertShopAvailable, shopTerms } from '../shop-availability.js';
import { loadArticleSet } from './article-set.js';
import { lockOwnCart, openCart, type CartOwner } from './cart-owner.js';
import { checkLineQuantity, lineFacts } from './line-rules.js';
import { resolvePurchase } from './purchase.js';
import { CartRefusal } from './refusal.js';
import type { CartRow } from './session-cart.js';
import * as texts from './texts.js';

const itemNotFound = (itemId: string) => new CartRefusal('missing', 'ITEM_NOT_FOUND', texts.ITEM_NOT_FOUND, { itemId });

const refusedForStock = (outcome: Outcome<unknown>) =>
  'error' in outcome && outcome.error instanceof CartRefusal && outcome.error.code === 'OUT_OF_STOCK';

/** Adds to the line of that article (and bundle selection), creating it when new. */
export async function addToCart(db: Db, owner: CartOwner, body: AddToCartBody): Promise<CartRow> {
  return decideOnFreeStock(db, () => addOnce(db, owner, body), refusedForStock);
}

async function addOnce(db: Db, owner: CartOwner, body: AddToCartBody): Promise<CartRow> {
  return db.transaction(async (tx) => {
    const { cartMaxDefault } = await assertShopAvailable(tx);
    const { target, article, set } = await resolvePurchase(tx, body);
    const cart = await openCart(tx, owner);
    const cartId = cart.id;
    const selectionKey = target.selection.join(',');
    const [line] = await tx.select({ id: cartItems.id, quantity: cartItems.quantity }).from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.articleId, target.articleId), eq(cartItems.selectionKey, selectionKey)));
    const inCart = line?.quantity ?? 0;
    const quantity = inCart + body.quantity;
    checkLineQuantity(lineFacts(set, article, target.selection, cartMaxDefault), quantity, inCart);
    if (line) {
      await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, line.id));
    } else {
      await tx.insert(cartItems).values({
        cartId, articleId: target.articleId, selectionKey, quantity,
        bundleSelection: target.selection.length > 0 ? [...target.selection] : null,
      });
    }
    return cart;
  });
}

/** Sets a line's quantity; only a line of this cart. An increase needs the shop available (decision 091). */
export async function setLineQuantity(db: Db, owner: CartOwner, itemId: string, quantity: number): Promise<CartRow> {
  return decideOnFreeStock(db, () => setOnce(db, owner, itemId, quantity), refusedForStock);
}

async function setOnce(db: Db, owner: CartOwner, itemId: string, quantity: number): Promise<CartRow> {
  return db.transaction(async (tx) => {
    const cart = await lockOwnCart(tx, owner);
    if (!cart) throw itemNotFound(itemId);
    const [line] = await tx.select().from(cartItems).where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)));
    if (!line) throw itemNotFound(itemId);
    const selection = line.bundleSelection ?? [];
    const set = await loadArticleSet(tx, [line.articleId, ...selection]);
    const terms = await shopTerms(tx);
    const article = set.articles.get(line.articleId);
    if (!article) throw itemNotFound(itemId);
    if (quantity > line.quantity) assertSells(terms);
    checkLineQuantity(lineFacts(set, article, selection, terms.cartMaxDefault), quantity, line.quantity);
    await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, line.id));
    return cart;
  });
}

/** Removes a line; only a line of this cart. Allowed even while the shop is not available. */
export async function removeLine(db: Db, owner: CartOwner, itemId: string): Promise<CartRow> {
  return db.transaction(async (tx) => {
    const cart = await lockOwnCart(tx, owner);
    if (!cart) throw itemNotFound(itemId);
    const removed = await tx.delete(cartItems).where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
      .returning({ id: cartItems.id });
    if (removed.length === 0) throw itemNotFound(itemId);
    return cart;
  });
}
