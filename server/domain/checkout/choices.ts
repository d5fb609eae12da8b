// The signed-in customer's checkout choices as the checkout shows them (decisions 123-125): the
// `checkout_choices` row of the cart read against the shop and the address book as they are now.
// A choice that no longer stands (an address deleted, a method switched off or no longer serving
// the country, a pickup day that has come, a card deleted) drops out and its step is current
// again; nothing is written on the way. Before the customer has chosen addresses, the default
// billing and shipping addresses are shown (preselected), but the addresses step stays current
// until the customer confirms them.
import { and, eq } from 'drizzle-orm';
import type { Address } from '../../../contract/address.js';
import { CHECKOUT_STEPS, type Checkout } from '../../../contract/checkout.js';
import { isPaymentMethodId, surchargeOf, type PaymentMethodId } from '../../../contract/rules/payment.js';
import { servesAs } from '../../../contract/rules/shipping.js';
import type { Db } from '../../db/client.js';
import { checkoutChoices, payments, savedCards } from '../../db/schema.js';
import { listAddresses } from '../addresses/list.js';
import type { CashierChoices } from '../cart/cashier.js';
import type { PaymentRow, ShippingRow } from '../shop-commerce.js';
import { SHOP_ID } from '../shop-id.js';
import { pickupProblem } from './pickup-dates.js';
import { currentStep, deliveryTime, type ShippingType } from './rules.js';

/**
 * Where goods go: the shipping address's country. Addresses are Italian today (the address book
 * holds ISTAT places only, decision 100), so it is Italy until addresses carry a country.
 */
export const DELIVERY_COUNTRY = 'IT';

export type ChoicesRow = typeof checkoutChoices.$inferSelect;

export interface ChosenShipping {
  row: ShippingRow;
  method: ShippingType;
  pickup: Checkout['shipping']['pickup'];
  /** The step is done: a method, and for pickup a day and an open slot still bookable. */
  complete: boolean;
}

export interface ChosenPayment {
  method: PaymentMethodId;
  id: string | null;
  additionalGross: number;
}

export interface ResolvedChoices {
  country: string;
  addresses: { billing: Address | null; shipping: Address | null; chosen: boolean };
  gift: { on: boolean; message: string };
  shipping: ChosenShipping | null;
  payment: ChosenPayment | null;
}

/** A visitor's cart: nothing chosen, nothing to preselect. */
export const NO_CHOICES: ResolvedChoices = {
  country: DELIVERY_COUNTRY,
  addresses: { billing: null, shipping: null, chosen: false },
  gift: { on: false, message: '' },
  shipping: null,
  payment: null,
};

export async function loadChoicesRow(db: Db, cartId: string | null): Promise<ChoicesRow | undefined> {
  if (cartId === null) return undefined;
  const [row] = await db.select().from(checkoutChoices).where(eq(checkoutChoices.cartId, cartId));
  return row;
}

function chosenShipping(choice: ChoicesRow, shippings: readonly ShippingRow[], country: string, now: Date): ChosenShipping | null {
  const method = choice.shippingMethod;
  const row = shippings.find((s) => s.id === choice.shippingId);
  if (!method || !row || !servesAs(row, method, country)) return null;
  if (method !== 'pickup') return { row, method, pickup: null, complete: true };
  const { pickupDate: date, pickupFrom: from, pickupTo: to } = choice;
  const bookable = date !== null && from !== null && to !== null && pickupProblem(row.openingHours, date, { from, to }, now) === null;
  if (!bookable || !row.pickup) return { row, method, pickup: null, complete: false };
  const { name, street, zipcode, city } = row.pickup;
  return { row, method, pickup: { point: row.id, name, address: { street, zipcode, city }, date, hour: { from, to } }, complete: true };
}

async function chosenPayment(db: Db, userId: number, choice: ChoicesRow): Promise<ChosenPayment | null> {
  const method = choice.paymentMethod;
  if (!method || !isPaymentMethodId(method)) return null;
  const [row] = await db.select().from(payments).where(and(eq(payments.shopId, SHOP_ID), eq(payments.id, method)));
  if (!row?.actived || !row.available) return null;
  let id: string | null = null;
  if (method === 'stripe' && choice.paymentId) {
    const [card] = await db.select({ id: savedCards.id }).from(savedCards)
      .where(and(eq(savedCards.id, choice.paymentId), eq(savedCards.userId, userId)));
    id = card?.id ?? null;
  }
  return { method, id, additionalGross: paymentSurchargeOf(row) };
}

/** What a payment row adds to the total (contract/rules/payment.ts: never below 0). */
export const paymentSurchargeOf = (row: Pick<PaymentRow, 'additionalPriceOn' | 'additionalPriceValue'>) =>
  surchargeOf({ on: row.additionalPriceOn, value: row.additionalPriceValue });

/** The choices of a signed-in customer's cart as they stand now (cartId null: no cart yet, nothing chosen). */
export async function resolveChoices(
  db: Db, userId: number, cartId: string | null, shippings: readonly ShippingRow[], now = new Date(),
): Promise<ResolvedChoices> {
  const [book, choice] = [await listAddresses(db, userId), await loadChoicesRow(db, cartId)];
  const find = (id: number | null | undefined) => (id == null ? undefined : book.find((a) => a.id === id));
  const billing = find(choice?.billingAddressId);
  const shipping = find(choice?.shippingAddressId);
  const addresses = {
    billing: billing ?? book.find((a) => a.isDefaultBilling) ?? null,
    shipping: shipping ?? book.find((a) => a.isDefaultShipping) ?? null,
    chosen: billing !== undefined && shipping !== undefined,
  };
  const country = DELIVERY_COUNTRY;
  if (!choice) return { ...NO_CHOICES, addresses };
  return {
    country,
    addresses,
    gift: { on: choice.giftOn, message: choice.giftOn ? choice.giftMessage : '' },
    shipping: chosenShipping(choice, shippings, country, now),
    payment: await chosenPayment(db, userId, choice),
  };
}

/** The checkout state's parts the choices make: delivery, addresses, gift, payment, shipping, steps. */
export function choicesAnswer(
  choices: ResolvedChoices, signedIn: boolean,
): Pick<Checkout, 'delivery' | 'addresses' | 'gift' | 'payment' | 'shipping' | 'steps'> {
  const { shipping, payment } = choices;
  return {
    delivery: { country: choices.country, time: shipping ? deliveryTime(shipping.row.deliveryAverageDays) : null },
    addresses: { billing: choices.addresses.billing, shipping: choices.addresses.shipping },
    gift: choices.gift,
    payment: payment ? { method: payment.method, id: payment.id } : { method: null, id: null },
    shipping: shipping ? { method: shipping.method, id: shipping.row.id, pickup: shipping.pickup } : { method: null, id: null, pickup: null },
    steps: {
      current: {
        slug: currentStep({ signedIn, addresses: choices.addresses.chosen, shipping: shipping?.complete ?? false, payment: payment !== null }),
      },
      list: CHECKOUT_STEPS.map((slug) => ({ slug })),
    },
  };
}

/** The choices as the cashier reads them (server/domain/cart/cashier.ts checkoutCashier). */
export function cashierChoices(choices: ResolvedChoices): CashierChoices {
  const { shipping, payment } = choices;
  return {
    country: choices.country,
    shipping: shipping ? { id: shipping.row.id, method: shipping.method } : null,
    paymentSurcharge: payment?.additionalGross ?? 0,
  };
}
