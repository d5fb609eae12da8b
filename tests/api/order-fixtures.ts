// Buyers for the order suites: a signed-up customer with an address, a cart holding what the test
// says, and the checkout choices written straight into checkout_choices (the choice calls are
// another part's; their rules are not what these suites test).
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orderIntentSchema, orderSchema, type Order, type OrderIntent } from '../../contract/orders.js';
import type { PaymentMethodId } from '../../contract/shop.js';
import type { Db } from '../../server/db/client.js';
import { articles, checkoutChoices, shippings } from '../../server/db/schema.js';
import { openCart } from '../../server/domain/cart/cart-owner.js';
import { weekdayOf } from '../../server/domain/checkout/pickup-dates.js';
import { addAddressOk } from './address-fixtures.js';
import { bearer, signUpOk } from './auth-fixtures.js';
import { shopDay } from './checkout-choices-fixtures.js';
import type { ApiClient } from './harness.js';

/** A fresh tracked article of its own (unique sku and slug), so a test owns its stock. */
export async function insertTrackedArticle(db: Db, quantity: number, priceGross = 2500, name = 'Borraccia Ordini'): Promise<number> {
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const [row] = await db.insert(articles).values({
    shopId: 'raggio', sku: `OT-${tag}`, slug: `ordini-test-${tag}`, grade: 'simple', name: { it: name, en: 'Orders bottle' },
    stockOn: true, stockQuantity: quantity, priceGross, vatRate: 22,
  }).returning({ id: articles.id });
  return row!.id;
}

export interface Buyer {
  userId: number;
  token: string;
  email: string;
  cartId: string;
}

export interface Choices {
  payment?: PaymentMethodId;
  shipping?: 'courier' | 'pickup' | 'express';
  gift?: { on: boolean; message: string };
}

const json = (method: string, token: string, body?: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/**
 * The customer's cart id, the cart made as their first change would make it: reading the cart
 * makes none (decision 224), and the choices below are written straight into the table.
 */
export async function userCartId(db: Db, userId: number): Promise<string> {
  return (await db.transaction((tx) => openCart(tx, { userId }))).id;
}

export async function signedUpBuyer(api: ApiClient, lang = 'it'): Promise<Buyer & { addressId: number }> {
  const { token, user } = await signUpOk(api);
  const address = await addAddressOk(api, user.id, token);
  const state = await api.fetch(`/v1/checkout/ss?lang=${lang}`, bearer(token));
  expect(state.status).toBe(200);
  return { userId: user.id, token, email: user.email, cartId: await userCartId(api.db, user.id), addressId: address.id };
}

export async function addToCart(api: ApiClient, buyer: Buyer, articleId: number, quantity = 1): Promise<void> {
  const res = await api.fetch('/v1/checkout/ss/carts', json('POST', buyer.token, { id: articleId, quantity }));
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
}

export async function shippingId(api: Pick<ApiClient, 'db'>, type: 'courier' | 'pickup' | 'express'): Promise<number> {
  const rows = await api.db.select({ id: shippings.id, type: shippings.type }).from(shippings).orderBy(shippings.position);
  return rows.find((r) => r.type === type)!.id;
}

/** The first day from tomorrow whose morning the seeded pickup point is open, and that slot. */
export async function bookablePickup(api: Pick<ApiClient, 'db'>): Promise<{ date: string; from: string; to: string }> {
  const [row] = await api.db.select({ hours: shippings.openingHours }).from(shippings).where(eq(shippings.type, 'pickup'));
  for (let days = 1; days <= 14; days++) {
    const date = shopDay(days);
    const am = row?.hours?.[weekdayOf(date)]?.am;
    if (am?.opened) return { date, from: am.from, to: am.to };
  }
  throw new Error('the seeded pickup point opens no morning in the next two weeks');
}

/**
 * The choices of the addresses, shipping and payment steps, stored as the choice calls store
 * them (a test may so keep a choice the shop no longer allows, e.g. a method switched off since).
 */
export async function chooseCheckout(api: Pick<ApiClient, 'db'>, buyer: Buyer & { addressId: number }, choices: Choices = {}): Promise<void> {
  const method = choices.shipping ?? 'courier';
  const pickup = method === 'pickup' ? await bookablePickup(api) : null;
  const values = {
    cartId: buyer.cartId, billingAddressId: buyer.addressId, shippingAddressId: buyer.addressId,
    giftOn: choices.gift?.on ?? false, giftMessage: choices.gift?.message ?? '',
    shippingMethod: method, shippingId: await shippingId(api, method),
    pickupDate: pickup?.date ?? null, pickupFrom: pickup?.from ?? null, pickupTo: pickup?.to ?? null,
    paymentMethod: choices.payment ?? 'bankTransfer', paymentId: null,
  };
  await api.db.insert(checkoutChoices).values(values).onConflictDoUpdate({ target: checkoutChoices.cartId, set: values });
}

/** A buyer with `quantity` of `articleId` in the cart and every choice made. */
export async function readyBuyer(api: ApiClient, articleId: number, quantity = 1, choices: Choices = {}) {
  const buyer = await signedUpBuyer(api);
  await addToCart(api, buyer, articleId, quantity);
  await chooseCheckout(api, buyer, choices);
  return buyer;
}

export const postIntent = (api: ApiClient, buyer: Pick<Buyer, 'token'>, headers: Record<string, string> = {}, lang = 'it') =>
  api.fetch(`/v1/orders/intents?lang=${lang}`, json('POST', buyer.token, undefined, headers));

export async function intentOk(api: ApiClient, buyer: Pick<Buyer, 'token'>, headers: Record<string, string> = {}, lang = 'it'): Promise<OrderIntent> {
  const res = await postIntent(api, buyer, headers, lang);
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return orderIntentSchema.parse(body);
}

export const completeOrder = (api: ApiClient, buyer: Pick<Buyer, 'token'>, intent: OrderIntent) =>
  api.fetch(`/v1${intent.returnApi}`, json('PATCH', buyer.token));

export async function getOrderOk(api: ApiClient, buyer: Pick<Buyer, 'token'>, orderId: string): Promise<Order> {
  const res = await api.fetch(`/v1/orders/${orderId}`, bearer(buyer.token));
  expect(res.status).toBe(200);
  return orderSchema.parse(await res.json());
}

export const patchJson = json;
