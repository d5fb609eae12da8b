// The cart re-check before paying (CHECKOUT_SECURE_PATCH; docs/product/checkout.md#pay-step;
// decision 126): what the client says the customer saw against the cart as it is now. The server
// keeps no copy of what was on screen (decision 123), so the comparison is the seen lines and
// total against the checkout state. One message per change, in the request's language.
import type { CheckoutSeen } from '../../../contract/checkout-choices.js';
import type { CartItem, Checkout } from '../../../contract/checkout.js';
import type { Lang } from '../../../contract/i18n-text.js';
import { piecesAvailable } from '../cart/texts.js';
import { translate } from '../i18n.js';
import { euros, recheckTexts } from './recheck-texts.js';

export interface RecheckStatus {
  changed: boolean;
  messages: string[];
}

/** Why a line the customer saw cannot be bought as it is now. */
export function unavailableMessage(item: CartItem, lang: Lang): string {
  const say = recheckTexts(lang);
  if (item.issue === 'outOfStock') return say.outOfStock(item.name);
  if (item.issue === 'quantity' && item.bounds.max >= item.bounds.min && item.bounds.max > 0) {
    return say.fewer(item.name, translate(piecesAvailable(item.bounds.max), lang));
  }
  return say.unavailable(item.name);
}

export function recheck(seen: CheckoutSeen, now: Checkout, lang: Lang): RecheckStatus {
  const say = recheckTexts(lang);
  const buyable = new Map([...now.items, ...now.bundleItems].map((item) => [item.id, item]));
  // pg18 lines cannot be bought either: for the customer they became unavailable.
  const blocked = new Map([...now.unavailableItems, ...now.pg18Items].map((item) => [item.id, item]));
  const gifts = new Set(now.promoItems.map((item) => item.id));
  const messages: string[] = [];
  const seenIds = new Set<string>();
  for (const line of seen.lines) {
    seenIds.add(line.id);
    // A discount code's free products come and go with the code; the total tells their effect.
    if (gifts.has(line.id)) continue;
    const item = buyable.get(line.id);
    if (!item) {
      const off = blocked.get(line.id);
      messages.push(off ? unavailableMessage(off, lang) : say.gone);
      continue;
    }
    if (item.prices.unit !== line.unit) messages.push(say.price(item.name, euros(line.unit), euros(item.prices.unit)));
    if (item.quantity !== line.quantity) messages.push(say.quantity(item.name, line.quantity, item.quantity));
  }
  for (const item of buyable.values()) {
    if (!seenIds.has(item.id)) messages.push(say.added(item.name));
  }
  if (seen.total !== now.cashier.total) messages.push(say.total(euros(seen.total), euros(now.cashier.total)));
  return { changed: messages.length > 0, messages };
}
