// The checkout state of a cart, as every cart or checkout call answers it (docs/product/cart.md#cart-state:
// "every cart or checkout response replaces the local checkout state"). A signed-in customer's
// cart carries the checkout choices (server/domain/checkout/choices.ts, decisions 123-125): the
// chosen shipping method's fee, the payment surcharge, the delivery time and the current step.
import type { CartItem, Checkout } from '../../../contract/checkout.js';
import type { Lang } from '../../../contract/i18n-text.js';
import type { Db } from '../../db/client.js';
import { cashierChoices, choicesAnswer, NO_CHOICES, resolveChoices } from '../checkout/choices.js';
import { shippingRows } from '../shop-commerce.js';
import { checkoutCashier, pricedLines } from './cashier.js';
import { linesOf, loadCartLines } from './cart-lines.js';
import { loadCartPromo, type CartPromoCode } from './promo-codes.js';
import type { CartView } from './cart-owner.js';

/** An 'articles' code's free products that can be had now, priced at nothing. */
export async function freeItems(db: Db, promo: CartPromoCode, lang: Lang): Promise<CartItem[]> {
  const rows = promo.articles.map((a) => ({ id: `promo-${a.articleId}`, articleId: a.articleId, bundleSelection: null, quantity: a.quantity }));
  const lines = await linesOf(db, rows, lang);
  // A gift is not held to the article's minimum: one free bottle is fine where a bottle sells by two.
  const available = lines.filter((l) => l.issue === null || (l.issue === 'quantity' && l.item.quantity <= l.item.bounds.max));
  return available.map(({ item }) => ({
    ...item, prices: { gross: item.prices.gross, discounted: 0, discount: 100, unit: 0, total: 0 },
  }));
}

/** The state of `cart`; a caller without a cart yet (id null) gets an empty one, its id '' (decision 224). */
export async function checkoutState(db: Db, cart: CartView, lang: Lang, now = new Date()): Promise<Checkout> {
  const lines = cart.id === null ? [] : await loadCartLines(db, cart.id, lang);
  const shippings = await shippingRows(db);
  const promo = cart.id === null ? null : await loadCartPromo(db, cart.id);
  const choices = cart.userId === null ? NO_CHOICES : await resolveChoices(db, cart.userId, cart.id, shippings, now);
  // Lines that will be paid for; pg18 lines are listed apart and not bought (minors).
  const buyable = lines.filter((l) => l.issue === null);
  const payable = buyable.filter((l) => !l.pg18);
  const priced = pricedLines(payable);
  // The code is evaluated against the cart as it is now (decision 107): below its minimum it is
  // kept but counts for nothing; free shipping is measured on what the goods cost after it.
  const cashier = checkoutCashier(priced, shippings, cashierChoices(choices), promo);
  const free = promo && cashier.promo.enabled && promo.rule.type === 'articles' ? await freeItems(db, promo, lang) : [];
  const signedIn = cart.userId !== null;
  return {
    id: cart.id ?? '',
    items: payable.filter((l) => l.item.grade !== 'bundle').map((l) => l.item),
    unavailableItems: lines.filter((l) => l.issue !== null).map((l) => l.item),
    bundleItems: payable.filter((l) => l.item.grade === 'bundle').map((l) => l.item),
    pg18Items: buyable.filter((l) => l.pg18).map((l) => l.item),
    promoItems: free,
    counts: { items: payable.length, quantity: payable.reduce((sum, l) => sum + l.item.quantity, 0) },
    cashier,
    ...choicesAnswer(choices, signedIn),
    customer: signedIn ? { id: cart.userId! } : null,
    session: { kind: signedIn ? 'user' : 'guest' },
  };
}
