// At sign-in the session cart joins the user's cart (decision 066): lines of the same article and
// bundle selection add up, clamped to the article's bounds; the session cart is left empty.
import { eq, inArray } from 'drizzle-orm';
import { clampQuantity } from '../../../contract/rules/quantity.js';
import type { Db } from '../../db/client.js';
import { cartItems } from '../../db/schema.js';
import { settingsRow } from '../shop-commerce.js';
import { loadArticleSet } from './article-set.js';
import { lineFacts } from './line-rules.js';
import { lockCart } from './session-cart.js';

const lineKey = (l: { articleId: number; selectionKey: string }) => `${l.articleId}|${l.selectionKey}`;

export async function mergeCarts(db: Db, fromCartId: string, intoCartId: string): Promise<void> {
  if (fromCartId === intoCartId) return;
  await db.transaction(async (tx) => {
    // Both locks, always in the same order, so two merges of the same carts cannot deadlock.
    for (const id of [fromCartId, intoCartId].sort()) {
      if (!(await lockCart(tx, id))) throw new Error(`cart ${id} does not exist`);
    }
    const lines = await tx.select().from(cartItems).where(inArray(cartItems.cartId, [fromCartId, intoCartId]));
    const moving = lines.filter((l) => l.cartId === fromCartId);
    if (moving.length === 0) return;
    const staying = new Map(lines.filter((l) => l.cartId === intoCartId).map((l) => [lineKey(l), l]));
    const set = await loadArticleSet(tx, moving.flatMap((l) => [l.articleId, ...(l.bundleSelection ?? [])]));
    const { cartMaxDefault } = await settingsRow(tx);
    for (const line of moving) {
      const sum = (staying.get(lineKey(line))?.quantity ?? 0) + line.quantity;
      const article = set.articles.get(line.articleId);
      const bounds = article ? lineFacts(set, article, line.bundleSelection ?? [], cartMaxDefault).bounds : undefined;
      // A line nobody can buy now keeps its sum: the cart lists it as unavailable either way.
      const quantity = bounds?.purchasable ? clampQuantity(sum, bounds) : sum;
      await tx.insert(cartItems)
        .values({ cartId: intoCartId, articleId: line.articleId, bundleSelection: line.bundleSelection, selectionKey: line.selectionKey, quantity })
        .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.articleId, cartItems.selectionKey], set: { quantity } });
    }
    await tx.delete(cartItems).where(eq(cartItems.cartId, fromCartId));
  });
}
