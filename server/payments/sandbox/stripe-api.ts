// The Stripe API calls the shop makes, answered as api.stripe.com answers them (decision 131):
// bearer secret key, form-encoded bodies, JSON objects, `expand[]`, Idempotency-Key replays and
// errors as {error: {type, code, message, param}}. Only what server/payments uses is here.
import { Hono, type Context } from 'hono';
import { decodeStripeParams } from './form-encoding.js';
import type { StripeEvents } from './stripe-events.js';
import {
  publicSession, stripeId, unixNow, type CheckoutSession, type Coupon, type Customer, type LineItem, type Refund, type StripeSandboxState,
} from './stripe-state.js';

export interface StripeApiOptions {
  state: StripeSandboxState;
  /** Sends `checkout.session.expired` when a session is expired. */
  events: StripeEvents;
  secretKey: string;
  /** Where the hosted page is: `${hostedPageBase}/pay/{id}`. */
  hostedPageBase: string;
}

class StripeError extends Error {
  constructor(
    readonly status: 400 | 401 | 404,
    readonly type: 'invalid_request_error' | 'card_error',
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const missing = (param: string) => new StripeError(400, 'invalid_request_error', `Missing required param: ${param}.`, 'parameter_missing', param);
const invalid = (param: string, message: string) => new StripeError(400, 'invalid_request_error', message, 'parameter_invalid', param);
const noSuch = (kind: string, id: string, param: string) =>
  new StripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);

type Params = Record<string, unknown>;
const obj = (v: unknown): Params => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Params) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

function integer(p: Params, key: string, param: string, { min = 0 } = {}): number {
  const raw = p[key];
  if (raw === undefined) throw missing(param);
  if (typeof raw !== 'string' || !/^-?\d+$/.test(raw)) throw new StripeError(400, 'invalid_request_error', `Invalid integer: ${String(raw)}`, 'parameter_invalid_integer', param);
  const n = Number(raw);
  if (n < min) throw invalid(param, `This value must be greater than or equal to ${min}.`);
  return n;
}

function url(p: Params, key: string): string {
  const raw = str(p[key]);
  if (!raw) throw missing(key);
  try {
    const parsed = new URL(raw.replace('{CHECKOUT_SESSION_ID}', 'x'));
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('scheme');
  } catch {
    throw new StripeError(400, 'invalid_request_error', 'Not a valid URL', 'url_invalid', key);
  }
  return raw;
}

