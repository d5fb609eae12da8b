// Orders paid online, end to end on the server (decisions 130-133): the real SDKs talk to the
// shop's sandbox fakes; the hosted pages are submitted as a browser would; the Stripe webhook
// and the return, the PayPal capture each place the order once, with one confirmation mail.
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderSchema, stripeRedirectSchema } from '../../contract/orders.js';
import { INTENT_TTL_MS } from '../../server/domain/orders/steps.js';
import { releaseExpiredIntents } from '../../server/domain/orders/sweep.js';
import { articles, carts, orders } from '../../server/db/schema.js';
import { stripeSignatureHeader } from '../../server/payments/sandbox/stripe-events.js';
import { staffSignIn } from './admin-fixtures.js';
import { staffPost } from './admin-order-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import { expectError, PUBLIC_URL } from './harness.js';
import { getOrderOk, intentOk, readyBuyer, type Buyer } from './order-fixtures.js';
import { mailSince, outboxFiles } from './outbox.js';
import { onTestServer, stripeOverHttp, submitForm } from './payment-fixtures.js';

const { api } = cartApiSuite({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } });

const post = (buyer: Pick<Buyer, 'token'>, path: string, body?: unknown, method = 'POST') => api.fetch(path, {
  method,
  headers: { authorization: `Bearer ${buyer.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});
const mailsTo = (before: string[], email: string) => mailSince(api, before).filter((m) => m.to === email);
const ordersOf = async (userId: number) => (await api.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]!.n;

async function article(priceGross = 4000): Promise<number> {
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const [row] = await api.db.insert(articles).values({
    shopId: 'raggio', sku: `OP-${tag}`, slug: `pagamento-test-${tag}`, grade: 'simple', name: { it: 'Borraccia Pagata', en: 'Paid bottle' },
    stockOn: true, stockQuantity: 5, priceGross, vatRate: 22,
  }).returning({ id: articles.id });
  return row!.id;
}

/** A buyer whose order waits for the card: the hosted page's address. */
async function stripeOrder() {
  const articleId = await article();
  const buyer = await readyBuyer(api, articleId, 1, { payment: 'stripe' });
  const intent = await intentOk(api, buyer);
  const res = await post(buyer, `/v1/orders/${intent.id}/payWithStripe`);
  expect(res.status).toBe(200);
  const { url } = stripeRedirectSchema.parse(await res.json());
  return { buyer, intent, url, articleId };
}

describe('a card payment on the Stripe hosted page', () => {
  it('the webhook places the order once; the return confirms the same order; a replayed event sends no second mail', async () => {
    const before = outboxFiles(api);
    const { buyer, intent, url } = await stripeOrder();
    expect(url).toContain('/sandbox/stripe/pay/');
    const paid = await submitForm(api, url, { card: 'new', action: 'pay' });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(back.pathname).toBe(`/checkout/ordine-concluso/${intent.id}`);
    const sessionId = back.searchParams.get('session_id')!;

    // Placed by the webhook, before the browser is back.
    expect(await getOrderOk(api, buyer, intent.id)).toMatchObject({ status: 'pending', checkout: { payment: { method: 'stripe' } } });
    const returned = await post(buyer, `/v1/orders/${intent.id}/intents`, { session_id: sessionId }, 'PATCH');
    expect(returned.status).toBe(200);
    expect(orderSchema.parse(await returned.json())).toMatchObject({ id: intent.id, status: 'pending' });

    // Stripe delivers at least once: the same event again, signed, changes nothing.
    const session = await stripeOverHttp(api).checkout.sessions.retrieve(sessionId);
    const event = JSON.stringify({ id: 'evt_replayed', object: 'event', type: 'checkout.session.completed', data: { object: session } });
    for (let i = 0; i < 3; i++) {
      const res = await api.fetch('/v1/webhooks/stripe', {
        method: 'POST', body: event,
        headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(event, api.config.payments.stripe.webhookSecret) },
      });
      expect(res.status).toBe(200);
    }
    expect(mailsTo(before, buyer.email)).toHaveLength(1);
    expect(await ordersOf(buyer.userId)).toBe(1);
  });

  it('a signed event for the order\'s session with another amount is acknowledged, recorded as PAYMENT_MISMATCH, and places nothing', async () => {
    const { buyer, intent, url } = await stripeOrder();
    const sessionId = new URL(onTestServer(api, url)).pathname.split('/').pop()!;
    const session = await stripeOverHttp(api).checkout.sessions.retrieve(sessionId);
    const forged = { ...session, payment_status: 'paid', status: 'complete', amount_total: (session.amount_total ?? 0) - 100 };
    const event = JSON.stringify({ id: 'evt_short', object: 'event', type: 'checkout.session.completed', data: { object: forged } });
    const res = await api.fetch('/v1/webhooks/stripe', {
      method: 'POST', body: event,
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(event, api.config.payments.stripe.webhookSecret) },
    });
    expect(res.status).toBe(200);
    const [row] = await api.db.select({ status: orders.status, lastError: orders.lastError, placedAt: orders.placedAt }).from(orders).where(eq(orders.id, intent.id));
    expect(row).toMatchObject({ status: 'awaitPayment', placedAt: null, lastError: { code: 'PAYMENT_MISMATCH' } });
    expect(await ordersOf(buyer.userId)).toBe(1);
  });

  it('cancelling on the hosted page goes back to the confirm step and places nothing; the return cannot confirm it', async () => {
    const { buyer, intent, url } = await stripeOrder();
    const cancelled = await submitForm(api, url, { action: 'cancel' });
    expect(cancelled.status).toBe(303);
    expect(new URL(cancelled.headers.get('location')!).pathname).toBe('/checkout/conferma');
    expect((await getOrderOk(api, buyer, intent.id)).status).toBe('awaitPayment');
    const sessionId = new URL(onTestServer(api, url)).pathname.split('/').pop()!;
    await expectError(await post(buyer, `/v1/orders/${intent.id}/intents`, { session_id: sessionId }, 'PATCH'), 409, 'PAYMENT_NOT_COMPLETED');
  });

  it('a session id that is not the order\'s is 404, and a body without one is 400; nothing changes', async () => {
    const { buyer, intent } = await stripeOrder();
    await expectError(await post(buyer, `/v1/orders/${intent.id}/intents`, { session_id: 'cs_test_someone_else' }, 'PATCH'), 404, 'NOT_FOUND');
    await expectError(await post(buyer, `/v1/orders/${intent.id}/intents`, {}, 'PATCH'), 400, 'VALIDATION_ERROR');
    expect((await getOrderOk(api, buyer, intent.id)).status).toBe('awaitPayment');
  });

  it('another customer cannot open the payment page of an order that is not theirs (404)', async () => {
    const { intent } = await stripeOrder();
    const other = await readyBuyer(api, await article(), 1, { payment: 'stripe' });
    await expectError(await post(other, `/v1/orders/${intent.id}/payWithStripe`), 404, 'NOT_FOUND');
    await expectError(await post(other, `/v1/orders/${intent.id}/paypal`), 404, 'NOT_FOUND');
  });

  it('an order paid later has no hosted page (409 PAYMENT_NOT_ONLINE)', async () => {
    const buyer = await readyBuyer(api, await article(), 1, { payment: 'bankTransfer' });
    const intent = await intentOk(api, buyer);
    await expectError(await post(buyer, `/v1/orders/${intent.id}/payWithStripe`), 409, 'PAYMENT_NOT_ONLINE');
  });
});

const sessionIdOf = (url: string) => new URL(onTestServer(api, url)).pathname.split('/').pop()!;
const holdOf = async (orderId: string) => (await api.db.select({ expiresAt: orders.expiresAt }).from(orders).where(eq(orders.id, orderId)))[0]!.expiresAt;
const stockOf = async (articleId: number) => (await api.db.select({ n: articles.stockQuantity }).from(articles).where(eq(articles.id, articleId)))[0]!.n;
const unix = (at: Date) => Math.floor(at.getTime() / 1000);

/** A signed `type` event about `session`, as Stripe delivers it. */
async function deliverEvent(type: string, session: object) {
  const event = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object: session } });
  return api.fetch('/v1/webhooks/stripe', {
    method: 'POST', body: event,
    headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(event, api.config.payments.stripe.webhookSecret) },
  });
}

describe('asked for the other provider (409 PAYMENT_METHOD_MISMATCH)', () => {
  afterEach(() => { vi.useRealTimers(); });

  const cartRowOf = async (orderId: string) => (await api.db.select({ cart: carts }).from(orders)
    .innerJoin(carts, eq(carts.id, orders.cartId)).where(eq(orders.id, orderId)))[0]!.cart;

  it('refuses a Stripe page for an order to be paid with PayPal, and a PayPal order for one paid by card, changing nothing', async () => {
    const paypalBuyer = await readyBuyer(api, await article(), 1, { payment: 'paypal' });
    const paypalIntent = await intentOk(api, paypalBuyer);
    const { buyer: cardBuyer, intent: cardIntent } = await stripeOrder();
    const before = [await cartRowOf(paypalIntent.id), await cartRowOf(cardIntent.id)];
    const holds = [await holdOf(paypalIntent.id), await holdOf(cardIntent.id)];
    // 35 minutes on: a Stripe page would renew the hold first; a refusal must not.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 35 * 60_000);
    await expectError(await post(paypalBuyer, `/v1/orders/${paypalIntent.id}/payWithStripe`), 409, 'PAYMENT_METHOD_MISMATCH');
    await expectError(await post(cardBuyer, `/v1/orders/${cardIntent.id}/paypal`), 409, 'PAYMENT_METHOD_MISMATCH');
    // The cart's row is locked while the order is read: the lock's mark must not outlive a refusal.
    expect([await cartRowOf(paypalIntent.id), await cartRowOf(cardIntent.id)]).toEqual(before);
    expect([await holdOf(paypalIntent.id), await holdOf(cardIntent.id)]).toEqual(holds);
  });
});

describe('the Stripe page lasts as long as the stock hold (decision 141)', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('the session expires when the hold ends; asking again answers the same page', async () => {
    const { buyer, intent, url } = await stripeOrder();
    const hold = await holdOf(intent.id);
    expect(hold.getTime() - Date.now()).toBeGreaterThan(INTENT_TTL_MS - 60_000);
    const session = await stripeOverHttp(api).checkout.sessions.retrieve(sessionIdOf(url));
    expect(session.expires_at).toBe(unix(hold));
    const again = await post(buyer, `/v1/orders/${intent.id}/payWithStripe`);
    expect(stripeRedirectSchema.parse(await again.json()).url).toBe(url);
    expect(await holdOf(intent.id)).toEqual(hold);
  });

  it('a hold is never lengthened (decision 191): the page is answered again while it has time, and a new one outlives a short hold', async () => {
    const { buyer, intent, url } = await stripeOrder();
    const hold = await holdOf(intent.id);
    // 35 minutes on: the page (ending with the hold) has 25 minutes left: the same page.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 35 * 60_000);
    const again = await post(buyer, `/v1/orders/${intent.id}/payWithStripe`);
    expect(again.status).toBe(200);
    expect(stripeRedirectSchema.parse(await again.json()).url).toBe(url);
    // 52 minutes on: 8 left. A new page for Stripe's 30 minutes at least; the old one expired; the hold unchanged.
    vi.setSystemTime(Date.now() + 17 * 60_000);
    const res = await post(buyer, `/v1/orders/${intent.id}/payWithStripe`);
    expect(res.status).toBe(200);
    const { url: newUrl } = stripeRedirectSchema.parse(await res.json());
    expect(newUrl).not.toBe(url);
    expect((await holdOf(intent.id)).getTime()).toBe(hold.getTime());
    const stripe = stripeOverHttp(api);
    const page = await stripe.checkout.sessions.retrieve(sessionIdOf(newUrl));
    expect(page.expires_at * 1000 - Date.now()).toBeGreaterThanOrEqual(30 * 60_000);
    expect((await stripe.checkout.sessions.retrieve(sessionIdOf(url))).status).toBe('expired');
    expect((await submitForm(api, url, { card: 'new', action: 'pay' })).status).toBe(410);
    expect((await getOrderOk(api, buyer, intent.id)).status).toBe('awaitPayment');
  });

  it('past the hold the hosted page refuses payment, and Stripe\'s checkout.session.expired gives the stock back at once', async () => {
    const { buyer, intent, url, articleId } = await stripeOrder();
    expect(await stockOf(articleId)).toBe(4);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + INTENT_TTL_MS + 60_000);
    const page = await api.fetch(new URL(onTestServer(api, url)).pathname);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('expired');
    expect((await submitForm(api, url, { card: 'new', action: 'pay' })).status).toBe(410);
    // The sandbox sends the event in the background, as Stripe does some time after the expiry.
    await vi.waitFor(async () => { expect((await getOrderOk(api, buyer, intent.id)).status).toBe('escaped'); }, { timeout: 10_000 });
    expect(await stockOf(articleId)).toBe(5);
    await expectError(await post(buyer, `/v1/orders/${intent.id}/intents`, { session_id: sessionIdOf(url) }, 'PATCH'), 409, 'PAYMENT_NOT_COMPLETED');
    await expectError(await post(buyer, `/v1/orders/${intent.id}/payWithStripe`), 409, 'ORDER_EXPIRED');
  });

  it('checkout.session.expired for a session the order replaced, or a hold still running, changes nothing', async () => {
    const { buyer, intent, url, articleId } = await stripeOrder();
    const session = await stripeOverHttp(api).checkout.sessions.retrieve(sessionIdOf(url));
    expect((await deliverEvent('checkout.session.expired', { ...session, status: 'expired' })).status).toBe(200);
    expect((await deliverEvent('checkout.session.expired', { ...session, id: 'cs_test_other', status: 'expired' })).status).toBe(200);
    expect((await deliverEvent('checkout.session.expired', { ...session, client_reference_id: 'not-an-order', status: 'expired' })).status).toBe(200);
    expect((await getOrderOk(api, buyer, intent.id)).status).toBe('awaitPayment');
    expect(await stockOf(articleId)).toBe(4);
  });

  it('paid after the hold lapsed and the last piece sold meanwhile: placed for the staff to sort out (awaitProcessing, STOCK_SHORT_AFTER_PAYMENT), stock never negative', async () => {
    const { intent, url, articleId } = await stripeOrder();
    const session = await stripeOverHttp(api).checkout.sessions.retrieve(sessionIdOf(url));
    expect(await releaseExpiredIntents(api.db, new Date(Date.now() + INTENT_TTL_MS + 60_000))).toBeGreaterThanOrEqual(1);
    await api.db.update(articles).set({ stockQuantity: 0 }).where(eq(articles.id, articleId));
    const res = await deliverEvent('checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid' });
    expect(res.status).toBe(200);
    const [row] = await api.db.select({ status: orders.status, lastError: orders.lastError, placedAt: orders.placedAt }).from(orders).where(eq(orders.id, intent.id));
    expect(row).toMatchObject({ status: 'awaitProcessing', lastError: { code: 'STOCK_SHORT_AFTER_PAYMENT' } });
    expect(row!.placedAt).not.toBeNull();
    expect(await stockOf(articleId)).toBe(0);
  });
  it('paid on its page after the hold lapsed and the last piece sold: the order never took the piece, so a cancel with restock refunds the card and puts back none', async () => {
    const { buyer, intent, url, articleId } = await stripeOrder();
    expect(await releaseExpiredIntents(api.db, new Date(Date.now() + INTENT_TTL_MS + 60_000))).toBeGreaterThanOrEqual(1);
    await api.db.update(articles).set({ stockQuantity: 0 }).where(eq(articles.id, articleId));
    expect((await submitForm(api, url, { card: 'new', action: 'pay' })).status).toBeLessThan(400);
    await vi.waitFor(async () => { expect((await getOrderOk(api, buyer, intent.id)).status).toBe('awaitProcessing'); }, { timeout: 10_000 });
    const staff = await staffSignIn(api);
    const cancelled = await staffPost(api, staff.token, `/v1/admin/orders/${intent.id}/cancel`, { restock: true }, 'cancel-short');
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(await stockOf(articleId)).toBe(0);
  });
});

describe('a PayPal payment', () => {
  it('approved in PayPal\'s window and captured: the order is placed once, a second capture answers it unchanged', async () => {
    const before = outboxFiles(api);
    const buyer = await readyBuyer(api, await article(), 1, { payment: 'paypal' });
    const intent = await intentOk(api, buyer);
    const started = await post(buyer, `/v1/orders/${intent.id}/paypal`);
    expect(started.status).toBe(200);
    const { paypalOrderId } = (await started.json()) as { paypalOrderId: string };
    // The buyer approves in the window the button opened (the stand-in JS SDK, decision 139).
    const approved = await submitForm(api, `${PUBLIC_URL}/sandbox/paypal/checkoutnow?token=${paypalOrderId}`, { action: 'approve' });
    expect(approved.status).toBe(200);
    const captured = await post(buyer, `/v1/orders/${intent.id}/paypal/capture`);
    expect(captured.status).toBe(200);
    expect(orderSchema.parse(await captured.json())).toMatchObject({ status: 'pending', checkout: { payment: { method: 'paypal' } } });
    expect((await post(buyer, `/v1/orders/${intent.id}/paypal/capture`)).status).toBe(200);
    expect(mailsTo(before, buyer.email)).toHaveLength(1);
  });

  it('a capture PayPal refuses (not approved) is 409 PAYPAL_ERROR, recorded on the order, which stays unpaid', async () => {
    const buyer = await readyBuyer(api, await article(), 1, { payment: 'paypal' });
    const intent = await intentOk(api, buyer);
    expect((await post(buyer, `/v1/orders/${intent.id}/paypal`)).status).toBe(200);
    await expectError(await post(buyer, `/v1/orders/${intent.id}/paypal/capture`), 409, 'PAYPAL_ERROR');
    const [row] = await api.db.select({ lastError: orders.lastError, status: orders.status }).from(orders).where(eq(orders.id, intent.id));
    expect(row).toMatchObject({ status: 'awaitPayment', lastError: { code: 'PAYPAL_ERROR' } });
  });
});
