import type { Grade } from '../../contract/checkout';
import type { Prices } from '../../contract/catalogue';
import { pricePaid } from '../../contract/rules/prices';

export interface PriceParts {
  /** What is paid, cents. */
  paid: number;
  /** The crossed-out price before discount, when discounted. */
  before: number | null;
  /** Whole percentage off, when discounted. */
  discount: number | null;
  /** Containers show the cheapest variant's price as a 'from' price. */
  from: boolean;
}

/** What a price block shows of an article's prices (docs/product/catalogue.md#product-page). */
export function priceParts(prices: Prices, grade: Grade): PriceParts {
  const paid = pricePaid(prices);
  const discounted = paid < prices.gross;
  return {
    paid: discounted ? paid : prices.gross,
    before: discounted ? prices.gross : null,
    discount: discounted && prices.discount > 0 ? prices.discount : null,
    from: grade === 'container',
  };
}
