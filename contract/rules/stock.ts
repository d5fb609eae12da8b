import type { Grade } from '../checkout.js';

// Stock rules (docs/product/catalogue.md#stock), shared by the server (cards, listings, cart checks) and
// the PWA (offline product pages). Decisions: docs/decisions/042-stock-rules.md.

export interface Stock {
  /** Tracked: quantity is a real count. */
  on: boolean;
  quantity: number;
}

/** The least an article must say about itself for the stock and availability rules. */
export interface StockItem {
  grade: Grade;
  available: boolean;
  stock: Stock;
  /** Containers: their variants (stock and availability are all that matter). */
  variants?: readonly { available: boolean; stock: Stock }[];
  /** Bundles: their members, each with how many one bundle holds (default 1). */
  members?: readonly (StockItem & { quantityInBundle?: number })[];
}

/**
 * An article as the stock rules read it from what a caller holds: the catalogue's `Article` or
 * `BundleMember`, an offline snapshot, or a cart line (a bundle's `articles` then being the units
 * it buys: each member, or the variant chosen for a container member).
 */
export interface StockSource {
  grade: Grade;
  /** Left out by a snapshot that did not say: taken as switched on (the server decides). */
  available?: boolean;
  stock: Stock;
  variants?: readonly { available: boolean; stock: Stock }[];
  /** Bundles: their members (the catalogue's name), each with how many one bundle holds. */
  articles?: readonly (StockSource & { quantityInBundle?: number })[];
}

/**
 * The one mapping of an article to the rules' StockItem, used by the product page, the offline
 * cart and the server's cart (decision 093). It keeps each member's quantityInBundle, so a
 * bundle's stock is how many whole bundles its members make.
 */
export function stockItemOf(source: StockSource & { quantityInBundle?: number }): StockItem & { quantityInBundle?: number } {
  return {
    grade: source.grade,
    available: source.available ?? true,
    stock: source.stock,
    ...(source.variants ? { variants: source.variants } : {}),
    ...(source.articles && source.grade === 'bundle' ? { members: source.articles.map(stockItemOf) } : {}),
    ...(source.quantityInBundle === undefined ? {} : { quantityInBundle: source.quantityInBundle }),
  };
}

const sellableUnit = (a: { available: boolean; stock: Stock }) => a.available && !(a.stock.on && a.stock.quantity <= 0);

/**
 * Out of stock: a simple article or variant when unavailable or tracked at zero; a container when
 * every variant is (so also with no variants); a bundle when unavailable or when any member is
 * (a container member with no variants counts as out).
 */
export function isOutOfStock(item: StockItem): boolean {
  switch (item.grade) {
    case 'simple':
    case 'variant':
      return !sellableUnit(item);
    case 'container':
      return !(item.variants ?? []).some(sellableUnit);
    case 'bundle':
      return !item.available || (item.members ?? []).length === 0 || (item.members ?? []).some(isOutOfStock);
  }
}

/**
 * The stock to show and to bound quantities with. Containers: tracked when every variant is,
 * the sum of their quantities. Bundles: tracked when any member is, as many bundles as the
 * scarcest tracked member allows.
 */
export function effectiveStock(item: StockItem): Stock {
  if (item.grade === 'container') {
    const variants = item.variants ?? [];
    return {
      on: variants.length === 0 || variants.every((v) => v.stock.on),
      quantity: variants.reduce((sum, v) => sum + (v.stock.on ? Math.max(0, v.stock.quantity) : 0), 0),
    };
  }
  if (item.grade === 'bundle') {
    let bound: number | undefined;
    for (const member of item.members ?? []) {
      const stock = effectiveStock(member);
      if (!stock.on) continue;
      const bundles = Math.floor(Math.max(0, stock.quantity) / Math.max(1, member.quantityInBundle ?? 1));
      bound = bound === undefined ? bundles : Math.min(bound, bundles);
    }
    return bound === undefined ? { on: false, quantity: 0 } : { on: true, quantity: bound };
  }
  return { on: item.stock.on, quantity: item.stock.quantity };
}
