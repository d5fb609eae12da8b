// PATCH checkout/me/carts/{cartId}/items/status (decision 205): the status of the customer's cart
// lines now. With what the customer saw (`seen`) it is the re-check of decision 126, line by line
// and the total; without it, the server has no earlier picture to compare (it keeps none,
// decision 123), so it tells which lines cannot be bought as they stand: sold out, fewer pieces
// left than the quantity, switched off or for adults only. It changes nothing: the cart shows
// those lines as they are, for the customer to decide, as the re-check does. A line short of
// pieces is read again once the holds past their end are given back (decision 265).
import type { CheckoutSeen } from '../../../contract/checkout-choices.js';
import type { Checkout } from '../../../contract/checkout.js';
import type { Lang } from '../../../contract/i18n-text.js';
import type { Db } from '../../db/client.js';
import { checkoutState } from '../cart/checkout-state.js';
import { findUserCart } from '../cart/user-cart.js';
import { decideOnFreeStock, type Outcome } from '../orders/lapsed-holds.js';
import { CheckoutRefusal } from './refusal.js';
import { recheck, unavailableMessage, type RecheckStatus } from './recheck.js';
import { CART_NOT_FOUND } from './texts.js';

/** The lines of `now` that cannot be bought as they stand, one message each. */
export function blockedLinesStatus(now: Checkout, lang: Lang): RecheckStatus {
  const messages = [...now.unavailableItems, ...now.pg18Items].map((item) => unavailableMessage(item, lang));
  return { changed: messages.length > 0, messages };
}

const shortOfStock = (outcome: Outcome<Checkout>) =>
  'value' in outcome && outcome.value.unavailableItems.some((item) => item.issue === 'outOfStock' || item.issue === 'quantity');

/**
 * The status of the cart `cartId`, which must be the signed-in customer's own: any other id
 * (another customer's cart, a visitor's, none) is NOT_FOUND, as for every user-scoped id (decision 105).
 */
export async function cartItemsStatus(
  db: Db, userId: number, cartId: string, seen: CheckoutSeen | undefined, lang: Lang,
): Promise<{ status: RecheckStatus; checkout: Checkout }> {
  const cart = await findUserCart(db, userId);
  if (!cart || cart.id !== cartId) throw new CheckoutRefusal('missing', 'NOT_FOUND', CART_NOT_FOUND);
  const checkout = await decideOnFreeStock(db, () => checkoutState(db, cart, lang), shortOfStock);
  return { status: seen ? recheck(seen, checkout, lang) : blockedLinesStatus(checkout, lang), checkout };
}
