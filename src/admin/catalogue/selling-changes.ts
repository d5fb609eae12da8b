// An article's (or a variant's) price and stock as its form holds them, and what the staff changed
// in them. Amounts are read in the back office's language; a value past the contract's limit is
// refused here, in the screen's words with the limit in euros, before the server's rule would
// answer it in its own terms (contract/rules/catalogue-entry.ts).
import type { AdminArticle } from '../../../contract/admin-catalogue';
import { PRICE_MAX_CENTS, STOCK_MAX_PIECES } from '../../../contract/rules/catalogue-entry';
import { euros, parseEuros } from '../lib/format';

export interface SellingDraft {
  price: string;
  discountedPrice: string;
  stockTracked: boolean;
  stock: string;
  onSale: boolean;
}

/** Which rule a typed value breaks: not an amount (or a count), or past its limit. */
export type SellingProblem = 'price' | 'priceMax' | 'discount' | 'discountMax' | 'stock' | 'stockMax';

export const draftOf = (a: Pick<AdminArticle, 'price' | 'discountedPrice' | 'stockTracked' | 'stock' | 'onSale'>): SellingDraft => ({
  price: euros(a.price),
  discountedPrice: a.discountedPrice === null ? '' : euros(a.discountedPrice),
  stockTracked: a.stockTracked,
  stock: String(a.stock),
  onSale: a.onSale,
});

/** The changed selling fields of `draft` against `before`; a string when one is not valid. */
export function sellingChanges(draft: SellingDraft, before: SellingDraft, invalid: (what: SellingProblem) => string): Record<string, unknown> | string {
  const out: Record<string, unknown> = {};
  if (draft.price !== before.price) {
    const cents = parseEuros(draft.price);
    if (cents === null || cents <= 0) return invalid('price');
    if (cents > PRICE_MAX_CENTS) return invalid('priceMax');
    out.price = cents;
  }
  if (draft.discountedPrice !== before.discountedPrice) {
    if (draft.discountedPrice.trim() === '') out.discountedPrice = null;
    else {
      const cents = parseEuros(draft.discountedPrice);
      if (cents === null || cents <= 0) return invalid('discount');
      if (cents > PRICE_MAX_CENTS) return invalid('discountMax');
      out.discountedPrice = cents;
    }
  }
  if (draft.stock !== before.stock) {
    if (!/^\d+$/.test(draft.stock.trim())) return invalid('stock');
    const stock = Number(draft.stock.trim());
    if (stock > STOCK_MAX_PIECES) return invalid('stockMax');
    out.stock = stock;
  }
  if (draft.stockTracked !== before.stockTracked) out.stockTracked = draft.stockTracked;
  if (draft.onSale !== before.onSale) out.onSale = draft.onSale;
  return out;
}
