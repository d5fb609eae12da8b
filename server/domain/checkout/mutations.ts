// The checkout choices of a signed-in customer's cart (decisions 123-125): addresses and gift,
// shipping, payment. Each runs in one transaction holding the cart's row lock, like the cart's
// own changes (cart/mutations.ts, decision 064), so a choice and a cart change never interleave;
// a refusal changes nothing, and a customer without a cart yet gets one made in that transaction,
// so a refused choice makes none (decision 224). Every POST replaces that step's whole choice, which is how the
// clearing rules hold: leaving courier drops its option (the id is the new method's), leaving
// pickup drops point, day and slot.
import { and, eq } from 'drizzle-orm';
import type { CheckoutAddressesBody, CheckoutPaymentBody, CheckoutShippingBody } from '../../../contract/checkout-choices.js';
import { switchedPayment } from '../../../contract/rules/payment.js';
import { servesAs } from '../../../contract/rules/shipping.js';
import type { Db } from '../../db/client.js';
import { addresses, checkoutChoices, payments, savedCards, shippings } from '../../db/schema.js';
import * as addressTexts from '../addresses/texts.js';
import { openCart } from '../cart/cart-owner.js';
import type { CartRow } from '../cart/session-cart.js';
import { SHOP_ID } from '../shop-id.js';
import { DELIVERY_COUNTRY, loadChoicesRow } from './choices.js';
import { pickupProblem, pickupWindow, type PickupProblem } from './pickup-dates.js';
import { CheckoutRefusal, fieldRefusal } from './refusal.js';
import * as texts from './texts.js';

type Choices = Partial<typeof checkoutChoices.$inferInsert>;

const save = (tx: Db, cartId: string, set: Choices) =>
  tx.insert(checkoutChoices).values({ cartId, ...set }).onConflictDoUpdate({ target: checkoutChoices.cartId, set });

/** Another customer's address is answered like one that does not exist (404, never 403). */
const addressNotFound = () => new CheckoutRefusal('missing', 'NOT_FOUND', addressTexts.ADDRESS_NOT_FOUND);

/** Who pays and where it goes, and the gift option. A gift turned off keeps no message. */
export async function chooseAddresses(db: Db, userId: number, body: CheckoutAddressesBody): Promise<CartRow> {
  return db.transaction(async (tx) => {
    const cart = await openCart(tx, { userId });
    for (const id of new Set([body.billing, body.shipping])) {
      const [own] = await tx.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
      if (!own) throw addressNotFound();
    }
    await save(tx, cart.id, {
      billingAddressId: body.billing, shippingAddressId: body.shipping,
      giftOn: body.gift.on, giftMessage: body.gift.on ? body.gift.message : '',
    });
    return cart;
  });
}

const PICKUP_REFUSALS: Record<PickupProblem, (now: Date) => CheckoutRefusal> = {
  'date-invalid': () => fieldRefusal('invalid', 'PICKUP_DATE_INVALID', texts.PICKUP_DATE_INVALID, 'pickup.date'),
  'date-out-of-range': (now) => {
    const { first, last } = pickupWindow(now);
    return fieldRefusal('invalid', 'PICKUP_DATE_OUT_OF_RANGE', texts.pickupDateOutOfRange(italianDate(first), italianDate(last)), 'pickup.date', { first, last });
  },
  'day-closed': () => fieldRefusal('conflict', 'PICKUP_DAY_CLOSED', texts.PICKUP_DAY_CLOSED, 'pickup.date'),
  'slot-closed': () => fieldRefusal('conflict', 'PICKUP_SLOT_CLOSED', texts.PICKUP_SLOT_CLOSED, 'pickup.hour'),
  'slot-unknown': () => fieldRefusal('invalid', 'PICKUP_SLOT_UNKNOWN', texts.PICKUP_SLOT_UNKNOWN, 'pickup.hour'),
};

/** 2026-11-26 as 26/11/2026: dates in it-IT in every language (decision 094). */
const italianDate = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The shipping method, and for pickup the day and slot (decision 125). The method must be an
 * active row of that type serving the delivery country. A payment chosen earlier that the new
 * shipping rules out switches to card (decision 124).
 */
