import type { CartItem } from '../../../contract/checkout';
import type { CheckoutSeen } from '../../../contract/checkout-choices';
import { lineKeyOf } from '../cart/line-key';
import { lineMap } from '../cart/projection';
import type { CheckoutState } from '../cart/types';
import type { SeenCart } from './types';

/** The lines the customer pays for (items and bundles) with the total, as the page shows them. */
export function seenCart(state: CheckoutState): SeenCart {
  const lines = [...state.items, ...state.bundleItems].map((item) => ({
    lineKey: lineKeyOf(item), quantity: item.quantity, unit: item.prices.unit,
  }));
  return { lines, total: state.cashier.total };
}

/**
 * The re-check's body (PATCH checkout/me/secure) for what was seen: each line named by its
 * server id in the mirrored cart (a line added offline has one once its add was sent). A line the
 * server does not have keeps its line key as id, so the server reports it as changed.
 */
export function seenBody(seen: SeenCart, state: CheckoutState | undefined): CheckoutSeen {
  const lines = state ? lineMap(state) : new Map<string, CartItem>();
  return {
    lines: seen.lines.map((line) => ({ id: lines.get(line.lineKey)?.id ?? line.lineKey, quantity: line.quantity, unit: line.unit })),
    total: seen.total,
  };
}

/** What the online BUY NOW sends to the re-check: the shown cart, lines named by their server ids. */
export const checkoutSeen = (state: CheckoutState): CheckoutSeen => seenBody(seenCart(state), state);
