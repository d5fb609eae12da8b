// The edges of the money path (decision 191): holds that never grow, failures written on the
// order with its stock given back at once, a provider that does not answer (the sandbox's outage
// switch) told as a 503 and never a 500, euros only, the return page answered from the order, and
// the timed sweep. The real SDKs talk to the shop's sandbox fakes.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderSchema, stripeRedirectSchema } from '../../contract/orders.js';
import { mergeCarts } from '../../server/domain/cart/merge.js';
import { startOrderSweep } from '../../server/domain/orders/sweep.js';
import { articles, orders } from '../../server/db/schema.js';
import { createLogger } from '../../server/log.js';
import { createMailer } from '../../server/mail/mailer.js';
import { registry } from '../../server/ops/metrics.js';
import { stripeSignatureHeader } from '../../server/payments/sandbox/stripe-events.js';
import { cartApiSuite, Visitor } from './cart-fixtures.js';
import { expectError } from './harness.js';
import { addToCart, chooseCheckout, getOrderOk, insertTrackedArticle, intentOk, postIntent, readyBuyer, signedUpBuyer, type Buyer } from './order-fixtures.js';
import { onTestServer, stripeOverHttp, submitForm } from './payment-fixtures.js';

const { api } = cartApiSuite({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } });

afterEach(async () => {
  vi.useRealTimers();
  for (const provider of ['stripe', 'paypal']) await api.fetch(`/sandbox/outage?provider=${provider}&down=off`, { method: 'POST' });
});

