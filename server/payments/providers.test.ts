// Keys switch the providers between the real services and the sandbox (decision 131); in the
// sandbox the SDKs reach the fakes in process, and the hosted page's webhook is one Stripe's
// own verification accepts.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log.js';
import { createPaypalOrder } from './paypal-orders.js';
import { createPaymentProviders, loggingPaymentEvents } from './providers.js';
import { loadPaymentSandbox } from './sandbox-loader.js';
import { paymentEnvSchema, paymentSettings } from './settings.js';
import { createCheckoutSession } from './stripe-checkout.js';

const settingsFrom = (env: Record<string, string>) => paymentSettings(paymentEnvSchema.parse(env));
const log = createLogger('silent');
const LIVE = {
  STRIPE_SECRET_KEY: 'sk_test_real_account', STRIPE_WEBHOOK_SECRET: 'whsec_real', PAYPAL_CLIENT_ID: 'real-id', PAYPAL_CLIENT_SECRET: 'real-secret',
};

describe('payment settings', () => {
  it('runs both providers in the sandbox without keys, each with a new webhook secret', () => {
    const a = settingsFrom({});
    expect(a.stripe.mode).toBe('sandbox');
    expect(a.paypal.mode).toBe('sandbox');
    expect(a.stripe.webhookSecret).not.toBe(settingsFrom({}).stripe.webhookSecret);
  });

  it('uses the keys when set, and refuses half a set naming what is missing', () => {
    const live = settingsFrom(LIVE);
    expect(live.stripe).toMatchObject({ mode: 'live', secretKey: 'sk_test_real_account', webhookSecret: 'whsec_real' });
    expect(live.paypal).toMatchObject({ mode: 'live', clientId: 'real-id', environment: 'live' });
    expect(() => settingsFrom({ STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => settingsFrom({ PAYPAL_CLIENT_ID: 'id' })).toThrow(/PAYPAL_CLIENT_SECRET/);
    expect(() => paymentEnvSchema.parse({ STRIPE_SECRET_KEY: 'pk_live_x' })).toThrow(/secret key/);
  });
});

describe('the sandbox', () => {
  it('is not there at all with real keys: nothing is loaded, and the providers get no fake', async () => {
    const settings = settingsFrom(LIVE);
    expect(await loadPaymentSandbox(settings)).toBeUndefined();
    const providers = createPaymentProviders({
      settings, publicUrl: 'http://shop.test', deliver: () => Promise.reject(new Error('no delivery')), events: loggingPaymentEvents(log), log,
    });
    expect(providers.sandbox).toBeUndefined();
  });

  it('is asked for when a provider has no keys', () => {
    expect(() => createPaymentProviders({
      settings: settingsFrom({}), publicUrl: 'http://shop.test', deliver: () => Promise.reject(new Error('no delivery')), events: loggingPaymentEvents(log), log,
    })).toThrow(/loadPaymentSandbox/);
  });

  it('serves the SDKs in process, and its hosted page sends a webhook that constructEvent accepts', async () => {
    const delivered: Request[] = [];
    const settings = settingsFrom({});
    const providers = createPaymentProviders({
      settings, publicUrl: 'http://shop.test', events: loggingPaymentEvents(log), log, sandbox: await loadPaymentSandbox(settings),
      deliver: async (request) => { delivered.push(request); return new Response('{}'); },
    });
    const orderId = crypto.randomUUID();
    const { id, url } = await createCheckoutSession(providers.stripe, {
      orderId, orderNumber: 'R2026-000001', email: 'a@example.it', lang: 'en', lines: [{ name: 'Ruota', unitAmount: 5_000, quantity: 2 }],
      shipping: { name: 'Spedizione gratuita', amount: 0 }, surcharge: null, discount: null, total: 10_000,
      successUrl: 'http://shop.test/ok?session_id={CHECKOUT_SESSION_ID}', cancelUrl: 'http://shop.test/back', customerId: null, expiresAt: null,
    });
    expect(url).toBe(`http://shop.test/sandbox/stripe/pay/${id}`);
    const paid = await providers.sandbox!.routes.request(`/stripe/pay/${id}`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'card=new&action=pay',
    });
    expect(paid.headers.get('location')).toBe(`http://shop.test/ok?session_id=${id}`);
    expect(delivered.map((r) => r.url)).toEqual(['http://shop.test/v1/webhooks/stripe']);
    const event = Stripe.webhooks.constructEvent(await delivered[0]!.text(), delivered[0]!.headers.get('stripe-signature')!, settings.stripe.webhookSecret);
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({ id, client_reference_id: orderId, payment_status: 'paid', amount_total: 10_000 });

    const created = await createPaypalOrder(providers.paypal, { orderId, orderNumber: 'R2026-000001', total: 10_000, lang: 'en' });
    expect(created).toMatchObject({ status: 'PAYER_ACTION_REQUIRED', id: expect.stringMatching(/^[A-Z0-9]{17}$/) });
  });
});
