// Stripe in sandbox mode (decisions 131, 132): the official SDK against the shop's fake of
// Stripe's API, the hosted stand-in page, and the signed webhook arriving at the shop.
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { savedCardsSchema } from '../../contract/saved-card.js';
import type { StripeSessionCompleted } from '../../server/payments/providers.js';
import { stripeSignatureHeader } from '../../server/payments/sandbox/stripe-events.js';
import {
  CheckoutExpiryOutOfBounds, CheckoutTotalMismatch, createCheckoutSession, retrieveCheckoutSession, type StripeCheckoutInput,
} from '../../server/payments/stripe-checkout.js';
import { detachStripeCard, ensureStripeCustomer, saveCardFromCheckoutSession } from '../../server/payments/stripe-customers.js';
import { bearer, NO_RATE_LIMITS, PASSWORD, signUpOk } from './auth-fixtures.js';
import { expectError, postJson, PUBLIC_URL, startTestApi, type TestApi } from './harness.js';
import { onTestServer, stripeOverHttp, submitForm } from './payment-fixtures.js';

let api: TestApi;
let stripe: Stripe;
const completed: StripeSessionCompleted[] = [];

beforeAll(async () => {
  api = await startTestApi({
    env: NO_RATE_LIMITS,
    paymentEvents: { onStripeSessionCompleted: async (event) => { completed.push(event); return true; } },
  });
  stripe = stripeOverHttp(api);
});
afterAll(async () => { await api?.close(); });
beforeEach(() => { completed.length = 0; });

let orders = 0;
function order(overrides: Partial<StripeCheckoutInput> = {}): StripeCheckoutInput {
  orders += 1;
  const orderId = crypto.randomUUID();
  return {
    orderId,
    orderNumber: `R2026-${String(orders).padStart(6, '0')}`,
    email: 'giulia@example.it',
    lang: 'it',
    lines: [{ name: 'Telaio Aero carbonio', unitAmount: 129_900, quantity: 1 }, { name: 'Borraccia', unitAmount: 1_250, quantity: 2 }],
    shipping: { name: 'Corriere espresso', amount: 899 },
    surcharge: null,
    discount: null,
    total: 129_900 + 2_500 + 899,
    successUrl: `${PUBLIC_URL}/checkout/ordine-concluso/${orderId}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${PUBLIC_URL}/checkout/conferma`,
    customerId: null,
    expiresAt: null,
    ...overrides,
  };
}

const postWebhook = (body: string, signature?: string) => api.fetch('/v1/webhooks/stripe', {
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  body,
});

