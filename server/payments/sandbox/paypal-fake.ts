// Stands in for PayPal's REST API (OAuth 2 client credentials and Orders v2: create, show, capture)
// and for PayPal's approval page, with PayPal's JSON shapes and error bodies (decision 133).
// The buyer approves on GET /checkoutnow?token={id}, in the popup the stand-in JS SDK opens
// (paypal-sdk.ts, decision 139), and the choice goes back to the button through popup.js; capture
// before approval is PayPal's 422 ORDER_NOT_APPROVED. State is in memory, as the Stripe sandbox's is.
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { euros, refusalPage, sandboxPage } from './page.js';

export interface PaypalFakeOptions {
  clientId: string;
  clientSecret: string;
  /** Where the approval page is: `${approvalBase}/checkoutnow?token={id}`. */
  approvalBase: string;
}

interface PurchaseUnit {
  reference_id: string;
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  amount: { currency_code: string; value: string };
}

interface PaypalOrder {
  id: string;
  intent: 'CAPTURE';
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  purchase_units: PurchaseUnit[];
  create_time: string;
  update_time?: string;
  payer?: { name: { given_name: string; surname: string }; email_address: string; payer_id: string };
  captureId?: string;
}

interface CaptureRefund {
  id: string;
  status: 'COMPLETED';
  amount: { currency_code: string; value: string };
  captureId: string;
  note_to_payer?: string;
  invoice_id?: string;
  create_time: string;
  update_time: string;
}

const paypalId = (length = 17) => randomBytes(length).toString('base64url').replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, length).padEnd(length, 'X');
const debugId = () => randomBytes(7).toString('hex');

class PaypalError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 422,
    readonly paypalName: string,
    message: string,
    readonly details: { issue: string; description: string; field?: string; location?: string }[] = [],
  ) {
    super(message);
  }
}

const invalidRequest = (field: string, issue: string, description: string) =>
  new PaypalError(400, 'INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.', [{ field, location: 'body', issue, description }]);
const unprocessable = (issue: string, description: string) =>
  new PaypalError(422, 'UNPROCESSABLE_ENTITY', 'The requested action could not be performed, semantically incorrect, or failed business validation.', [{ issue, description }]);

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

