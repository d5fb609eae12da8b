import type { Article } from '../../../../contract/catalogue';
import { isProductAvailable } from '../../../../contract/rules/availability';
import { effectiveStock, isOutOfStock, stockItemOf } from '../../../../contract/rules/stock';

// What the product page says about stock (docs/product/catalogue.md#stock;
// docs/product/catalogue.md#stock), from the shared rules: a bundle's figure is the one its quantity maximum uses.

export interface StockView {
  /** 'Esaurito'. */
  soldOut: boolean;
  /** 'Prodotti disponibili: {n}' when stock is tracked and something is left (bundles: how many can be made). */
  left: number | null;
  /** 'Questo prodotto / bundle non è al momento disponibile'. */
  unavailable: boolean;
}

export function stockView(article: Article): StockView {
  const item = stockItemOf(article);
  const soldOut = isOutOfStock(item);
  const stock = effectiveStock(item);
  return {
    soldOut,
    left: !soldOut && stock.on && stock.quantity > 0 ? stock.quantity : null,
    unavailable: !isProductAvailable(item),
  };
}
