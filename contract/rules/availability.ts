import { effectiveStock, type StockItem } from './stock.js';

// Product availability (docs/product/catalogue.md#stock): what the product page says
// with 'Questo prodotto non è al momento disponibile' / 'Questo bundle non è al momento disponibile'.

/**
 * Unavailable when switched off or when stock is tracked and at zero (containers: all variants
 * tracked and none left); a bundle also when any member is unavailable.
 */
export function isProductAvailable(item: StockItem): boolean {
  if (!item.available) return false;
  if (item.grade === 'bundle') {
    const members = item.members ?? [];
    return members.length > 0 && members.every(isProductAvailable);
  }
  const stock = effectiveStock(item);
  return !(stock.on && stock.quantity <= 0);
}
