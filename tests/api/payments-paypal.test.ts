// PayPal in sandbox mode (decisions 131, 133): the official server SDK against the shop's fake of
// PayPal's Orders v2 API, and the approval page standing in for PayPal's.
import { ApiError } from '@paypal/paypal-server-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturePaypalOrder, createPaypalOrder, PaypalRefused, type PaypalOrderInput } from '../../server/payments/paypal-orders.js';
import { PUBLIC_URL, startTestApi, type TestApi } from './harness.js';
import { onTestServer, paypalOverHttp, submitForm } from './payment-fixtures.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi({ seed: false }); });
afterAll(async () => { await api?.close(); });

const paypal = () => paypalOverHttp(api);

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
      paypal: { mode: 'sandbox', clientId: 'raggio-sandbox-client' },
    });
    expect(text).not.toMatch(/sk_test|whsec|raggio-sandbox-secret/);
  });
});

describe('PayPal Orders v2 through the SDK', () => {
  it('create → approve on the sandbox page → capture: COMPLETED for the order total, once', async () => {
    const input = order({ redirect: { returnUrl: `${PUBLIC_URL}/checkout/paypal/ritorno`, cancelUrl: `${PUBLIC_URL}/checkout/conferma` } });
    const created = await createPaypalOrder(paypal(), input);
    expect(created.status).toBe('PAYER_ACTION_REQUIRED');
    expect(created.approveUrl).toBe(`${PUBLIC_URL}/sandbox/paypal/checkoutnow?token=${created.id}`);

    const page = await fetch(onTestServer(api, created.approveUrl!));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('1332,99');
    const approved = await submitForm(api, created.approveUrl!, { action: 'approve' });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(`${PUBLIC_URL}/checkout/paypal/ritorno?token=${created.id}&PayerID=SANDBOXBUYER1`);

    const captured = await capturePaypalOrder(paypal(), created.id);
    expect(captured).toMatchObject({ paypalOrderId: created.id, status: 'COMPLETED', amount: 133_299, currency: 'EUR', orderId: input.orderId });
    expect(captured.captureId).toMatch(/^[A-Z0-9]{17}$/);
    const again = await refusal(capturePaypalOrder(paypal(), created.id));
    expect(again).toMatchObject({ status: 422, issue: 'ORDER_ALREADY_CAPTURED' });
  });

  it("capturing an order the buyer has not approved is PayPal's 422 ORDER_NOT_APPROVED, raised by the SDK", async () => {
    const created = await createPaypalOrder(paypal(), order());
    expect(created.status).toBe('CREATED');
    const err = await refusal(capturePaypalOrder(paypal(), created.id));
    expect(err).toMatchObject({ status: 422, issue: 'ORDER_NOT_APPROVED' });
    expect(err.cause).toBeInstanceOf(ApiError);
  });

  it('the same shop order makes one PayPal order (PayPal-Request-Id)', async () => {
    const input = order();
    const first = await createPaypalOrder(paypal(), input);
    expect((await createPaypalOrder(paypal(), input)).id).toBe(first.id);
  });

  it('Cancel on the approval page goes back to cancel_url with the token and leaves the order uncaptured', async () => {
    const created = await createPaypalOrder(paypal(), order({ redirect: { returnUrl: `${PUBLIC_URL}/r`, cancelUrl: `${PUBLIC_URL}/checkout/conferma` } }));
    const cancelled = await submitForm(api, created.approveUrl!, { action: 'cancel' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${PUBLIC_URL}/checkout/conferma?token=${created.id}`);
    expect(await refusal(capturePaypalOrder(paypal(), created.id))).toMatchObject({ issue: 'ORDER_NOT_APPROVED' });
  });

  it('bad input: a zero amount, an unknown order, wrong credentials, an unknown page token or choice', async () => {
    expect(await refusal(createPaypalOrder(paypal(), order({ total: 0 })))).toMatchObject({ status: 422, issue: 'CANNOT_BE_ZERO_OR_NEGATIVE' });
    expect(await refusal(capturePaypalOrder(paypal(), 'NOSUCHORDER000000'))).toMatchObject({ status: 404, issue: 'INVALID_RESOURCE_ID' });
    expect(await refusal(createPaypalOrder(paypalOverHttp(api, 'wrong-secret'), order()))).toMatchObject({ status: 401, issue: 'invalid_client' });
    expect((await api.fetch('/sandbox/paypal/checkoutnow?token=NOSUCHORDER000000')).status).toBe(404);
    const created = await createPaypalOrder(paypal(), order());
    expect((await submitForm(api, created.approveUrl!, { action: 'steal' })).status).toBe(400);
    expect(await refusal(capturePaypalOrder(paypal(), created.id))).toMatchObject({ issue: 'ORDER_NOT_APPROVED' });
  });
});
