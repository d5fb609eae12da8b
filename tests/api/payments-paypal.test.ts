// PayPal in sandbox mode (decisions 131, 133, 139): the official server SDK against the shop's fake
// of PayPal's Orders v2 API, the approval page standing in for PayPal's, and the stand-in for
// PayPal's JS SDK that the button loads.
import { ApiError } from '@paypal/paypal-server-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturePaypalOrder, createPaypalOrder, PaypalRefused, type PaypalOrderInput } from '../../server/payments/paypal-orders.js';
import { PUBLIC_URL, startTestApi, type TestApi } from './harness.js';
import { onTestServer, paypalOverHttp, submitForm } from './payment-fixtures.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi({ seed: false }); });
afterAll(async () => { await api?.close(); });

const paypal = () => paypalOverHttp(api);
/** PayPal's approval page for an order, as the stand-in JS SDK opens it. */
const approvalPage = (id: string) => `${PUBLIC_URL}/sandbox/paypal/checkoutnow?token=${id}`;

function order(overrides: Partial<PaypalOrderInput> = {}): PaypalOrderInput {
  return { orderId: crypto.randomUUID(), orderNumber: 'R2026-000007', total: 133_299, lang: 'it', ...overrides };
}

async function refusal(promise: Promise<unknown>): Promise<PaypalRefused> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(PaypalRefused);
  return err as PaypalRefused;
}

describe('GET /v1/payments/providers', () => {
  it('tells the client both providers run in the sandbox, with their public keys and no secret', async () => {
    const res = await api.fetch('/v1/payments/providers');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      stripe: { mode: 'sandbox', publishableKey: 'pk_test_raggio_sandbox' },
      paypal: { mode: 'sandbox', clientId: 'raggio-sandbox-client', sdkBaseUrl: '/sandbox/paypal/sdk/js' },
    });
    expect(text).not.toMatch(/sk_test|whsec|raggio-sandbox-secret/);
  });
});

describe('PayPal Orders v2 through the SDK', () => {
  it('create → approve on the sandbox page → capture: COMPLETED for the order total, once', async () => {
    const input = order();
    const created = await createPaypalOrder(paypal(), input);
    expect(created.status).toBe('PAYER_ACTION_REQUIRED');

    const page = await fetch(onTestServer(api, approvalPage(created.id)));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('1332,99');
    const approved = await submitForm(api, approvalPage(created.id), { action: 'approve' });
    expect(approved.status).toBe(200);
    // The popup tells the button that opened it: PayPal's onApprove data, through popup.js.
    expect(await approved.text()).toContain(
      `<script src="sdk/popup.js" data-action="approve" data-order-id="${created.id}" data-payer-id="SANDBOXBUYER1"></script>`,
    );

    const captured = await capturePaypalOrder(paypal(), created.id);
    expect(captured).toMatchObject({ paypalOrderId: created.id, status: 'COMPLETED', amount: 133_299, currency: 'EUR', orderId: input.orderId });
    expect(captured.captureId).toMatch(/^[A-Z0-9]{17}$/);
    const again = await refusal(capturePaypalOrder(paypal(), created.id));
    expect(again).toMatchObject({ status: 422, issue: 'ORDER_ALREADY_CAPTURED' });
  });

  it("capturing an order the buyer has not approved is PayPal's 422 ORDER_NOT_APPROVED, raised by the SDK", async () => {
    const created = await createPaypalOrder(paypal(), order());
    expect(created.status).toBe('PAYER_ACTION_REQUIRED');
    const err = await refusal(capturePaypalOrder(paypal(), created.id));
    expect(err).toMatchObject({ status: 422, issue: 'ORDER_NOT_APPROVED' });
    expect(err.cause).toBeInstanceOf(ApiError);
  });

  it('the same shop order makes one PayPal order (PayPal-Request-Id)', async () => {
    const input = order();
    const first = await createPaypalOrder(paypal(), input);
    expect((await createPaypalOrder(paypal(), input)).id).toBe(first.id);
  });

  it('Cancel on the approval page tells the button (onCancel) and leaves the order uncaptured', async () => {
    const created = await createPaypalOrder(paypal(), order());
    const cancelled = await submitForm(api, approvalPage(created.id), { action: 'cancel' });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain(`data-action="cancel" data-order-id="${created.id}" data-payer-id=""`);
    expect(await refusal(capturePaypalOrder(paypal(), created.id))).toMatchObject({ issue: 'ORDER_NOT_APPROVED' });
  });

  it('bad input: a zero amount, an unknown order, wrong credentials, an unknown page token or choice', async () => {
    expect(await refusal(createPaypalOrder(paypal(), order({ total: 0 })))).toMatchObject({ status: 422, issue: 'CANNOT_BE_ZERO_OR_NEGATIVE' });
    expect(await refusal(capturePaypalOrder(paypal(), 'NOSUCHORDER000000'))).toMatchObject({ status: 404, issue: 'INVALID_RESOURCE_ID' });
    expect(await refusal(createPaypalOrder(paypalOverHttp(api, 'wrong-secret'), order()))).toMatchObject({ status: 401, issue: 'invalid_client' });
    expect((await api.fetch('/sandbox/paypal/checkoutnow?token=NOSUCHORDER000000')).status).toBe(404);
    const created = await createPaypalOrder(paypal(), order());
    expect((await submitForm(api, approvalPage(created.id), { action: 'steal' })).status).toBe(400);
    expect(await refusal(capturePaypalOrder(paypal(), created.id))).toMatchObject({ issue: 'ORDER_NOT_APPROVED' });
  });
});

describe('the stand-in for PayPal\'s JS SDK (GET /sandbox/paypal/sdk/js)', () => {
  const sdk = '/sandbox/paypal/sdk/js?client-id=raggio-sandbox-client&currency=EUR&intent=capture&components=buttons&disable-funding=card,sepa';

  it('serves a script defining window.paypal.Buttons from the shop\'s origin, and the popup\'s script', async () => {
    const res = await api.fetch(sdk);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
    const body = await res.text();
    expect(body).toContain('window.paypal = {');
    expect(body).toContain('Buttons: Buttons');
    const popup = await api.fetch('/sandbox/paypal/sdk/popup.js');
    expect(popup.status).toBe(200);
    expect(await popup.text()).toContain('window.opener.postMessage');
  });

  it('refuses, as PayPal does, a client id that is not the sandbox\'s or another currency than EUR (the script fails to load)', async () => {
    expect((await api.fetch(sdk.replace('raggio-sandbox-client', 'someone-else'))).status).toBe(400);
    expect((await api.fetch('/sandbox/paypal/sdk/js?currency=EUR')).status).toBe(400);
    expect((await api.fetch(sdk.replace('currency=EUR', 'currency=USD'))).status).toBe(400);
  });
});
