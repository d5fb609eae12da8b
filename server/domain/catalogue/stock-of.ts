// Applies the shared stock rules (contract/rules) to loaded rows.
import type { Prices } from '../../../contract/catalogue.js';
import { isProductAvailable } from '../../../contract/rules/availability.js';
import { pricePaid, pricesOf } from '../../../contract/rules/prices.js';
import { effectiveStock, isOutOfStock, stockItemOf, type Stock, type StockSource } from '../../../contract/rules/stock.js';
import type { ArticleRow, ArticleSet } from './article-rows.js';

/** A loaded row as the shared stock rules read it (its variants, or its members and how many of each). */
function stockSource(set: ArticleSet, row: ArticleRow): StockSource {
  const own = { grade: row.grade, available: row.available, stock: { on: row.stockOn, quantity: row.stockQuantity } };
  if (row.grade === 'container') {
    return { ...own, variants: (set.variants.get(row.id) ?? []).map((v) => ({ available: v.available, stock: { on: v.stockOn, quantity: v.stockQuantity } })) };
  }
  if (row.grade === 'bundle') {
    const articles = (set.members.get(row.id) ?? []).flatMap((link) => {
      const member = set.articles.get(link.memberId);
      return member ? [{ ...stockSource(set, member), quantityInBundle: link.quantity }] : [];
    });
    return { ...own, articles };
  }
  return own;
}

export interface StockFacts {
  stock: Stock;
  outOfStock: boolean;
  available: boolean;
}

export function stockFacts(set: ArticleSet, row: ArticleRow): StockFacts {
  const item = stockItemOf(stockSource(set, row));
  return { stock: effectiveStock(item), outOfStock: isOutOfStock(item), available: isProductAvailable(item) };
}

const ownPrices = (row: ArticleRow): Prices => pricesOf(row.priceGross, row.priceDiscounted);

/** A container's prices are its cheapest sellable variant's (a 'from' price), else its own. */
export function pricesFor(set: ArticleSet, row: ArticleRow): Prices {
  if (row.grade !== 'container') return ownPrices(row);
  const variants = set.variants.get(row.id) ?? [];
  const pool = variants.filter((v) => v.available).length > 0 ? variants.filter((v) => v.available) : variants;
  let best: Prices | undefined;
  for (const v of pool) {
    const p = ownPrices(v);
    if (!best || pricePaid(p) < pricePaid(best)) best = p;
  }
  return best ?? ownPrices(row);
}
