// The parts an order's mails share, the customer's confirmation and the shop's new-order mail:
// the items, the delivery, the addresses and the methods' names in the mail's language, never
// their codes (docs/product/orders.md).
import { and, eq } from 'drizzle-orm';
import type { Address } from '../../../contract/address.js';
import type { I18nText, Lang } from '../../../contract/i18n-text.js';
import type { Order } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import { payments, shippings } from '../../db/schema.js';
import { translate } from '../i18n.js';
import { shopDate } from '../mail-texts.js';
import { SHOP_ID } from '../shop-id.js';
import * as words from './mail-texts.js';

export type Say = (text: I18nText) => string;

/** Amounts as the shop writes them in every language (decision 094): 1.234,50 €. */
export const euros = (cents: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);

export const addressLine = (a: Address) => [
  `${a.name.first} ${a.name.last}`, a.street, `${a.zipcode} ${a.city} (${a.province})`, a.phone, ...(a.note ? [a.note] : []),
].join(', ');

const isoDay = (iso: string) => shopDate(new Date(`${iso}T12:00:00Z`));

/** The payment's and the shipping's names as the shop calls them (its own tables), in every language; null: none. */
export interface MethodNames {
  payment: I18nText | null;
  shipping: I18nText | null;
}

export async function readMethodNames(db: Db, checkout: Order['checkout']): Promise<MethodNames> {
  const shippingId = checkout.shipping.id;
  // One after the other: read on PGlite's one connection.
  const [payment] = await db.select({ name: payments.name }).from(payments).where(and(eq(payments.shopId, SHOP_ID), eq(payments.id, checkout.payment.method)));
  const [shipping] = shippingId === null ? [] : await db.select({ name: shippings.name }).from(shippings).where(eq(shippings.id, shippingId));
  return { payment: payment?.name ?? null, shipping: shipping?.name ?? null };
}

/** `names` in `lang`, each falling back on the checkout's code. */
export const namesIn = (names: MethodNames, checkout: Order['checkout'], lang: Lang) => ({
  payment: names.payment ? translate(names.payment, lang) : checkout.payment.method,
  shipping: names.shipping ? translate(names.shipping, lang) : (checkout.shipping.method ?? ''),
});

/** The payment's and the shipping's names in `lang`. */
export async function methodNames(db: Db, checkout: Order['checkout'], lang: Lang) {
  return namesIn(await readMethodNames(db, checkout), checkout, lang);
}

/** One line per item: quantity, brand and name, options, what was paid for it. */
export const itemLines = (order: Order): string[] => order.items.map((i) => {
  const options = i.options.length > 0 ? ` (${i.options.map((o) => `${o.attribute}: ${o.value}`).join(', ')})` : '';
  return `${i.quantity} × ${i.brand ? `${i.brand.name} ` : ''}${i.name}${options}: ${euros(i.prices.grossRevenue)}`;
});

/** How the goods reach the customer: the pickup point, its day and hours, or the shipping's name. */
export function deliveryText(order: Order, shippingName: string, say: Say): string {
  const { pickup } = order.checkout.shipping;
  if (!pickup) return shippingName;
  return say(words.pickupAt(`${pickup.name}, ${pickup.address.street}, ${pickup.address.zipcode} ${pickup.address.city}`,
    isoDay(pickup.date), pickup.hour.from, pickup.hour.to));
}

/** The billing address, with the company and VAT number of an invoice request. */
export function billingLine(order: Order, say: Say): string {
  const billing = order.checkout.addresses.billing;
  const invoice = billing.isInvoice && billing.invoice ? `, ${billing.invoice.name}, ${say(words.VAT_NUMBER)} ${billing.invoice.vatnumber}` : '';
  return `${addressLine(billing)}${invoice}`;
}
