import { t } from '@lingui/core/macro';
import type { CartItem } from '../../../../contract/checkout';
import { limitOf } from '../../../../contract/rules/quantity';
import { quantityLimitText } from '../../../offline';

// The words of a cart line that are not its data: its options and why it cannot be bought.

/** 'Taglia: M · Colore: Rosso' (variants and chosen bundle units). */
export function optionsText(options: CartItem['options']): string {
  return options.map((o) => `${o.attribute}: ${o.value}`).join(' · ');
}

/** Why a line sits among the unavailable products (contract/checkout.ts CART_ITEM_ISSUES). */
export function unavailableReason(item: CartItem): string {
  switch (item.issue) {
    case 'outOfStock':
      return t`Esaurito`;
    case 'quantity': {
      if (item.bounds.max < item.bounds.min) return t`Esaurito`;
      // Stock that fell says how many are left; a per-order maximum lowered since says so instead.
      const limit = limitOf(item.stock, item.bounds.max);
      if (limit === 'order') return quantityLimitText(limit, item.bounds.max);
      const pieces = quantityLimitText(limit, item.bounds.max);
      return t`Disponibilità ridotta: ${pieces}`;
    }
    case 'unavailable':
    default:
      return item.grade === 'bundle'
        ? t`Questo bundle non è al momento disponibile`
        : t`Questo prodotto non è al momento disponibile`;
  }
}

/** A line whose quantity is only too high can be brought back by lowering it to what is left. */
export function reducibleTo(item: CartItem): number | null {
  return item.issue === 'quantity' && item.bounds.max >= item.bounds.min && item.bounds.max > 0 ? item.bounds.max : null;
}
