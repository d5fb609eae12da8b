// Placed orders for the back-office suites, by every payment method the shop takes: offline ones
// completed as the customer completes them, card and PayPal paid on the sandbox's pages as a
// browser would (decision 131). And the staff's calls on them.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { adminOrderSchema, type AdminOrder } from '../../contract/admin-orders.js';
import { stripeRedirectSchema } from '../../contract/orders.js';
import type { PaymentMethodId } from '../../contract/shop.js';
import { articles, orders } from '../../server/db/schema.js';
import { PUBLIC_URL, type TestApi } from './harness.js';
import { completeOrder, insertTrackedArticle, intentOk, patchJson, readyBuyer } from './order-fixtures.js';
import { submitForm } from './payment-fixtures.js';

export interface PlaceOptions {
  payment?: PaymentMethodId;
  shipping?: 'courier' | 'pickup' | 'express';
  lang?: string;
  quantity?: number;
  /** Unit price, cents. */
  price?: number;
  /** Units in stock before the order. */
  stock?: number;
}

/** A placed order: the buyer, its id and the article it bought (of its own, so its stock is the test's). */
export async function placeOrder(api: TestApi, options: PlaceOptions = {}) {
  const { payment = 'bankTransfer', shipping = 'courier', lang = 'it', quantity = 2, price = 4000, stock = 10 } = options;
  const articleId = await insertTrackedArticle(api.db, stock, price);
  const buyer = await readyBuyer(api, articleId, quantity, { payment, shipping });
  const intent = await intentOk(api, buyer, {}, lang);
  if (payment === 'stripe') {
    const res = await api.fetch(`/v1/orders/${intent.id}/payWithStripe`, patchJson('POST', buyer.token));
    expect(res.status).toBe(200);
    const { url } = stripeRedirectSchema.parse(await res.json());
    expect((await submitForm(api, url, { card: 'new', action: 'pay' })).status).toBe(303);
  } else if (payment === 'paypal') {
    const started = await api.fetch(`/v1/orders/${intent.id}/paypal`, patchJson('POST', buyer.token));
    expect(started.status).toBe(200);
    const { paypalOrderId } = (await started.json()) as { paypalOrderId: string };
    expect((await submitForm(api, `${PUBLIC_URL}/sandbox/paypal/checkoutnow?token=${paypalOrderId}`, { action: 'approve' })).status).toBe(200);
    expect((await api.fetch(`/v1/orders/${intent.id}/paypal/capture`, patchJson('POST', buyer.token))).status).toBe(200);
  } else {
    expect((await completeOrder(api, buyer, intent)).status).toBe(200);
  }
  const [row] = await api.db.select().from(orders).where(eq(orders.id, intent.id));
  expect(row!.placedAt).not.toBeNull();
  return { buyer, orderId: intent.id, articleId, row: row! };
}

export const stockOf = async (api: TestApi, articleId: number) =>
  (await api.db.select({ q: articles.stockQuantity }).from(articles).where(eq(articles.id, articleId)))[0]!.q;

export const orderRow = async (api: TestApi, orderId: string) =>
  (await api.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

export const staffPost = (api: TestApi, token: string, path: string, body?: unknown, key?: string) => api.fetch(path, {
  method: 'POST',
  headers: {
    authorization: `Bearer ${token}`,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(key ? { 'idempotency-key': key } : {}),
  },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

export async function actOk(api: TestApi, token: string, orderId: string, action: string, body?: unknown): Promise<AdminOrder> {
  const res = await staffPost(api, token, `/v1/admin/orders/${orderId}/${action}`, body);
  const answer: unknown = await res.json();
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return adminOrderSchema.parse(answer);
}

export async function adminOrderOk(api: TestApi, token: string, orderId: string): Promise<AdminOrder> {
  const res = await api.fetch(`/v1/admin/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } });
  const answer: unknown = await res.json();
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return adminOrderSchema.parse(answer);
}