async function payNewCard(url: string, extra: Record<string, string> = {}) {
  const res = await submitForm(api, url, { card: 'new', action: 'pay', ...extra });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

describe('Checkout Session through the SDK', () => {
  it('makes a session whose address is the sandbox page, with the lines, shipping, surcharge and discount as Stripe counts them', async () => {
    const input = order({ surcharge: { name: 'Commissione pagamento', amount: 300 }, discount: { code: 'BENVENUTO', amount: 1_000 } });
    input.total = 129_900 + 2_500 + 300 - 1_000 + 899;
    const { id, url } = await createCheckoutSession(stripe, input);
    expect(url).toBe(`${PUBLIC_URL}/sandbox/stripe/pay/${id}`);
    const session = await stripe.checkout.sessions.retrieve(id);
    expect(session).toMatchObject({
      mode: 'payment', currency: 'eur', status: 'open', payment_status: 'unpaid', client_reference_id: input.orderId,
      customer_email: 'giulia@example.it', locale: 'it', amount_total: input.total,
      total_details: { amount_discount: 1_000, amount_shipping: 899 }, metadata: { order_id: input.orderId, order_number: input.orderNumber },
    });
    const page = await fetch(onTestServer(api, url));
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('Telaio Aero carbonio');
    expect(text).toContain('Commissione pagamento');
    expect(text).not.toMatch(/<script|style=/);
  });

  it('answers the first session again for a repeated Idempotency-Key (a retried payWithStripe makes one session)', async () => {
    const input = order({ discount: { code: 'BENVENUTO', amount: 500 } });
    input.total -= 500;
    input.idempotencyKey = `pay-${input.orderId}`;
    const first = await createCheckoutSession(stripe, input);
    expect(await createCheckoutSession(stripe, input)).toEqual(first);
    expect((await createCheckoutSession(stripe, { ...input, idempotencyKey: `pay-${input.orderId}-2` })).id).not.toBe(first.id);
  });

  it('refuses to make a session whose parts do not add up to the total, before calling Stripe', async () => {
    await expect(createCheckoutSession(stripe, order({ total: 1 }))).rejects.toBeInstanceOf(CheckoutTotalMismatch);
  });

  it('sets expires_at from the given end (whole seconds, rounded down); an end outside 30 minutes to 24 hours is refused before calling Stripe', async () => {
    const end = new Date(Date.now() + 45 * 60_000 + 700);
    const { id } = await createCheckoutSession(stripe, order({ expiresAt: end }));
    expect((await stripe.checkout.sessions.retrieve(id)).expires_at).toBe(Math.floor(end.getTime() / 1000));
    const { id: plain } = await createCheckoutSession(stripe, order());
    const session = await stripe.checkout.sessions.retrieve(plain);
    expect(session.expires_at - session.created).toBe(24 * 3600);
    await expect(createCheckoutSession(stripe, order({ expiresAt: new Date(Date.now() + 29 * 60_000) }))).rejects.toBeInstanceOf(CheckoutExpiryOutOfBounds);
    await expect(createCheckoutSession(stripe, order({ expiresAt: new Date(Date.now() + 25 * 3600_000) }))).rejects.toBeInstanceOf(CheckoutExpiryOutOfBounds);
  });

  it("the sandbox refuses an expires_at outside Stripe's bounds as Stripe does, and expires only an open session", async () => {
    const now = Math.floor(Date.now() / 1000);
    const create = (expiresAt: number) => stripe.checkout.sessions.create({
      mode: 'payment', success_url: `${PUBLIC_URL}/ok`, expires_at: expiresAt,
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 100, product_data: { name: 'x' } } }],
    });
    await expect(create(now + 29 * 60)).rejects.toMatchObject({ statusCode: 400, param: 'expires_at', message: expect.stringContaining('at least 30 minutes') });
    await expect(create(now + 25 * 3600)).rejects.toMatchObject({ statusCode: 400, param: 'expires_at', message: expect.stringContaining('less than 24 hours') });
    const open = await create(now + 31 * 60);
    const expired = await stripe.checkout.sessions.expire(open.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    await expect(stripe.checkout.sessions.expire(open.id)).rejects.toMatchObject({ statusCode: 400, code: 'checkout_session_unexpected_state' });
    await expect(stripe.checkout.sessions.expire('cs_test_nothing')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    expect((await api.fetch(new URL(onTestServer(api, open.url!)).pathname)).status).toBe(410);
  });

  it("answers bad parameters and a wrong key with Stripe's errors, through the SDK's error classes", async () => {
    const noLines = stripe.checkout.sessions.create({ mode: 'payment', success_url: `${PUBLIC_URL}/ok` });
    await expect(noLines).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400, param: 'line_items', code: 'parameter_missing' });
    const both = stripe.checkout.sessions.create({
      mode: 'payment', success_url: `${PUBLIC_URL}/ok`, customer: 'cus_nobody', customer_email: 'a@b.it',
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 100, product_data: { name: 'x' } } }],
    });
    await expect(both).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400, param: 'customer_email' });
    await expect(stripe.checkout.sessions.retrieve('cs_test_nothing')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    await expect(stripeOverHttp(api, 'sk_test_wrong').checkout.sessions.retrieve('cs_test_nothing'))
      .rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
  });
});

