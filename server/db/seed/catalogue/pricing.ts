// Believable prices in cents and stock levels.
import type { Rng } from '../prng.js';

/** A shelf price in cents from a range in euros: 3499,00 above 100 €, 24,90 below. */
export function shelfPrice(rng: Rng, [min, max]: [number, number]): number {
  const euros = min + rng.next() * (max - min);
  return roundToShelf(Math.round(euros * 100));
}

export function roundToShelf(cents: number): number {
  if (cents >= 10000) return Math.max(100, Math.round(cents / 1000) * 1000 - 100);
  if (cents >= 1000) return Math.floor(cents / 100) * 100 + 90;
  return Math.floor(cents / 50) * 50 + 40;
}

export const DISCOUNT_PERCENTS = [10, 15, 20, 25, 30] as const;

export function discounted(cents: number, percent: number): number {
  return Math.min(cents - 10, roundToShelf(Math.round(cents * (1 - percent / 100))));
}

export interface Stock { stockOn: boolean; stockQuantity: number; available: boolean }

/** Stock of a simple article: a few untracked, sold out, unavailable or nearly gone. */
export function simpleStock(rng: Rng, untrackedOften: boolean): Stock {
  const available = !rng.chance(0.04);
  if (rng.chance(untrackedOften ? 0.6 : 0.08)) return { stockOn: false, stockQuantity: 0, available };
  const roll = rng.next();
  const stockQuantity = roll < 0.08 ? 0 : roll < 0.18 ? rng.int(1, 3) : rng.int(4, 40);
  return { stockOn: true, stockQuantity, available };
}

/** Stock of one variant; `madeToOrder` containers do not track stock at all. */
export function variantStock(rng: Rng, madeToOrder: boolean, soldOut: boolean): Stock {
  if (madeToOrder || rng.chance(0.05)) return { stockOn: false, stockQuantity: 0, available: true };
  if (soldOut) return { stockOn: true, stockQuantity: 0, available: true };
  const roll = rng.next();
  const stockQuantity = roll < 0.15 ? 0 : roll < 0.25 ? rng.int(1, 3) : rng.int(2, 15);
  return { stockOn: true, stockQuantity, available: !rng.chance(0.02) };
}