function purchaseUnits(body: Json): PurchaseUnit[] {
  const units = body.purchase_units;
  if (!Array.isArray(units) || units.length === 0) {
    throw invalidRequest('/purchase_units', 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.');
  }
  return units.map((raw, i) => {
    const unit = obj(raw);
    const amount = obj(unit.amount);
    const currency = text(amount.currency_code);
    const value = text(amount.value);
    if (!currency) throw invalidRequest(`/purchase_units/${i}/amount/currency_code`, 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.');
    if (!/^[A-Z]{3}$/.test(currency)) throw invalidRequest(`/purchase_units/${i}/amount/currency_code`, 'INVALID_PARAMETER_VALUE', 'The value of a field is invalid.');
    if (!value) throw invalidRequest(`/purchase_units/${i}/amount/value`, 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.');
    if (!/^\d{1,10}(\.\d{1,2})?$/.test(value)) throw invalidRequest(`/purchase_units/${i}/amount/value`, 'DECIMAL_PRECISION', 'If the currency supports decimals, only two decimal place precision is supported.');
    if (Number(value) <= 0) throw unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', 'Must be greater than zero.');
    return {
      reference_id: text(unit.reference_id) ?? 'default',
      ...(text(unit.custom_id) ? { custom_id: text(unit.custom_id) } : {}),
      ...(text(unit.invoice_id) ? { invoice_id: text(unit.invoice_id) } : {}),
      ...(text(unit.description) ? { description: text(unit.description) } : {}),
      amount: { currency_code: currency, value },
    };
  });
}

/**
 * The approval window's opener policy: the browser's default, as PayPal's own window is sent, so
 * an opener with no policy and one with `same-origin-allow-popups` both keep their handle.
 */
export const POPUP_OPENER_POLICY = 'unsafe-none';

export function paypalFake({ clientId, clientSecret, approvalBase }: PaypalFakeOptions) {
  const orders = new Map<string, PaypalOrder>();
  const tokens = new Set<string>();
  /** PayPal-Request-Id → order id: a repeated create answers the same order. */
  const requestIds = new Map<string, string>();
  /** Refunds of captures, kept so a test can read them (GET /v2/payments/refunds/{id}). */
  const refunds = new Map<string, CaptureRefund>();
  /** PayPal-Request-Id → refund id: a repeated refund answers the same refund. */
  const refundRequestIds = new Map<string, string>();
  const app = new Hono();

  app.onError((err, c) => {
    if (err instanceof PaypalError) {
      return c.json({ name: err.paypalName, message: err.message, debug_id: debugId(), details: err.details, links: [] }, err.status);
    }
    return c.json({ name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error has occurred.', debug_id: debugId() }, 500);
  });

  const links = (order: PaypalOrder, base: string) => {
    const self = `${base}/v2/checkout/orders/${order.id}`;
    return [
      { href: self, rel: 'self', method: 'GET' },
      ...(order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED'
        ? [{ href: `${approvalBase}/checkoutnow?token=${order.id}`, rel: order.status === 'CREATED' ? 'approve' : 'payer-action', method: 'GET' }]
        : []),
      ...(order.status !== 'COMPLETED' ? [{ href: self, rel: 'update', method: 'PATCH' }, { href: `${self}/capture`, rel: 'capture', method: 'POST' }] : []),
    ];
  };

  const view = (order: PaypalOrder, c: Context) => {
    const base = new URL(c.req.url).origin;
    const captured = order.status === 'COMPLETED' && order.captureId;
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      ...(order.payer ? { payer: order.payer, payment_source: { paypal: { email_address: order.payer.email_address, account_id: order.payer.payer_id, name: order.payer.name } } } : {}),
      purchase_units: order.purchase_units.map((unit) => ({
        ...unit,
        ...(captured ? {
          payments: {
            captures: [{
              id: order.captureId, status: 'COMPLETED', amount: unit.amount, final_capture: true,
              ...(unit.custom_id ? { custom_id: unit.custom_id } : {}), create_time: order.update_time, update_time: order.update_time,
            }],
          },
        } : {}),
      })),
      create_time: order.create_time,
      ...(order.update_time ? { update_time: order.update_time } : {}),
      links: links(order, base),
    };
  };

  app.post('/v1/oauth2/token', async (c) => {
    const auth = c.req.header('authorization') ?? '';
    const [id, secret] = auth.startsWith('Basic ') ? Buffer.from(auth.slice(6), 'base64').toString().split(':') : [];
    if (id !== clientId || secret !== clientSecret) {
      return c.json({ error: 'invalid_client', error_description: 'Client Authentication failed' }, 401);
    }
    const form = new URLSearchParams(await c.req.text());
    if (form.get('grant_type') !== 'client_credentials') {
      return c.json({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' }, 400);
    }
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    tokens.add(token);
    return c.json({
      scope: 'https://uri.paypal.com/services/payments/payment', access_token: token, token_type: 'Bearer', app_id: 'APP-SANDBOX', expires_in: 32400, nonce: debugId(),
    });
  });

  app.use('/v2/*', async (c, next) => {
    const auth = c.req.header('authorization') ?? '';
    if (!auth.startsWith('Bearer ') || !tokens.has(auth.slice(7))) {
      throw new PaypalError(401, 'AUTHENTICATION_FAILURE', 'Authentication failed due to invalid authentication credentials or a missing Authorization header.');
    }
    await next();
  });

  async function jsonBody(c: Context): Promise<Json> {
    try {
      const raw = await c.req.text();
      return raw === '' ? {} : obj(JSON.parse(raw));
    } catch {
      throw new PaypalError(400, 'INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.', [{ issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.' }]);
    }
  }

  const find = (id: string) => {
    const order = orders.get(id);
    if (!order) {
      throw new PaypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [{ issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist. Please check the resource ID and try again.' }]);
    }
    return order;
  };

  app.post('/v2/checkout/orders', async (c) => {
    const requestId = c.req.header('paypal-request-id');
    const earlier = requestId ? requestIds.get(requestId) : undefined;
    if (earlier) return c.json(view(find(earlier), c), 200);
    const body = await jsonBody(c);
    if (body.intent !== 'CAPTURE') {
      throw body.intent === undefined
        ? invalidRequest('/intent', 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.')
        : invalidRequest('/intent', 'INVALID_PARAMETER_VALUE', 'The sandbox supports intent CAPTURE only.');
    }
    const units = purchaseUnits(body);
    const withSource = Object.keys(obj(body.payment_source)).length > 0;
    const order: PaypalOrder = {
      id: paypalId(),
      intent: 'CAPTURE',
      status: withSource ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      purchase_units: units,
      create_time: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    };
    orders.set(order.id, order);
    if (requestId) requestIds.set(requestId, order.id);
    return c.json(view(order, c), 201);
  });

  app.get('/v2/checkout/orders/:id', (c) => c.json(view(find(c.req.param('id')), c)));

  app.post('/v2/checkout/orders/:id/capture', async (c) => {
    const order = find(c.req.param('id'));
    await jsonBody(c);
    if (order.status === 'COMPLETED') {
      throw unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.If \'intent=CAPTURE\' only one capture per order is allowed.');
    }
    if (order.status !== 'APPROVED') {
      throw unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment. Please redirect the payer to the \'rel\':\'approve\' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.');
    }
    order.status = 'COMPLETED';
    order.captureId = paypalId();
    order.update_time = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    return c.json(view(order, c), 201);
  });

  // Payments v2: a captured payment refunded whole (no amount) or in part, never more than is left.
  const cents = (value: string) => Math.round(Number(value) * 100);
  const refundView = (refund: CaptureRefund, c: Context) => {
    const { captureId, ...shown } = refund;
    const base = new URL(c.req.url).origin;
    return {
      ...shown,
      links: [
        { href: `${base}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
        { href: `${base}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
      ],
    };
  };

  app.post('/v2/payments/captures/:id/refund', async (c) => {
    const captureId = c.req.param('id');
    const requestId = c.req.header('paypal-request-id');
    const earlier = requestId ? refunds.get(refundRequestIds.get(requestId) ?? '') : undefined;
    if (earlier) return c.json(refundView(earlier, c), 201);
    const order = [...orders.values()].find((o) => o.captureId === captureId);
    if (!order) {
      throw new PaypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [{ issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist. Please check the resource ID and try again.' }]);
    }
    const body = await jsonBody(c);
    const captured = order.purchase_units[0]!.amount;
    const left = cents(captured.value) - [...refunds.values()].filter((r) => r.captureId === captureId).reduce((sum, r) => sum + cents(r.amount.value), 0);
    if (left <= 0) throw unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded');
    let amount = { currency_code: captured.currency_code, value: (left / 100).toFixed(2) };
    if (body.amount !== undefined) {
      const asked = obj(body.amount);
      const value = text(asked.value);
      const currency = text(asked.currency_code);
      if (!value || !currency) throw invalidRequest('/amount', 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.');
      if (!/^\d{1,10}(\.\d{1,2})?$/.test(value)) throw invalidRequest('/amount/value', 'DECIMAL_PRECISION', 'If the currency supports decimals, only two decimal place precision is supported.');
      if (currency !== captured.currency_code) throw unprocessable('REFUND_CAPTURE_CURRENCY_MISMATCH', 'Refund must be in the same currency as the capture.');
      if (cents(value) <= 0) throw unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', 'Must be greater than zero.');
      if (cents(value) > left) throw unprocessable('REFUND_AMOUNT_EXCEEDED', 'The refund amount must be less than or equal to the capture amount that has not yet been refunded.');
      amount = { currency_code: currency, value };
    }
    const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    const refund: CaptureRefund = {
      id: paypalId(), status: 'COMPLETED', amount, captureId, create_time: now, update_time: now,
      ...(text(body.note_to_payer) ? { note_to_payer: text(body.note_to_payer) } : {}),
      ...(text(body.invoice_id) ? { invoice_id: text(body.invoice_id) } : {}),
    };
    refunds.set(refund.id, refund);
    if (requestId) refundRequestIds.set(requestId, refund.id);
    return c.json(refundView(refund, c), 201);
  });

  app.get('/v2/payments/refunds/:id', (c) => {
    const refund = refunds.get(c.req.param('id'));
    if (!refund) throw new PaypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [{ issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist. Please check the resource ID and try again.' }]);
    return c.json(refundView(refund, c));
  });

  // The approval page (PayPal's www.paypal.com/checkoutnow?token=…). It opens in a popup that must
  // keep its opener, whichever opener policy the shop's page was loaded with: a page without one
  // (a public page, and every in-app navigation from it) would lose its window to this page's
  // fixed `same-origin-allow-popups`, and the button would tell a cancel (decision 191).
  app.use('/checkoutnow', async (c, next) => {
    await next();
    c.res.headers.set('Cross-Origin-Opener-Policy', POPUP_OPENER_POLICY);
  });
  const approvable = async (c: Context): Promise<PaypalOrder | Response> => {
    const order = orders.get(c.req.query('token') ?? '');
    if (!order) return c.html(refusalPage('Unknown payment', 'This PayPal payment does not exist. Go back to the shop and try again.'), 404);
    if (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED') {
      return c.html(refusalPage('Payment already approved', 'This PayPal payment was already approved.'), 409);
    }
    return order;
  };

  app.get('/checkoutnow', async (c) => {
    const order = await approvable(c);
    if (order instanceof Response) return order;
    const unit = order.purchase_units[0]!;
    const cents = Math.round(Number(unit.amount.value) * 100);
    return c.html(sandboxPage('Pay with PayPal', html`
<p>Pay ${euros(cents, unit.amount.currency_code)} to the shop${unit.description ? html` for ${unit.description}` : ''}, as the sandbox buyer buyer@sandbox.paypal.test.</p>
<form method="post" action="checkoutnow?token=${order.id}">
<p>
<button type="submit" name="action" value="approve">Approve the payment</button>
<button type="submit" name="action" value="cancel">Cancel and go back to the shop</button>
</p>
</form>`));
  });

  // The buyer's choice goes back to the button that opened this page (popup.js; no inline script).
  const outcomePage = (title: string, message: string, data: { action: 'approve' | 'cancel'; orderId: string; payerId?: string }) => sandboxPage(title, html`
<p>${message}</p>
<script src="sdk/popup.js" data-action="${data.action}" data-order-id="${data.orderId}" data-payer-id="${data.payerId ?? ''}"></script>`);

  app.post('/checkoutnow', async (c) => {
    const order = await approvable(c);
    if (order instanceof Response) return order;
    const action = (await c.req.parseBody()).action;
    if (action === 'cancel') {
      return c.html(outcomePage('Payment cancelled', 'You cancelled the payment. Close this window to go back to the shop.', { action: 'cancel', orderId: order.id }));
    }
    if (action !== 'approve') return c.html(refusalPage('Unknown choice', 'Choose Approve or Cancel.'), 400);
    order.status = 'APPROVED';
    order.payer = { name: { given_name: 'Sandbox', surname: 'Buyer' }, email_address: 'buyer@sandbox.paypal.test', payer_id: 'SANDBOXBUYER1' };
    return c.html(outcomePage('Payment approved', 'You approved the payment. Close this window to go back to the shop.', { action: 'approve', orderId: order.id, payerId: order.payer.payer_id }));
  });

  return app;
}