describe('the hosted sandbox page and the webhook', () => {
  it('Pay completes the session, sends a signed checkout.session.completed the shop verifies, then returns to success_url', async () => {
    const input = order();
    const { id, url } = await createCheckoutSession(stripe, input);
    const location = await payNewCard(url);
    expect(location).toBe(`${PUBLIC_URL}/checkout/ordine-concluso/${input.orderId}?session_id=${id}`);
    expect(completed).toEqual([expect.objectContaining({ sessionId: id, orderId: input.orderId, amountTotal: input.total, currency: 'eur' })]);
    expect(completed[0]!.eventId).toMatch(/^evt_/);
    expect(completed[0]!.paymentIntentId).toMatch(/^pi_/);
    expect(await retrieveCheckoutSession(stripe, id)).toMatchObject({ paid: true, orderId: input.orderId, amountTotal: input.total });
    // The page cannot be paid twice.
    expect((await fetch(onTestServer(api, url))).status).toBe(409);
    expect((await submitForm(api, url, { card: 'new', action: 'pay' })).status).toBe(409);
    expect(completed).toHaveLength(1);
  });

  it('a redelivered event reaches the handler each time with the same event id (making it count once is the orders’ job)', async () => {
    const { url } = await createCheckoutSession(stripe, order());
    await payNewCard(url);
    const eventId = completed[0]!.eventId;
    for (let i = 0; i < 2; i += 1) {
      const res = await api.fetch(`/sandbox/stripe/events/${eventId}/resend`, { method: 'POST' });
      expect(await res.json()).toEqual({ id: eventId, status: 200 });
    }
    expect(completed.map((e) => e.eventId)).toEqual([eventId, eventId, eventId]);
  });

  it('a tampered body, a wrong secret or no signature is 400 WEBHOOK_SIGNATURE_INVALID and reaches no handler', async () => {
    const { id } = await createCheckoutSession(stripe, order());
    const session = await stripe.checkout.sessions.retrieve(id);
    const event = {
      id: 'evt_test_forged', object: 'event', type: 'checkout.session.completed', api_version: Stripe.API_VERSION, created: 1, livemode: false,
      data: { object: { ...session, status: 'complete', payment_status: 'paid' } }, pending_webhooks: 1, request: { id: null, idempotency_key: null },
    };
    const body = JSON.stringify(event);
    const secret = api.config.payments.stripe.webhookSecret;
    const tampered = body.replace(`"amount_total":${session.amount_total}`, '"amount_total":1');
    expect(tampered).not.toBe(body);
    await expectError(await postWebhook(tampered, stripeSignatureHeader(body, secret)), 400, 'WEBHOOK_SIGNATURE_INVALID');
    await expectError(await postWebhook(body, stripeSignatureHeader(body, 'whsec_someone_else')), 400, 'WEBHOOK_SIGNATURE_INVALID');
    await expectError(await postWebhook(body), 400, 'WEBHOOK_SIGNATURE_INVALID');
    const stale = stripeSignatureHeader(body, secret, Math.floor(Date.now() / 1000) - 3600);
    await expectError(await postWebhook(body, stale), 400, 'WEBHOOK_SIGNATURE_INVALID');
    expect(completed).toEqual([]);
    // The same body with its own signature is accepted: the check is the only thing refusing.
    const ok = await postWebhook(body, stripeSignatureHeader(body, secret));
    expect(await ok.json()).toEqual({ received: true, id: 'evt_test_forged', handled: true });
    expect(completed).toHaveLength(1);
  });

  it('acknowledges event types the shop does not use without acting', async () => {
    const body = JSON.stringify({ id: 'evt_test_other', object: 'event', type: 'payment_intent.created', data: { object: {} }, api_version: Stripe.API_VERSION });
    const res = await postWebhook(body, stripeSignatureHeader(body, api.config.payments.stripe.webhookSecret));
    expect(await res.json()).toEqual({ received: true, id: 'evt_test_other', handled: false });
    expect(completed).toEqual([]);
  });

  it('Cancel goes to cancel_url and Fail shows a declined card; neither pays nor sends anything', async () => {
    const input = order();
    const { id, url } = await createCheckoutSession(stripe, input);
    const failed = await submitForm(api, url, { card: 'new', action: 'fail' });
    expect(failed.status).toBe(402);
    expect(await failed.text()).toMatch(/role="alert">Your card was declined/);
    const cancelled = await submitForm(api, url, { card: 'new', action: 'cancel' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(input.cancelUrl);
    expect(await retrieveCheckoutSession(stripe, id)).toMatchObject({ paid: false });
    expect(completed).toEqual([]);
    // Still payable afterwards, as on Stripe's page.
    await payNewCard(url);
    expect(completed).toHaveLength(1);
  });

  it('answers an unknown session 404, an unknown choice or card 400, and changes nothing', async () => {
    expect((await api.fetch('/sandbox/stripe/pay/cs_test_unknown')).status).toBe(404);
    expect((await submitForm(api, `${PUBLIC_URL}/sandbox/stripe/pay/cs_test_unknown`, { action: 'pay', card: 'new' })).status).toBe(404);
    const { id, url } = await createCheckoutSession(stripe, order());
    expect((await submitForm(api, url, { action: 'refund', card: 'new' })).status).toBe(400);
    expect((await submitForm(api, url, { action: 'pay', card: 'pm_test_someone_elses' })).status).toBe(400);
    expect((await api.fetch('/sandbox/stripe/events/evt_test_unknown/resend', { method: 'POST' })).status).toBe(404);
    expect(await retrieveCheckoutSession(stripe, id)).toMatchObject({ paid: false });
    expect(completed).toEqual([]);
  });
});

describe('saved cards', () => {
  it('a card the customer chose to save becomes the selected saved card, is offered again, and is detached at Stripe when deleted', async () => {
    const { token, user } = await signUpOk(api);
    const owner = { id: user.id, email: user.email, name: `${user.name.first} ${user.name.last}` };
    const customerId = await ensureStripeCustomer(api.db, stripe, owner);
    expect(await ensureStripeCustomer(api.db, stripe, owner)).toBe(customerId);

    const first = await createCheckoutSession(stripe, order({ customerId }));
    expect(await fetch(onTestServer(api, first.url)).then((r) => r.text())).toContain('Save my card');
    await payNewCard(first.url, { save: 'on' });
    const cardId = await saveCardFromCheckoutSession(api.db, stripe, user.id, first.id);
    expect(cardId).not.toBeNull();
    // A replayed webhook or the return page saving again keeps one card.
    expect(await saveCardFromCheckoutSession(api.db, stripe, user.id, first.id)).toBe(cardId);
    const cards = savedCardsSchema.parse(await (await api.fetch(`/v1/banks/users/${user.id}/cards`, bearer(token))).json());
    expect(cards).toEqual({ selected: cardId, cards: [{ id: cardId, brand: 'visa', last4: '4242', expYear: new Date().getUTCFullYear() + 4 }] });

    const second = await createCheckoutSession(stripe, order({ customerId }));
    const page = await fetch(onTestServer(api, second.url)).then((r) => r.text());
    expect(page).toContain('Saved visa ending in 4242');
    const pmId = /name="card" id="card-(pm_[^"]+)"/.exec(page)![1]!;
    // Deleting it in the personal area detaches it at Stripe: Checkout no longer offers it.
    const deleted = await api.fetch(`/v1/banks/users/${user.id}/cards/${cardId}`, { method: 'DELETE', ...bearer(token) });
    expect(await deleted.json()).toEqual({ selected: null, cards: [] });
    expect((await stripe.paymentMethods.retrieve(pmId)).customer).toBeNull();
    expect(await fetch(onTestServer(api, second.url)).then((r) => r.text())).not.toContain('Saved visa');
    // Detaching what Stripe has already let go is not an error.
    await expect(detachStripeCard(stripe, pmId)).resolves.toBeUndefined();
    await expect(detachStripeCard(stripe, 'pm_test_unknown')).resolves.toBeUndefined();
  });

  it('a payment started before the account closed saves no card after it (decision 236)', async () => {
    const { token, user } = await signUpOk(api);
    const customerId = await ensureStripeCustomer(api.db, stripe, { id: user.id, email: user.email, name: user.name.first });
    const { id, url } = await createCheckoutSession(stripe, order({ customerId }));
    const closed = await api.fetch(`/v1/users/${user.id}/close`, postJson({ password: PASSWORD }, { authorization: `Bearer ${token}` }));
    expect(closed.status).toBe(200);
    await payNewCard(url, { save: 'on' });
    expect(await saveCardFromCheckoutSession(api.db, stripe, user.id, id)).toBeNull();
  });

  it('a card paid without ticking save is not saved', async () => {
    const { user } = await signUpOk(api);
    const customerId = await ensureStripeCustomer(api.db, stripe, { id: user.id, email: user.email, name: user.name.first });
    const { id, url } = await createCheckoutSession(stripe, order({ customerId }));
    await payNewCard(url);
    expect(await saveCardFromCheckoutSession(api.db, stripe, user.id, id)).toBeNull();
  });
});
