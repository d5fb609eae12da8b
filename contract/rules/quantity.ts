import type { Stock } from './stock.js';

// Cart quantity bounds. storefront.md §5 and checkout-account-pages.md §5 disagree on which of
// the configured maximum and the tracked stock wins; both hold here (the tighter one), see
// docs/decisions/041-quantity-bounds.md.

export const DEFAULT_CART_MAX = 99;

export interface OnValue {
  on: boolean;
  value: number;
}

export interface QuantityRules {
  /** The stock to bound by: for containers and bundles their effective stock. */
  stock: Stock;
  cart: { quantity: { min: OnValue; max: OnValue } };
}

export interface QuantityBounds {
  min: number;
  max: number;
  /** False when no quantity fits: tracked stock below the minimum, or nothing left. */
  purchasable: boolean;
}

/**
 * min: the configured minimum when on, else 1. max: the smallest of the configured maximum (when
 * on) and the tracked stock (when tracked); with neither, the shop's default ceiling (99).
 */
export function quantityBounds(rules: QuantityRules, defaultMax: number = DEFAULT_CART_MAX): QuantityBounds {
  const { min: minRule, max: maxRule } = rules.cart.quantity;
  const min = minRule.on ? Math.max(1, Math.trunc(minRule.value)) : 1;
  const ceilings: number[] = [];
  if (maxRule.on) ceilings.push(Math.trunc(maxRule.value));
  if (rules.stock.on) ceilings.push(Math.trunc(rules.stock.quantity));
  const max = Math.max(0, ceilings.length > 0 ? Math.min(...ceilings) : defaultMax);
  return { min, max, purchasable: max >= min };
}

/** A typed or pasted quantity brought inside the bounds (the quantity field's clamp). */
export function clampQuantity(quantity: number, bounds: QuantityBounds): number {
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, whole));
}

/** The stepper works only for an item in stock whose max is above 1 (storefront.md §4). */
export const quantityControlActive = (outOfStock: boolean, bounds: QuantityBounds): boolean =>
  !outOfStock && bounds.purchasable && bounds.max > 1;

/**
 * Adding `adding` to `inCart` more than tracked stock allows is refused; the answer is how many
 * are available, for the warning 'N pezzo disponibile / pezzi disponibili'. null: allowed.
 */
export function stockShortfall(stock: Stock, inCart: number, adding: number): number | null {
  if (!stock.on) return null;
  return inCart + adding > stock.quantity ? Math.max(0, stock.quantity) : null;
}