function metadata(p: Params): Record<string, string> {
  return Object.fromEntries(Object.entries(obj(p.metadata)).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
}

function lineItems(p: Params, currency: { value: string | undefined }): LineItem[] {
  const raw = p.line_items;
  if (!Array.isArray(raw) || raw.length === 0) throw missing('line_items');
  return raw.map((entry, i) => {
    const item = obj(entry);
    const priceData = obj(item.price_data);
    if (!item.price_data) throw missing(`line_items[${i}][price_data]`);
    const itemCurrency = str(priceData.currency)?.toLowerCase();
    if (!itemCurrency) throw missing(`line_items[${i}][price_data][currency]`);
    if (currency.value && currency.value !== itemCurrency) {
      throw invalid(`line_items[${i}][price_data][currency]`, 'All line items must use the same currency.');
    }
    currency.value = itemCurrency;
    const name = str(obj(priceData.product_data).name);
    if (!name) throw missing(`line_items[${i}][price_data][product_data][name]`);
    return {
      name,
      unitAmount: integer(priceData, 'unit_amount', `line_items[${i}][price_data][unit_amount]`),
      quantity: integer(item, 'quantity', `line_items[${i}][quantity]`, { min: 1 }),
    };
  });
}

function shippingOption(p: Params, currency: string): { amount: number; name: string } | null {
  const options = p.shipping_options;
  if (options === undefined) return null;
  if (!Array.isArray(options) || options.length !== 1) throw invalid('shipping_options', 'The sandbox takes exactly one shipping option.');
  const rate = obj(obj(options[0]).shipping_rate_data);
  if (str(rate.type) !== 'fixed_amount') throw invalid('shipping_options[0][shipping_rate_data][type]', 'Only fixed_amount is supported.');
  const fixed = obj(rate.fixed_amount);
  if (str(fixed.currency)?.toLowerCase() !== currency) throw invalid('shipping_options[0][shipping_rate_data][fixed_amount][currency]', 'The shipping rate must use the session currency.');
  const name = str(rate.display_name);
  if (!name) throw missing('shipping_options[0][shipping_rate_data][display_name]');
  return { amount: integer(fixed, 'amount', 'shipping_options[0][shipping_rate_data][fixed_amount][amount]'), name };
}

/** Stripe's bounds for a session's expires_at: 30 minutes to 24 hours after its creation. */
const MIN_EXPIRY_S = 30 * 60;
const MAX_EXPIRY_S = 24 * 3600;

function expiresAt(p: Params, created: number): number {
  if (p.expires_at === undefined) return created + MAX_EXPIRY_S;
  const at = integer(p, 'expires_at', 'expires_at');
  if (at < created + MIN_EXPIRY_S) {
    throw invalid('expires_at', 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.');
  }
  if (at > created + MAX_EXPIRY_S) {
    throw invalid('expires_at', 'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.');
  }
  return at;
}

/** Replaces ids named in `expand` by their objects (one level for each dotted step). */
function expand(state: StripeSandboxState, value: Params, paths: string[]): Params {
  const out: Params = { ...value };
  for (const path of paths) {
    const [head, ...rest] = path.split('.');
    if (!head) continue;
    const id = out[head];
    if (typeof id !== 'string') continue;
    const found = state.paymentIntents.get(id) ?? state.paymentMethods.get(id) ?? state.customers.get(id);
    if (!found) continue;
    out[head] = rest.length > 0 ? expand(state, found as unknown as Params, [rest.join('.')]) : { ...found };
  }
  return out;
}


export function stripeApi({ state, events, secretKey, hostedPageBase }: StripeApiOptions) {
  // The shop serves this page itself, so it is served where the shopper comes back to: a phone
  // that reached the shop by its local-network address pays on that address too (decision 191).
  const hostedPageAt = (successUrl: string) => `${new URL(successUrl).origin}${new URL(hostedPageBase).pathname}`;
  const app = new Hono();

  app.onError((err, c) => {
    if (err instanceof StripeError) {
      return c.json({ error: { type: err.type, message: err.message, ...(err.code ? { code: err.code } : {}), ...(err.param ? { param: err.param } : {}) } }, err.status);
    }
    return c.json({ error: { type: 'api_error', message: 'An unknown error occurred in the Stripe sandbox' } }, 500);
  });
  app.notFound((c) => c.json({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${c.req.method}: ${c.req.path}).` } }, 404));

  app.use('/v1/*', async (c, next) => {
    const auth = c.req.header('authorization') ?? '';
    const key = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    if (key !== secretKey) {
      throw new StripeError(401, 'invalid_request_error', key ? `Invalid API Key provided: ${key.slice(0, 8)}…` : 'You did not provide an API key.');
    }
    // Stripe answers a repeated Idempotency-Key with the first answer of a request that ran
    // (a refused one is not kept: it may be retried with better parameters).
    const idemKey = c.req.method === 'POST' ? c.req.header('idempotency-key') : undefined;
    const replay = idemKey ? state.idempotent.get(idemKey) : undefined;
    if (replay) return c.json(replay.body as object, replay.status as 200, { 'Idempotent-Replayed': 'true' });
    await next();
    if (idemKey && c.res.status < 300) state.idempotent.set(idemKey, { status: c.res.status, body: await c.res.clone().json() });
  });

  async function formParams(c: Context): Promise<Params> {
    const type = c.req.header('content-type') ?? '';
    if (!type.startsWith('application/x-www-form-urlencoded')) {
      throw new StripeError(400, 'invalid_request_error', 'Bodies must be application/x-www-form-urlencoded.');
    }
    try {
      return decodeStripeParams(new URLSearchParams(await c.req.text()));
    } catch (err) {
      throw new StripeError(400, 'invalid_request_error', (err as Error).message);
    }
  }
  const queryParams = (c: Context) => decodeStripeParams(new URL(c.req.url).searchParams);
  const expansions = (p: Params) => (Array.isArray(p.expand) ? p.expand.filter((e): e is string => typeof e === 'string') : []);

  app.post('/v1/customers', async (c) => {
    const p = await formParams(c);
    const customer: Customer = {
      id: stripeId('cus'), object: 'customer', created: unixNow(), email: str(p.email) ?? null, livemode: false, metadata: metadata(p), name: str(p.name) ?? null,
    };
    state.customers.set(customer.id, customer);
    return c.json(customer);
  });

  app.get('/v1/customers/:id', (c) => {
    const id = c.req.param('id');
    if (state.deletedCustomers.has(id)) return c.json({ id, object: 'customer', deleted: true });
    const customer = state.customers.get(id);
    if (!customer) throw noSuch('customer', id, 'id');
    return c.json(customer);
  });

  // As Stripe: deleting a Customer detaches its payment methods; the id then reads as deleted.
  app.delete('/v1/customers/:id', (c) => {
    const id = c.req.param('id');
    if (!state.customers.delete(id)) throw noSuch('customer', id, 'id');
    state.deletedCustomers.add(id);
    for (const pm of state.paymentMethods.values()) if (pm.customer === id) pm.customer = null;
    return c.json({ id, object: 'customer', deleted: true });
  });

  app.post('/v1/coupons', async (c) => {
    const p = await formParams(c);
    const amountOff = p.amount_off === undefined ? null : integer(p, 'amount_off', 'amount_off', { min: 1 });
    if (amountOff === null) throw missing('amount_off');
    const currency = str(p.currency)?.toLowerCase();
    if (!currency) throw missing('currency');
    const duration = str(p.duration) ?? 'once';
    if (duration !== 'once' && duration !== 'forever' && duration !== 'repeating') throw invalid('duration', `Invalid duration: ${duration}`);
    const coupon: Coupon = {
      id: stripeId('co'), object: 'coupon', amount_off: amountOff, created: unixNow(), currency, duration, livemode: false, name: str(p.name) ?? null, percent_off: null, valid: true,
    };
    state.coupons.set(coupon.id, coupon);
    return c.json(coupon);
  });

  app.post('/v1/checkout/sessions', async (c) => {
    const p = await formParams(c);
    if (str(p.mode) !== 'payment') throw p.mode === undefined ? missing('mode') : invalid('mode', 'The sandbox supports mode=payment only.');
    const currency = { value: str(p.currency)?.toLowerCase() };
    const lines = lineItems(p, currency);
    const sessionCurrency = currency.value!;
    const customer = str(p.customer);
    const customerEmail = str(p.customer_email);
    if (customer && customerEmail) throw invalid('customer_email', 'You may only specify one of these parameters: customer, customer_email.');
    if (customer && !state.customers.has(customer)) throw noSuch('customer', customer, 'customer');
    const intentData = obj(p.payment_intent_data);
    const futureUsage = str(intentData.setup_future_usage);
    if (futureUsage && futureUsage !== 'on_session' && futureUsage !== 'off_session') {
      throw invalid('payment_intent_data[setup_future_usage]', `Invalid setup_future_usage: ${futureUsage}`);
    }
    const save = str(obj(p.saved_payment_method_options).payment_method_save);
    if (save && !customer) throw invalid('saved_payment_method_options', 'saved_payment_method_options requires a customer.');
    const discounts = Array.isArray(p.discounts) ? p.discounts : [];
    let discount = 0;
    discounts.forEach((entry, i) => {
      const id = str(obj(entry).coupon) ?? '';
      const coupon = state.coupons.get(id);
      if (!coupon) throw noSuch('coupon', id, `discounts[${i}][coupon]`);
      if (coupon.currency !== sessionCurrency) throw invalid(`discounts[${i}][coupon]`, 'The coupon currency does not match the session.');
      discount += coupon.amount_off ?? 0;
    });
    const shipping = shippingOption(p, sessionCurrency);
    const subtotal = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
    // Stripe applies coupons to the items, never to shipping.
    const amountDiscount = Math.min(discount, subtotal);
    const created = unixNow();
    const expires = expiresAt(p, created);
    const id = stripeId('cs');
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: subtotal,
      amount_total: subtotal - amountDiscount + (shipping?.amount ?? 0),
      cancel_url: p.cancel_url === undefined ? null : url(p, 'cancel_url'),
      client_reference_id: str(p.client_reference_id) ?? null,
      created,
      currency: sessionCurrency,
      customer: customer ?? null,
      customer_email: customerEmail ?? (customer ? state.customers.get(customer)!.email : null),
      expires_at: expires,
      livemode: false,
      locale: str(p.locale) ?? null,
      metadata: metadata(p),
      mode: 'payment',
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      saved_payment_method_options: save === 'enabled' || save === 'disabled' ? { payment_method_save: save } : null,
      shipping_cost: shipping ? { amount_subtotal: shipping.amount, amount_total: shipping.amount, shipping_rate: stripeId('shr') } : null,
      status: 'open',
      success_url: url(p, 'success_url'),
      total_details: { amount_discount: amountDiscount, amount_shipping: shipping?.amount ?? 0, amount_tax: 0 },
      url: `${hostedPageAt(url(p, 'success_url'))}/pay/${id}`,
      ui_mode: 'hosted',
      _lines: lines,
      _shippingName: shipping?.name ?? null,
      _setupFutureUsage: (futureUsage as 'on_session' | 'off_session' | undefined) ?? null,
    };
    state.sessions.set(id, session);
    return c.json(publicSession(session));
  });

  app.get('/v1/checkout/sessions/:id', (c) => {
    const id = c.req.param('id');
    const session = state.sessions.get(id);
    if (!session) throw noSuch('checkout.session', id, 'session');
    return c.json(expand(state, publicSession(session), expansions(queryParams(c))));
  });

  // Only an open session can be expired; its page then refuses payment (decision 141).
  app.post('/v1/checkout/sessions/:id/expire', async (c) => {
    const id = c.req.param('id');
    const session = state.sessions.get(id);
    if (!session) throw noSuch('checkout.session', id, 'session');
    if (session.status !== 'open') {
      throw new StripeError(400, 'invalid_request_error', 'Only Checkout Sessions with a status in ["open"] can be expired.', 'checkout_session_unexpected_state');
    }
    await events.expire(session);
    return c.json(publicSession(session));
  });

  app.get('/v1/payment_intents/:id', (c) => {
    const id = c.req.param('id');
    const intent = state.paymentIntents.get(id);
    if (!intent) throw noSuch('payment_intent', id, 'intent');
    return c.json(expand(state, { ...intent }, expansions(queryParams(c))));
  });

  app.get('/v1/payment_methods/:id', (c) => {
    const id = c.req.param('id');
    const pm = state.paymentMethods.get(id);
    if (!pm) throw noSuch('PaymentMethod', id, 'payment_method');
    return c.json(pm);
  });

  app.post('/v1/payment_methods/:id/detach', (c) => {
    const id = c.req.param('id');
    const pm = state.paymentMethods.get(id);
    if (!pm) throw noSuch('PaymentMethod', id, 'payment_method');
    if (!pm.customer) throw new StripeError(400, 'invalid_request_error', 'The payment method you provided is not attached to a customer so detachment is impossible.', 'payment_method_unexpected_state');
    pm.customer = null;
    return c.json(pm);
  });

  // Refunds of a succeeded payment intent, whole (no amount) or in part, never more than is left
  // unrefunded; Stripe's own messages and codes for the refusals.
  app.post('/v1/refunds', async (c) => {
    const p = await formParams(c);
    const id = str(p.payment_intent);
    if (!id) throw str(p.charge) ? invalid('charge', 'The sandbox refunds by payment_intent only.') : missing('payment_intent');
    const intent = state.paymentIntents.get(id);
    if (!intent) throw noSuch('payment_intent', id, 'payment_intent');
    if (intent.status !== 'succeeded') {
      throw new StripeError(400, 'invalid_request_error', `This PaymentIntent (${id}) does not have a successful charge to refund.`, 'charge_not_refundable');
    }
    const left = intent.amount_received - state.refundedOf(id);
    if (left <= 0) throw new StripeError(400, 'invalid_request_error', `Charge for PaymentIntent ${id} has already been refunded.`, 'charge_already_refunded');
    const amount = p.amount === undefined ? left : integer(p, 'amount', 'amount', { min: 1 });
    if (amount > left) {
      throw new StripeError(400, 'invalid_request_error', `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, 'amount_too_large', 'amount');
    }
    const refund: Refund = {
      id: stripeId('re'), object: 'refund', amount, charge: null, created: unixNow(), currency: intent.currency,
      metadata: metadata(p), payment_intent: id, reason: str(p.reason) ?? null, status: 'succeeded',
    };
    state.refunds.set(refund.id, refund);
    return c.json(refund);
  });

  app.get('/v1/refunds/:id', (c) => {
    const id = c.req.param('id');
    const refund = state.refunds.get(id);
    if (!refund) throw noSuch('refund', id, 'refund');
    return c.json(refund);
  });

  app.get('/v1/refunds', (c) => {
    const intent = str(queryParams(c).payment_intent);
    const data = [...state.refunds.values()].filter((r) => !intent || r.payment_intent === intent).sort((a, b) => b.created - a.created);
    return c.json({ object: 'list', data, has_more: false, url: '/v1/refunds' });
  });

  return app;
}