export async function chooseShipping(db: Db, userId: number, body: CheckoutShippingBody, now = new Date()): Promise<CartRow> {
  return db.transaction(async (tx) => {
    const cart = await openCart(tx, { userId });
    const [row] = await tx.select().from(shippings)
      .where(and(eq(shippings.id, body.id), eq(shippings.shopId, SHOP_ID), eq(shippings.active, true)));
    if (!row) throw fieldRefusal('missing', 'SHIPPING_METHOD_NOT_FOUND', texts.SHIPPING_METHOD_NOT_FOUND, 'id', { id: body.id });
    if (row.type !== body.method) throw fieldRefusal('invalid', 'SHIPPING_TYPE_MISMATCH', texts.SHIPPING_TYPE_MISMATCH, 'method', { type: row.type });
    if (!servesAs(row, body.method, DELIVERY_COUNTRY)) {
      throw fieldRefusal('conflict', 'SHIPPING_COUNTRY_NOT_SERVED', texts.countryNotServed(DELIVERY_COUNTRY), 'id', { country: DELIVERY_COUNTRY });
    }
    const { pickup } = body;
    if (body.method !== 'pickup' && pickup) throw fieldRefusal('invalid', 'PICKUP_NOT_ALLOWED', texts.PICKUP_NOT_ALLOWED, 'pickup');
    if (body.method === 'pickup') {
      if (!pickup) throw fieldRefusal('invalid', 'PICKUP_REQUIRED', texts.PICKUP_REQUIRED, 'pickup');
      if (pickup.point !== body.id) throw fieldRefusal('invalid', 'PICKUP_POINT_MISMATCH', texts.PICKUP_POINT_MISMATCH, 'pickup.point');
      const problem = pickupProblem(row.openingHours, pickup.date, pickup.hour, now);
      if (problem) throw PICKUP_REFUSALS[problem](now);
    }
    const set: Choices = {
      shippingMethod: body.method, shippingId: row.id,
      pickupDate: pickup?.date ?? null, pickupFrom: pickup?.hour.from ?? null, pickupTo: pickup?.hour.to ?? null,
    };
    const previous = await loadChoicesRow(tx, cart.id);
    const paid = previous?.paymentMethod;
    if (paid) {
      const method = switchedPayment(paid as CheckoutPaymentBody['method'], body.method);
      if (method !== paid) Object.assign(set, { paymentMethod: method, paymentId: null });
    }
    await save(tx, cart.id, set);
    return cart;
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The payment method: actived and available in the shop. The switch rules turn it into card when
 * the chosen shipping rules it out (decision 124). For card, `id` is one of the customer's saved
 * cards (another's answers 404 like one that does not exist) or null for a new card; other
 * methods take no id.
 */
export async function choosePayment(db: Db, userId: number, body: CheckoutPaymentBody): Promise<CartRow> {
  return db.transaction(async (tx) => {
    const cart = await openCart(tx, { userId });
    const [row] = await tx.select().from(payments).where(and(eq(payments.shopId, SHOP_ID), eq(payments.id, body.method)));
    if (!row?.actived || !row.available) {
      throw fieldRefusal('conflict', 'PAYMENT_METHOD_UNAVAILABLE', texts.PAYMENT_METHOD_UNAVAILABLE, 'method');
    }
    const previous = await loadChoicesRow(tx, cart.id);
    const method = switchedPayment(body.method, previous?.shippingMethod ?? null);
    if (body.id !== null && body.method !== 'stripe') throw fieldRefusal('invalid', 'PAYMENT_ID_NOT_ALLOWED', texts.PAYMENT_ID_NOT_ALLOWED, 'id');
    let id: string | null = null;
    if (body.method === 'stripe' && body.id !== null) {
      const [card] = UUID.test(body.id)
        ? await tx.select({ id: savedCards.id }).from(savedCards).where(and(eq(savedCards.id, body.id), eq(savedCards.userId, userId)))
        : [];
      if (!card) throw new CheckoutRefusal('missing', 'NOT_FOUND', texts.CARD_NOT_FOUND);
      id = card.id;
    }
    // A switched method is card with a new card: the id given belonged to another method.
    await save(tx, cart.id, { paymentMethod: method, paymentId: method === body.method ? id : null });
    return cart;
  });
}