const call = (buyer: Pick<Buyer, 'token'>, path: string, body?: unknown, method = 'POST', lang = 'it') => api.fetch(`${path}?lang=${lang}`, {
  method,
  headers: { authorization: `Bearer ${buyer.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});
const outage = async (provider: 'stripe' | 'paypal', down: boolean) =>
  expect((await api.fetch(`/sandbox/outage?provider=${provider}&down=${down ? 'on' : 'off'}`, { method: 'POST' })).status).toBe(200);
const orderRow = async (id: string) => (await api.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stockOf = async (articleId: number) => (await api.db.select({ n: articles.stockQuantity }).from(articles).where(eq(articles.id, articleId)))[0]!.n;
const sessionIdOf = (url: string) => new URL(onTestServer(api, url)).pathname.split('/').pop()!;

async function article(stock = 5): Promise<number> {
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const [row] = await api.db.insert(articles).values({
    shopId: 'raggio', sku: `PE-${tag}`, slug: `bordo-pagamento-${tag}`, grade: 'simple', name: { it: 'Borraccia Bordo', en: 'Edge bottle' },
    stockOn: true, stockQuantity: stock, priceGross: 4000, vatRate: 22,
  }).returning({ id: articles.id });
  return row!.id;
}

async function cardIntent() {
  const articleId = await article();
  const buyer = await readyBuyer(api, articleId, 1, { payment: 'stripe' });
  return { buyer, articleId, intent: await intentOk(api, buyer) };
}

async function cardPage() {
  const made = await cardIntent();
  const res = await call(made.buyer, `/v1/orders/${made.intent.id}/payWithStripe`);
  expect(res.status).toBe(200);
  return { ...made, url: stripeRedirectSchema.parse(await res.json()).url };
}

/** A signed `type` event about `object`, as Stripe delivers it. */
async function deliverEvent(type: string, object: object) {
  const event = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object } });
  return api.fetch('/v1/webhooks/stripe', {
    method: 'POST', body: event,
    headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(event, api.config.payments.stripe.webhookSecret) },
  });
}

describe('a stock hold never grows (decision 191)', () => {
  it('asking again keeps the first intent\'s end, and so does a changed checkout that replaces it', async () => {
    const { buyer, intent } = await cardIntent();
    const first = (await orderRow(intent.id)).expiresAt;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 20 * 60_000);
    expect((await intentOk(api, buyer)).id).toBe(intent.id);
    expect((await orderRow(intent.id)).expiresAt).toEqual(first);
    await chooseCheckout(api, buyer as Buyer & { addressId: number }, { payment: 'paypal' });
    const replaced = await intentOk(api, buyer);
    expect(replaced.id).not.toBe(intent.id);
    expect((await orderRow(replaced.id)).expiresAt).toEqual(first);
    expect((await orderRow(intent.id)).status).toBe('escaped');
  });
});

describe('a provider that does not answer', () => {
  it('Stripe down when the page is asked for: 503 in the shopper\'s language, written on the order, its stock back, no order left open', async () => {
    const { buyer, intent, articleId } = await cardIntent();
    expect(await stockOf(articleId)).toBe(4);
    await outage('stripe', true);
    const res = await call(buyer, `/v1/orders/${intent.id}/payWithStripe`, undefined, 'POST', 'en');
    const error = await expectError(res, 503, 'PAYMENT_PROVIDER_UNAVAILABLE');
    expect(error.message).toContain('nothing was charged');
    const row = await orderRow(intent.id);
    expect(row).toMatchObject({ status: 'escaped', stockHeld: false, lastError: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' } });
    expect(await stockOf(articleId)).toBe(5);
    // Stripe back: BUY NOW again makes a new intent and its page.
    await outage('stripe', false);
    const again = await intentOk(api, buyer);
    expect(again.id).not.toBe(intent.id);
    expect((await call(buyer, `/v1/orders/${again.id}/payWithStripe`)).status).toBe(200);
    expect(await stockOf(articleId)).toBe(4);
  });

  it('PayPal down when its order is asked for: 503, written on the order, its stock back', async () => {
    const articleId = await article();
    const buyer = await readyBuyer(api, articleId, 1, { payment: 'paypal' });
    const intent = await intentOk(api, buyer);
    await outage('paypal', true);
    const error = await expectError(await call(buyer, `/v1/orders/${intent.id}/paypal`), 503, 'PAYMENT_PROVIDER_UNAVAILABLE');
    expect(error.message).toContain('non è stato addebitato nulla');
    expect(await orderRow(intent.id)).toMatchObject({ status: 'escaped', lastError: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' } });
    expect(await stockOf(articleId)).toBe(5);
  });

  it('the return page of an order the webhook placed answers 200 from the order while Stripe is down; an unpaid one is 503', async () => {
    const { buyer, intent, url } = await cardPage();
    const unpaid = await cardPage();
    const paid = await submitForm(api, url, { card: 'new', action: 'pay' });
    expect(paid.status).toBe(303);
    await outage('stripe', true);
    const back = await call(buyer, `/v1/orders/${intent.id}/intents`, { session_id: sessionIdOf(url) }, 'PATCH');
    expect(back.status).toBe(200);
    expect(orderSchema.parse(await back.json())).toMatchObject({ id: intent.id, status: 'pending' });

    await expectError(await call(unpaid.buyer, `/v1/orders/${unpaid.intent.id}/intents`, { session_id: sessionIdOf(unpaid.url) }, 'PATCH'), 503, 'PAYMENT_PROVIDER_UNAVAILABLE');
    expect((await orderRow(unpaid.intent.id)).placedAt).toBeNull();
  });
});

describe('failures written on the order, the stock given back at once', () => {
  it('a start Stripe refuses: 409 PAYMENT_START_REFUSED in the shopper\'s language, written on the order, the intent ended, its stock back', async () => {
    const { buyer, intent, articleId } = await cardIntent();
    expect((await api.fetch('/sandbox/outage?provider=stripe&down=refuse', { method: 'POST' })).status).toBe(200);
    const error = await expectError(await call(buyer, `/v1/orders/${intent.id}/payWithStripe`, undefined, 'POST', 'de'), 409, 'PAYMENT_START_REFUSED');
    expect(error.message).toContain('Die Zahlung konnte nicht gestartet werden');
    expect(await orderRow(intent.id)).toMatchObject({
      status: 'escaped', stockHeld: false, lastError: { code: 'PAYMENT_START_REFUSED', payload: { provider: 'stripe', type: 'invalid_request_error', code: 'account_invalid' } },
    });
    expect(await stockOf(articleId)).toBe(5);
  });

  it('a declined card: CARD_DECLINED on the order, its stock back; another card on the same page then pays and takes it again', async () => {
    const { buyer, intent, url, articleId } = await cardPage();
    expect(await stockOf(articleId)).toBe(4);
    expect((await submitForm(api, url, { card: 'new', action: 'fail' })).status).toBe(402);
    await vi.waitFor(async () => { expect((await orderRow(intent.id)).lastError).toMatchObject({ code: 'CARD_DECLINED', payload: { code: 'card_declined' } }); });
    expect(await orderRow(intent.id)).toMatchObject({ status: 'awaitPayment', stockHeld: false });
    expect(await stockOf(articleId)).toBe(5);
    expect((await submitForm(api, url, { card: 'new', action: 'pay' })).status).toBe(303);
    expect(await getOrderOk(api, buyer, intent.id)).toMatchObject({ status: 'pending' });
    expect(await stockOf(articleId)).toBe(4);
  });

  it('a declined card, the last piece sold meanwhile, then another card pays: placed for the staff to sort out (awaitProcessing, STOCK_SHORT_AFTER_PAYMENT), never a 500', async () => {
    const { buyer, intent, url, articleId } = await cardPage();
    expect((await submitForm(api, url, { card: 'new', action: 'fail' })).status).toBe(402);
    await vi.waitFor(async () => { expect(await orderRow(intent.id)).toMatchObject({ stockHeld: false }); });
    await api.db.update(articles).set({ stockQuantity: 0 }).where(eq(articles.id, articleId));
    expect((await submitForm(api, url, { card: 'new', action: 'pay' })).status).toBe(303);
    await vi.waitFor(async () => {
      expect(await orderRow(intent.id)).toMatchObject({ status: 'awaitProcessing', lastError: { code: 'STOCK_SHORT_AFTER_PAYMENT' } });
    });
    expect((await getOrderOk(api, buyer, intent.id)).status).toBe('awaitProcessing');
    expect(await stockOf(articleId)).toBe(0);
  });

  it('a cancel reported by the client gives the stock back; BUY NOW again takes it again and answers the same page', async () => {
    const { buyer, intent, url, articleId } = await cardPage();
    const cancelled = await call(buyer, `/v1/orders/${intent.id}`, { lastError: { code: 'PAYMENT_ERROR', message: 'The customer cancelled on the card payment page' } }, 'PATCH');
    expect(cancelled.status).toBe(200);
    expect(await stockOf(articleId)).toBe(5);
    expect((await intentOk(api, buyer)).id).toBe(intent.id);
    expect(await stockOf(articleId)).toBe(4);
    const again = await call(buyer, `/v1/orders/${intent.id}/payWithStripe`);
    expect(stripeRedirectSchema.parse(await again.json()).url).toBe(url);
  });

  it('a page that expired: PAYMENT_EXPIRED on the order, the stock back, the intent ended', async () => {
    const { intent, articleId } = await cardPage();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60_000);
    // Anything asked of the sandbox expires the sessions that are due, and Stripe sends the event.
    expect((await api.fetch(`/sandbox/stripe/pay/${(await orderRow(intent.id)).stripeSessionId}`)).status).toBe(410);
    await vi.waitFor(async () => { expect(await orderRow(intent.id)).toMatchObject({ status: 'escaped', lastError: { code: 'PAYMENT_EXPIRED' } }); }, { timeout: 10_000 });
    expect(await stockOf(articleId)).toBe(5);
  });

  it('a signed checkout.session.completed in dollars for the right number is refused and written on the order; nothing placed', async () => {
    const { buyer, intent, url, articleId } = await cardPage();
    const session = await stripeOverHttp(api).checkout.sessions.retrieve(sessionIdOf(url));
    const res = await deliverEvent('checkout.session.completed', { ...session, currency: 'usd', status: 'complete', payment_status: 'paid' });
    expect(res.status).toBe(200);
    expect(await orderRow(intent.id)).toMatchObject({ placedAt: null, lastError: { code: 'PAYMENT_CURRENCY', payload: { received: { currency: 'usd' } } } });
    expect((await getOrderOk(api, buyer, intent.id)).status).toBe('awaitPayment');
    expect(await stockOf(articleId)).toBe(4);
  });
});

describe('the timed sweep', () => {
  it('gives back a hold that ran out with no new intent from anyone, and counts it', async () => {
    const { intent, articleId } = await cardIntent();
    await api.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, intent.id));
    const counted = async () => (await registry.getSingleMetric('raggio_order_holds_released_total')!.get()).values[0]?.value ?? 0;
    const before = await counted();
    const mailer = createMailer({ smtpUrl: undefined, from: 'shop@raggio.test', outboxDir: api.config.outboxDir, log: createLogger('silent') });
    const sweep = startOrderSweep(api.db, mailer, { log: createLogger('silent'), everyMs: 100 });
    try {
      await vi.waitFor(async () => { expect((await orderRow(intent.id)).status).toBe('escaped'); }, { timeout: 10_000 });
    } finally {
      await sweep.stop();
    }
    expect(await stockOf(articleId)).toBe(5);
    expect(await counted()).toBeGreaterThan(before);
  });
});

describe('a hold past its end', () => {
  it('counts for nobody at once: another buyer with it in the cart gets the last piece before the sweep, and its holder asking again is refused', async () => {
    const articleId = await insertTrackedArticle(api.db, 1, 3000);
    const holder = await readyBuyer(api, articleId, 1);
    const other = await readyBuyer(api, articleId, 1);
    const held = await intentOk(api, holder);
    expect(await stockOf(articleId)).toBe(0);
    await api.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, held.id));
    const taken = await intentOk(api, other);
    expect(await orderRow(held.id)).toMatchObject({ status: 'escaped', stockHeld: false });
    expect(await orderRow(taken.id)).toMatchObject({ status: 'awaitPayment', stockHeld: true });
    expect(await stockOf(articleId)).toBe(0);
    await expectError(await postIntent(api, holder), 409, 'CART_CHANGED');
  });

  // Decision 265: not only the intent, every purchase decision reads it so, before any sweep.
  const lapse = (orderId: string) => api.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, orderId));
  const itemsStatus = async (buyer: Buyer) => {
    const res = await call(buyer, `/v1/checkout/me/carts/${buyer.cartId}/items/status`, {}, 'PATCH', 'en');
    const body = (await res.json()) as { status: { changed: boolean; messages: string[] } };
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body.status;
  };

  it('counts for nobody at once: another buyer adds the last piece, passes the re-check and the intent; its holder asking again is refused', async () => {
    const articleId = await insertTrackedArticle(api.db, 1, 3000);
    const holder = await readyBuyer(api, articleId, 1);
    const held = await intentOk(api, holder);
    expect(await stockOf(articleId)).toBe(0);
    const late = await signedUpBuyer(api);
    expect((await call(late, '/v1/checkout/ss/carts', { id: articleId, quantity: 1 })).status).toBe(409);
    await lapse(held.id);
    await addToCart(api, late, articleId, 1);
    expect(await orderRow(held.id)).toMatchObject({ status: 'escaped', stockHeld: false });
    expect(await stockOf(articleId)).toBe(1);
    await chooseCheckout(api, late);
    expect(await itemsStatus(late)).toEqual({ changed: false, messages: [] });
    const taken = await intentOk(api, late);
    expect(await orderRow(taken.id)).toMatchObject({ status: 'awaitPayment', stockHeld: true });
    await expectError(await postIntent(api, holder), 409, 'CART_CHANGED');
    expect(await stockOf(articleId)).toBe(0);
  });

  it('counts for nobody at once in the re-check and when a quantity is raised', async () => {
    const articleId = await insertTrackedArticle(api.db, 2, 3000);
    const waiting = await readyBuyer(api, articleId, 1);
    const raising = await readyBuyer(api, articleId, 1);
    const holder = await readyBuyer(api, articleId, 2);
    const held = await intentOk(api, holder);
    expect(await stockOf(articleId)).toBe(0);
    expect((await itemsStatus(waiting)).changed).toBe(true);
    await lapse(held.id);
    // The re-check finds the pieces free and says nothing changed.
    expect(await itemsStatus(waiting)).toEqual({ changed: false, messages: [] });
    expect(await orderRow(held.id)).toMatchObject({ status: 'escaped', stockHeld: false });
    expect(await stockOf(articleId)).toBe(2);
    // Held again by the first to ask, then lapsed: a quantity raised reads the pieces free.
    const again = await intentOk(api, waiting);
    await lapse(again.id);
    const [line] = (await (await call(raising, '/v1/checkout/ss', undefined, 'GET')).json() as { items: { id: string }[] }).items;
    const res = await call(raising, `/v1/checkout/ss/carts/items/${line!.id}`, { quantity: 2 }, 'PATCH');
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    expect(await orderRow(again.id)).toMatchObject({ status: 'escaped', stockHeld: false });
    expect(await stockOf(articleId)).toBe(2);
  });

  it("counts for nobody at once when a visitor's cart joins the account's at sign-in: the line is not cut", async () => {
    const articleId = await insertTrackedArticle(api.db, 1, 3000);
    const visitor = new Visitor(api);
    const visiting = await visitor.add({ id: articleId, quantity: 1 });
    const holder = await readyBuyer(api, articleId, 1);
    const held = await intentOk(api, holder);
    const account = await signedUpBuyer(api);
    await lapse(held.id);
    expect(await mergeCarts(api.db, visiting.id, account.cartId)).toEqual([]);
    expect(await orderRow(held.id)).toMatchObject({ status: 'escaped', stockHeld: false });
    const joined = (await (await call(account, '/v1/checkout/ss', undefined, 'GET')).json()) as { items: { articleId: number; quantity: number }[] };
    expect(joined.items.map((l) => [l.articleId, l.quantity])).toEqual([[articleId, 1]]);
  });
});
