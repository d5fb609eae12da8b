// The checkout state of a cart, as every cart or checkout call answers it (storefront.md §7:
// "every cart or checkout response replaces the local checkout state").
import { CHECKOUT_STEPS, type Checkout } from '../../../contract/checkout.js';
import type { Lang } from '../../../contract/i18n-text.js';
import type { Db } from '../../db/client.js';
import { shippingRows } from '../shop-commerce.js';
import { computeCashier } from './cashier.js';
import { loadCartLines } from './cart-lines.js';
import type { CartRow } from './session-cart.js';
import { quoteShipping } from './shipping-quote.js';

/** Until an address says otherwise, goods go to Italy (the shop's home market). */
const DEFAULT_COUNTRY = 'IT';

export async function checkoutState(db: Db, cart: CartRow, lang: Lang): Promise<Checkout> {
  const lines = await loadCartLines(db, cart.id, lang);
  const shippings = await shippingRows(db);
  // Lines that will be paid for; pg18 lines are listed apart and not bought (minors).
  const buyable = lines.filter((l) => l.issue === null);
  const payable = buyable.filter((l) => !l.pg18);
  const gross = payable.reduce((sum, l) => sum + l.item.prices.total, 0);
  const shipping = quoteShipping(shippings, gross, DEFAULT_COUNTRY);
  const signedIn = cart.userId !== null;
  return {
    id: cart.id,
    items: payable.filter((l) => l.item.grade !== 'bundle').map((l) => l.item),
    unavailableItems: lines.filter((l) => l.issue !== null).map((l) => l.item),
    bundleItems: payable.filter((l) => l.item.grade === 'bundle').map((l) => l.item),
    pg18Items: buyable.filter((l) => l.pg18).map((l) => l.item),
    promoItems: [],
    counts: { items: payable.length, quantity: payable.reduce((sum, l) => sum + l.item.quantity, 0) },
    cashier: computeCashier(payable.map((l) => ({ gross: l.item.prices.total, vatRate: l.vatRate })), shipping),
    delivery: { country: DEFAULT_COUNTRY, time: null },
    addresses: { billing: null, shipping: null },
    gift: { on: false, message: '' },
    payment: { method: null, id: null },
    shipping: { method: null, id: null, pickup: null },
    customer: signedIn ? { id: cart.userId! } : null,
    steps: { current: { slug: signedIn ? 'indirizzi' : 'accedi' }, list: CHECKOUT_STEPS.map((slug) => ({ slug })) },
    session: { kind: signedIn ? 'user' : 'guest' },
  };
}
