// The checkout an order freezes (checkout-account-pages.md §3 "Order"): the customer's choices
// (checkout_choices: addresses, gift, shipping, payment), the cart's lines and the cashier, read
// under the locks the intent holds, so what is frozen is what the stock check saw. A checkout
// that cannot be ordered as it is is refused here with the code the client acts on (decision 127).
import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CartItem } from '../../../contract/checkout.js';
import type { Lang } from '../../../contract/i18n-text.js';
import type { OrderCheckout, OrderItem } from '../../../contract/orders.js';
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from '../../../contract/shop.js';
import type { Db } from '../../db/client.js';
import { addresses, checkoutChoices, payments, shippings } from '../../db/schema.js';
import { toAddress } from '../addresses/list.js';
import { computeCashier, goodsPaid } from '../cart/cashier.js';
import { loadCartLines } from '../cart/cart-lines.js';
import { freeItems } from '../cart/checkout-state.js';
import { loadCartPromo } from '../cart/promo-codes.js';
import { quoteShipping, type ShippingQuote } from '../cart/shipping-quote.js';
import { SHOP_ID } from '../shop-id.js';
import { OrderRefusal } from './refusal.js';
import * as texts from './texts.js';

/** Addresses are Italian (decision 100): the shipping is priced for Italy. */
const COUNTRY = 'IT';

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

type ChoicesRow = typeof checkoutChoices.$inferSelect;
type Step = 'indirizzi' | 'spedizione' | 'pagamento';

const isPaymentId = (id: string | null): id is PaymentMethodId => id !== null && (PAYMENT_METHOD_IDS as readonly string[]).includes(id);

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
  };
}

async function chosenAddresses(db: Db, userId: number, choices: ChoicesRow | undefined) {
  const read = async (id: number | null | undefined) => {
    if (id === null || id === undefined) return null;
    const [row] = await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    return row ? toAddress(row) : null;
  };
  const billing = await read(choices?.billingAddressId);
  const shipping = await read(choices?.shippingAddressId);
  return billing && shipping ? { billing, shipping } : null;
}

async function chosenShipping(db: Db, choices: ChoicesRow | undefined) {
  if (!choices?.shippingMethod || choices.shippingId === null) return null;
  const [row] = await db.select().from(shippings)
    .where(and(eq(shippings.id, choices.shippingId), eq(shippings.shopId, SHOP_ID), eq(shippings.active, true)));
  if (!row || row.type !== choices.shippingMethod) return null;
  if (row.type !== 'pickup') {
    return row.countries.includes(COUNTRY) ? { row, shipping: { method: row.type, id: row.id, pickup: null } } : null;
  }
  const { pickupDate: date, pickupFrom: from, pickupTo: to } = choices;
  if (!row.pickup || !date || !from || !to) return null;
  const { name, street, zipcode, city } = row.pickup;
  return { row, shipping: { method: row.type, id: row.id, pickup: { point: row.id, name, address: { street, zipcode, city }, date, hour: { from, to } } } };
}

async function chosenPayment(db: Db, choices: ChoicesRow | undefined) {
  const method = choices?.paymentMethod ?? null;
  if (!isPaymentId(method)) return null;
  const [row] = await db.select().from(payments).where(and(eq(payments.shopId, SHOP_ID), eq(payments.id, method)));
  if (!row || !row.actived || !row.available) return null;
  return { method, additionalGross: row.additionalPriceOn ? row.additionalPriceValue : 0, id: choices?.paymentId ?? null };
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

  const [choices] = await db.select().from(checkoutChoices).where(eq(checkoutChoices.cartId, cartId));
  const chosen = { addresses: await chosenAddresses(db, userId, choices), shipping: await chosenShipping(db, choices), payment: await chosenPayment(db, choices) };
  const missing: Step[] = [
    ...(chosen.addresses ? [] : ['indirizzi' as const]),
    ...(chosen.shipping ? [] : ['spedizione' as const]),
    ...(chosen.payment ? [] : ['pagamento' as const]),
  ];
  if (!chosen.addresses || !chosen.shipping || !chosen.payment) throw incomplete(missing);

  const promo = await loadCartPromo(db, cartId);
  const priced = payable.map((l) => ({ gross: l.item.prices.total, vatRate: l.vatRate }));
  const quote: ShippingQuote = chosen.shipping.row.type === 'pickup'
    ? { methodId: chosen.shipping.row.id, free: true, gross: 0 }
    : quoteShipping([chosen.shipping.row], goodsPaid(priced, promo), COUNTRY);
  const cashier = computeCashier(priced, quote, chosen.payment.additionalGross, promo);
  const free = promo && cashier.promo.enabled && promo.rule.type === 'articles' ? await freeItems(db, promo, lang) : [];
  const gift = { on: choices?.giftOn ?? false, message: choices?.giftOn ? choices.giftMessage : '' };
  const checkout: OrderCheckout = {
    cashier, addresses: chosen.addresses, gift, shipping: chosen.shipping.shipping, payment: { method: chosen.payment.method },
  };
  const items: FrozenItem[] = [
    ...payable.map((l) => ({ item: orderItemOf(l.item), units: unitsOf(l.item), free: false })),
    ...free.map((item) => ({ item: orderItemOf(item), units: unitsOf(item), free: true })),
  ];
  const key = hashKey({
    lines: payable.map((l) => [l.item.id, l.item.articleId, l.item.selection, l.item.quantity, l.item.prices.unit]),
    free: free.map((f) => [f.articleId, f.quantity]),
    checkout,
    paymentId: chosen.payment.id,
  });
  return { checkout, items, paymentMethod: chosen.payment.method, lineIds: payable.map((l) => l.item.id), key };
}
