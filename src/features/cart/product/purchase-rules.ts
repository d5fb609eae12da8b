import type { Article } from '../../../../contract/catalogue';
import { limitReached, quantityBounds, quantityControlActive, stepperVisible, type QuantityBounds } from '../../../../contract/rules/quantity';
import { effectiveStock, isOutOfStock, stockItemOf, type Stock } from '../../../../contract/rules/stock';

// What the product page's quantity field and add-to-cart button may do with the article on screen
// (docs/product/cart.md#add-to-cart), from the shared rules.

export interface PurchaseRules {
  bounds: QuantityBounds;
  /** The stock the bounds come from (containers: all variants; bundles: the scarcest member). */
  stock: Stock;
  soldOut: boolean;
  /** The quantity field can be changed: in stock and max above 1. */
  quantityActive: boolean;
  /** The − and + buttons show (hidden for tracked stock ≤ 1). */
  stepper: boolean;
}

export function purchaseRules(article: Article): PurchaseRules {
  const item = stockItemOf(article);
  const stock = effectiveStock(item);
  const bounds = quantityBounds({ stock, cart: article.cart });
  const soldOut = isOutOfStock(item) || !bounds.purchasable;
  return { bounds, stock, soldOut, quantityActive: quantityControlActive(soldOut, bounds), stepper: stepperVisible(stock) };
}

/**
 * The quantity chosen has reached a per-order maximum: the field says 'Massimo N per ordine'. A
 * stock limit says nothing there, the page's 'Prodotti disponibili: N' already tells it.
 */
export function orderLimitReached(rules: PurchaseRules, quantity: number): boolean {
  return !rules.soldOut && limitReached(rules.stock, rules.bounds, quantity) === 'order';
}

/**
 * The variantId of cartActions.add: nothing for a simple article or a variant's own page; for a
 * bundle, its container members' chosen variants in member order (nothing when it has none).
 */
export function addVariantId(article: Article, bundleVariantIds: readonly number[] | null): number[] | undefined {
  if (article.grade !== 'bundle' || !bundleVariantIds || bundleVariantIds.length === 0) return undefined;
  return [...bundleVariantIds];
}
