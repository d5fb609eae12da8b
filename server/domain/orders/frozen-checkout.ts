// The checkout an order freezes (docs/product/orders.md#order): the customer's choices
// (addresses, gift, shipping, payment, as the checkout answers them), the cart's lines and the cashier, read
// under the locks the intent holds, so what is frozen is what the stock check saw. A checkout
// that cannot be ordered as it is is refused here with the code the client acts on (decision 127).
import { createHash, randomUUID } from 'node:crypto';
import type { CartItem } from '../../../contract/checkout.js';
import type { Lang } from '../../../contract/i18n-text.js';
import type { OrderCheckout, OrderItem } from '../../../contract/orders.js';
import type { PaymentMethodId } from '../../../contract/shop.js';
import type { Db } from '../../db/client.js';
import { checkoutCashier, pricedLines } from '../cart/cashier.js';
import { loadCartLines } from '../cart/cart-lines.js';
import { freeItems } from '../cart/checkout-state.js';
import { loadCartPromo } from '../cart/promo-codes.js';
import { cashierChoices, resolveChoices } from '../checkout/choices.js';
import { shippingRows } from '../shop-commerce.js';
import { OrderRefusal } from './refusal.js';
import * as texts from './texts.js';

/** The tracked stock one line takes, per article (the article, or a bundle's units). */
export interface StockUnit { articleId: number; quantity: number }

export interface FrozenItem {
  item: OrderItem;
  units: StockUnit[];
  /** A discount code's free product: left out rather than refusing the order when short. */
  free: boolean;
}

export interface FrozenCheckout {
  checkout: OrderCheckout;
  items: FrozenItem[];
  paymentMethod: PaymentMethodId;
  /** The cart lines the order buys (emptied from the cart when it is placed). */
  lineIds: string[];
  /** Same cart, choices and prices → same key: a second intent answers the first. */
  key: string;
}

type Step = 'indirizzi' | 'spedizione' | 'pagamento';

function incomplete(missing: Step[]): OrderRefusal {
  return new OrderRefusal('conflict', 'CHECKOUT_INCOMPLETE', texts.CHECKOUT_INCOMPLETE, { missing, step: missing[0] });
}

/** The stock a cart line takes: tracked articles only, a bundle's through its units. */
export function unitsOf(item: CartItem): StockUnit[] {
  if (item.grade === 'bundle') {
    return item.members.filter((m) => m.stock.on).map((m) => ({ articleId: m.articleId, quantity: m.quantity * item.quantity }));
  }
  return item.stock.on ? [{ articleId: item.articleId, quantity: item.quantity }] : [];
}

function orderItemOf(item: CartItem): OrderItem {
  return {
    id: randomUUID(), articleId: item.articleId, ...(item.img ? { img: item.img } : {}),
    ...(item.brand ? { brand: { name: item.brand.name } } : {}),
    name: item.name, slug: item.slug, grade: item.grade, options: item.options, quantity: item.quantity,
    prices: { gross: item.prices.gross, grossRevenue: item.prices.total },
    refund: { on: false, quantity: 0 },
    vatRate: item.vatRate,
  };
}

function hashKey(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/**
 * The cart and choices as an order, or the refusal the client acts on: CART_CHANGED (a line that
 * cannot be bought as it is: the re-check dialog), CART_EMPTY, CHECKOUT_INCOMPLETE {missing, step}.
 */
export async function freezeCheckout(db: Db, cartId: string, userId: number, lang: Lang): Promise<FrozenCheckout> {
  const lines = await loadCartLines(db, cartId, lang);
  const blocked = lines.filter((l) => l.issue !== null);
  if (blocked.length > 0) {
    throw new OrderRefusal('conflict', 'CART_CHANGED', texts.CART_CHANGED, {
      items: blocked.map((l) => ({ id: l.item.id, articleId: l.item.articleId, issue: l.issue, available: l.item.stock.on ? l.item.stock.quantity : null })),
    });
  }
  const payable = lines.filter((l) => !l.pg18);
  if (payable.length === 0) throw new OrderRefusal('conflict', 'CART_EMPTY', texts.CART_EMPTY);

  // The choices as the checkout answers them (server/domain/checkout/choices.ts): a choice that
  // dropped out (a deleted address, a pickup day that came) is missing here too.
  const shippings = await shippingRows(db);
  const choices = await resolveChoices(db, userId, cartId, shippings);
  const { billing, shipping: deliverTo, chosen } = choices.addresses;
  const shipping = choices.shipping?.complete ? choices.shipping : null;
  const { payment } = choices;
  const missing: Step[] = [
    ...(chosen && billing && deliverTo ? [] : ['indirizzi' as const]),
    ...(shipping ? [] : ['spedizione' as const]),
    ...(payment ? [] : ['pagamento' as const]),
  ];
  if (!chosen || !billing || !deliverTo || !shipping || !payment) throw incomplete(missing);

  const promo = await loadCartPromo(db, cartId);
  const priced = pricedLines(payable);
  const cashier = checkoutCashier(priced, shippings, cashierChoices(choices), promo);
  const free = promo && cashier.promo.enabled && promo.rule.type === 'articles' ? await freeItems(db, promo, lang) : [];
  const checkout: OrderCheckout = {
    cashier,
    addresses: { billing, shipping: deliverTo },
    gift: choices.gift,
    shipping: { method: shipping.method, id: shipping.row.id, pickup: shipping.pickup },
    payment: { method: payment.method },
  };
  const items: FrozenItem[] = [
    ...payable.map((l) => ({ item: orderItemOf(l.item), units: unitsOf(l.item), free: false })),
    ...free.map((item) => ({ item: orderItemOf(item), units: unitsOf(item), free: true })),
  ];
  const key = hashKey({
    lines: payable.map((l) => [l.item.id, l.item.articleId, l.item.selection, l.item.quantity, l.item.prices.unit]),
    free: free.map((f) => [f.articleId, f.quantity]),
    checkout,
    paymentId: payment.id,
  });
  return { checkout, items, paymentMethod: payment.method, lineIds: payable.map((l) => l.item.id), key };
}
