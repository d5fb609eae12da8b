import type { Prices } from '../catalogue.js';

/** Gross and discounted cents → the answer's prices; a "discount" not below gross is none. */
export function pricesOf(gross: number, discounted: number | null | undefined): Prices {
  if (discounted === null || discounted === undefined || discounted >= gross || discounted < 0 || gross <= 0) {
    return { gross, discount: 0 };
  }
  return { gross, discounted, discount: Math.round(((gross - discounted) * 100) / gross) };
}

/** What the buyer pays for one unit. */
export const pricePaid = (p: Prices): number => p.discounted ?? p.gross;
