import { useState } from 'react';
import type { CheckoutState } from '../../offline';

/** The cart's lists as the drawer and the page show them. */
export function cartLists(state: CheckoutState) {
  const items = [...state.items, ...state.bundleItems];
  return {
    items,
    promoItems: state.promoItems,
    unavailableItems: state.unavailableItems,
    pg18Items: state.pg18Items,
    empty: items.length + state.promoItems.length + state.unavailableItems.length + state.pg18Items.length === 0,
  };
}

/** True once the cart had lines while on screen: its empty state then takes focus. */
export function useWasFilled(empty: boolean): boolean {
  const [filled, setFilled] = useState(false);
  if (!empty && !filled) setFilled(true);
  return filled;
}
