import type { Stock } from './stock.js';

// Cart quantity bounds (docs/product/cart.md#quantity-bounds). The two first specifications disagreed on which of
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

/**
 * What sets a maximum: the tracked stock ('N pezzi disponibili') or a per-order maximum, the
 * article's own or the shop's default ceiling ('Massimo N per ordine'). Decision 095.
 */
export type QuantityLimit = 'stock' | 'order';

export interface QuantityBounds {
  min: number;
  max: number;
  /** False when no quantity fits: tracked stock below the minimum, or nothing left. */
  purchasable: boolean;
  /** Which limit `max` is. */
  limit: QuantityLimit;
}

/**
 * Which limit a maximum is. A tie goes to the stock: there is no more to sell whatever the
 * per-order maximum says, so raising that would not help the shopper.
 */
export function limitOf(stock: Stock, max: number): QuantityLimit {
  return stock.on && Math.trunc(stock.quantity) <= max ? 'stock' : 'order';
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
  return { min, max, purchasable: max >= min, limit: limitOf(rules.stock, max) };
}

/** A typed or pasted quantity brought inside the bounds (the quantity field's clamp). */
export function clampQuantity(quantity: number, bounds: Pick<QuantityBounds, 'min' | 'max'>): number {
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, whole));
}

/** The stepper works only for an item in stock whose max is above 1 (docs/product/cart.md#quantity-bounds). */
export const quantityControlActive = (outOfStock: boolean, bounds: Pick<QuantityBounds, 'min' | 'max'>): boolean =>
  !outOfStock && bounds.max >= bounds.min && bounds.max > 1;

/**
 * The − and + buttons show unless stock is tracked and at most one piece is left
 * (docs/product/cart.md#quantity-bounds), on the product page and on cart lines alike.
 */
export function stepperVisible(stock: Stock): boolean {
  return !(stock.on && stock.quantity <= 1);
}

/**
 * The limit a quantity has reached, for the words under the quantity field: null below the
 * maximum or when nothing can be bought.
 */
export function limitReached(stock: Stock, bounds: Pick<QuantityBounds, 'min' | 'max'>, quantity: number): QuantityLimit | null {
  if (bounds.max < bounds.min || bounds.max <= 0 || quantity < bounds.max) return null;
  return limitOf(stock, bounds.max);
}

/**
 * Adding `adding` to `inCart` more than tracked stock allows is refused; the answer is how many
 * are available, for the warning 'N pezzo disponibile / pezzi disponibili'. null: allowed.
 */
export function stockShortfall(stock: Stock, inCart: number, adding: number): number | null {
  if (!stock.on) return null;
  return inCart + adding > stock.quantity ? Math.max(0, stock.quantity) : null;
}

/**
 * Why a line may not hold `quantity` when it holds `inCart` now (decision 062, in this order):
 * beyond tracked stock → OUT_OF_STOCK with how many exist; outside [min, max] → QUANTITY_OUT_OF_BOUNDS,
 * `above` when over the maximum (then a per-order one, the stock having passed: 'Massimo N per
 * ordine'). Lowering a line to what is left is always allowed. null: allowed. The server and the
 * offline cart both refuse with it, so the codes and statuses agree.
 */
export type QuantityRefusal =
  | { code: 'OUT_OF_STOCK'; statusCode: 409; available: number }
  | { code: 'QUANTITY_OUT_OF_BOUNDS'; statusCode: 400; min: number; max: number; above: boolean };

export function quantityRefusal(
  stock: Stock, bounds: Pick<QuantityBounds, 'min' | 'max'>, inCart: number, quantity: number,
): QuantityRefusal | null {
  const available = stockShortfall(stock, inCart, quantity - inCart);
  if (available !== null) return { code: 'OUT_OF_STOCK', statusCode: 409, available };
  const { min, max } = bounds;
  if (quantity < min || quantity > max) {
    return { code: 'QUANTITY_OUT_OF_BOUNDS', statusCode: 400, min, max, above: quantity > max && max >= min };
  }
  return null;
}
